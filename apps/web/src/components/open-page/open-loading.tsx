import { useTranslation } from 'react-i18next';
import './open-page.css';

/** antd's Spin on an open page, while its first call runs. */
export function OpenLoading() {
  const { t } = useTranslation();
  return (
    <div className="open-page__loading" role="status" aria-label={t('common.loading')}>
      <span className="open-page__spinner" />
    </div>
  );
}
