import { useTranslation } from 'react-i18next';
import { RecordLoadState } from '../../../components/record-load-state';
import { EAM_PATHS } from '../paths';

/** A repair order's page before the order is there (RecordLoadState with the area's words). */
export function LoadState(props: { loading: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordLoadState
      {...props}
      notFound={t('eam.detail.notFound')}
      loadFailed={t('eam.loadFailed')}
      list={{ to: EAM_PATHS.list, label: t('eam.detail.backToList') }}
    />
  );
}
