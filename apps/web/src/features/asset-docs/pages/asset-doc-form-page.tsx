import { ASSET_DOC_MAX_ASSETS, ASSET_DOC_TYPES, type AssetDocType } from '@depot/shared';
import { useQueries } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { assetDetailQueryOptions } from '../../../api/asset';
import { DocForm } from '../components/doc-form';
import { EditDoc } from '../components/edit-doc';
import { useAssetDocPermissions } from '../permissions';

const isDocType = (value: string | null): value is AssetDocType =>
  (ASSET_DOC_TYPES as readonly (string | null)[]).includes(value);

/** The asset ids the address names (`assetIds=1,2,3`), each once. */
function idsOf(text: string | null): number[] {
  const ids = (text ?? '').split(',').map(Number);
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].slice(
    0,
    ASSET_DOC_MAX_ASSETS,
  );
}

/**
 * /as/doc-form?type=<docType>&assetIds=1,2,3: a new lifecycle document, submitted for approval.
 * The assets the address names (the register's bulk action) are on it from the start.
 * /as/doc-form?edit=<docId>: the applicant's document sent back to them, to change and resubmit.
 */
export function AssetDocFormPage() {
  const [search] = useSearchParams();
  if (search.has('edit')) return <EditDoc docId={Number(search.get('edit')) || 0} />;
  return <NewDoc search={search} />;
}

function NewDoc({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation();
  const { types, readRegister } = useAssetDocPermissions();
  const asked = search.get('type');
  // The register's bulk action names them: read from the register, with its key, so that
  // those whose status does not fit the type are on the list, marked, until the type fits.
  const ids = readRegister ? idsOf(search.get('assetIds')) : [];
  const named = useQueries({ queries: ids.map((id) => assetDetailQueryOptions(id)) });
  if (!types.length) return <Result status="403" subTitle={t('assetDocs.form.noTypes')} />;
  if (named.some((query) => query.isPending)) return <Skeleton active paragraph={{ rows: 8 }} />;
  // An asset the user may not see (or gone) is left out; the others are there to check.
  const assets = named.flatMap((query) => (query.data ? [query.data] : []));
  const initialType = isDocType(asked) && types.includes(asked) ? asked : types[0]!;
  return <DocForm types={types} initialType={initialType} initialAssets={assets} />;
}
