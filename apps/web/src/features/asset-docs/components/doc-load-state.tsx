import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { ASSET_DOC_PATHS } from '../paths';

/**
 * A document's page before the document is there: loading, not found (or outside the user's
 * data scope: the server answers 404 for both), or failed with a retry.
 */
export function DocLoadState({
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
  const missing = !error || (isApiError(error) && (error.status === 404 || error.status === 403));
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={t(missing ? 'assetDocs.detail.notFound' : 'assetDocs.detail.loadFailed')}
      extra={[
        !missing && (
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ),
        <Link key="list" to={ASSET_DOC_PATHS.list}>
          {t('assetDocs.detail.backToList')}
        </Link>,
      ]}
    />
  );
}
