import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { EAM_PATHS } from '../paths';

/** A detail page before its record is there: loading, not found (or no such id), or failed. */
export function LoadState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const missing =
    error === undefined || (isApiError(error) && (error.status === 404 || error.status === 403));
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={t(missing ? 'eam.detail.notFound' : 'eam.loadFailed')}
      extra={[
        !missing && (
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ),
        <Link key="list" to={EAM_PATHS.list}>
          {t('eam.detail.backToList')}
        </Link>,
      ]}
    />
  );
}
