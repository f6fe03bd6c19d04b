import { useTranslation } from 'react-i18next';
import { RecordLoadState } from '../../../components/record-load-state';
import { ASSET_DOC_PATHS } from '../paths';

/** A document's page before the document is there (RecordLoadState with the documents' words). */
export function DocLoadState(props: { loading: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordLoadState
      {...props}
      notFound={t('assetDocs.detail.notFound')}
      loadFailed={t('assetDocs.detail.loadFailed')}
      list={{ to: ASSET_DOC_PATHS.list, label: t('assetDocs.detail.backToList') }}
    />
  );
}
