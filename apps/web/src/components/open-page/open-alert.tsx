import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './open-page.css';

/**
 * antd's Alert on an open page: an error (or a warning), and a retry button when the failed
 * call can be tried again.
 */
export function OpenAlert({
  children,
  warning = false,
  onRetry,
}: {
  children: ReactNode;
  warning?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={warning ? 'open-page__alert open-page__alert--warning' : 'open-page__alert'}
      role="alert"
    >
      <span className="open-page__alert-text">{children}</span>
      {onRetry && (
        <button
          type="button"
          className="open-page__button open-page__button--small"
          onClick={onRetry}
        >
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
