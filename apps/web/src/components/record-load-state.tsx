import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';

/**
 * A record's page before the record is there: loading, not found (or outside the user's data
 * scope: the server answers 404 for both, and 403 says as little), or failed with a retry; each
 * with a way back to the list when there is one. The texts are the area's own.
 */
export function RecordLoadState({
  loading,
  error,
  onRetry,
  notFound,
  loadFailed,
  list,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  notFound: string;
  loadFailed: string;
  list?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const missing = !error || (isApiError(error) && (error.status === 404 || error.status === 403));
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? notFound : loadFailed}
      extra={[
        !missing && (
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ),
        list && (
          <Link key="list" to={list.to}>
            {list.label}
          </Link>
        ),
      ]}
    />
  );
}
