import { useTranslation } from 'react-i18next';
import { RecordLoadState } from '../../../components/record-load-state';
import { ASSET_PATHS } from '../paths';

/** An asset's page before the asset is there (RecordLoadState with the asset area's words). */
export function AssetLoadState(props: { loading: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordLoadState
      {...props}
      notFound={t('assets.detail.notFound')}
      loadFailed={t('assets.detail.loadFailed')}
      list={{ to: ASSET_PATHS.register, label: t('assets.detail.backToList') }}
    />
  );
}
