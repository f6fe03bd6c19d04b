import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that failed to load (the http client has toasted why), with a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('adminOrg.common.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
