import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';

/**
 * A page before its record is there: loading, not found (no such id, or not the viewer's to
 * see: the server answers 404 or 403), or failed with a retry; a link back to where it is found.
 */
export function LoadState({
  loading,
  error,
  onRetry,
  notFound,
  failed,
  back,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  notFound: string;
  failed: string;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const missing = !error || (isApiError(error) && (error.status === 404 || error.status === 403));
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? notFound : failed}
      extra={[
        !missing && (
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ),
        back && (
          <Link key="back" to={back.to}>
            {back.label}
          </Link>
        ),
      ]}
    />
  );
}
