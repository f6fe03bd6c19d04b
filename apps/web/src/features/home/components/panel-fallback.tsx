import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A home card before its figures are there: the failure with a retry, or a placeholder about as
 * tall as the figures, so the page does not grow under the reader, nor the window's scrollbar
 * appear later and re-wrap the page (issue #8, CLS). Its own Alert rather than
 * components/load-failed-alert: a module the home page shares with later pages becomes a chunk
 * of its own, one more file (0.3 KB) before the greeting, whose budget is all but spent.
 */
export function PanelFallback({
  failed,
  failedTitle,
  onRetry,
  minHeight,
  rows = 6,
  heading = true,
}: {
  failed: boolean;
  failedTitle: string;
  onRetry: () => void;
  minHeight: number;
  /** The placeholder's lines, and whether a heading line is above them. */
  rows?: number;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={failedTitle}
        action={
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ minHeight }}>
      <Skeleton active title={heading} paragraph={{ rows }} />
    </div>
  );
}
