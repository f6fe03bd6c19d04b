import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoadError } from './page-loader-cache';

interface PageErrorProps {
  error: Error;
  onRetry: () => void;
}

/** A friendly message in place of a page that failed, with a retry button. */
export function PageError({ error, onRetry }: PageErrorProps) {
  const { t } = useTranslation();
  const loading = error instanceof PageLoadError;
  return (
    <Result
      status={loading ? 'warning' : 'error'}
      title={t(loading ? 'page.loadFailed' : 'page.crashed')}
      subTitle={t(loading ? 'page.loadFailedHint' : 'page.crashedHint')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
