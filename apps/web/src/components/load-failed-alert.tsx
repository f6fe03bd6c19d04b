import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What failed to load (the http client has toasted why), in place of it, with a retry button.
 */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
