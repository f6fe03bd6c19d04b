import { useTranslation } from 'react-i18next';
import './boot-loading.css';

/**
 * Shown while the first route (its code and data) loads. Plain markup and CSS rather than
 * antd's Spin: it is on screen before antd is loaded, and the sign-in page never loads antd.
 */
export function BootLoading() {
  const { t } = useTranslation();
  return (
    <div className="boot-loading" role="status">
      <div className="boot-loading__ring" aria-hidden />
      {t('common.loading')}
    </div>
  );
}
