import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  assetKeys,
  assetPageQueryOptions,
  downloadAssetImportTemplate,
  exportAssets,
  importAssets,
} from '../../../api/asset';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { ImportModal } from '../../../components/import-modal';
import { ExportButton } from '../../../components/export-button';
import { AssetFilterFields } from '../components/asset-filter-fields';
import { useRegisterColumns } from '../hooks/use-register-columns';
import { useOpenLabels } from '../labels/open-labels';
import {
  assetFiltersFromSearch,
  isRegisterSort,
  toAssetPageParams,
  type AssetFilterValues,
} from '../lib/list-filters';
import { assetDocFormHref, assetFormHref } from '../paths';
import { useAssetPermissions } from '../permissions';
import { useWide, wideScroll } from '../../../lib/use-wide';

/**
 * /as/asset (menu): the asset register with filters, server-side pages and sort; register,
 * export of the current filters, import and labels, each shown only with its key; the selected
 * rows go on a new lifecycle document.
 */
export function AssetsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAssetPermissions().asset;
  // A phone's list has one column per asset (asset-columns.tsx): no sideways scroll.
  const wide = useWide();
  const [search] = useSearchParams();
  // Opened from a link with filters (a home to-do): the list starts with them.
  const table = useDataTable({
    // The designed fields' sorts are known once the category's columns are (just below).
    query: (params: DataTableParams<AssetFilterValues>) =>
      assetPageQueryOptions(toAssetPageParams(params, designedSorts)),
    rowKey: 'assetId',
    sortable: isRegisterSort,
    initialFilters: assetFiltersFromSearch(search),
  });
  const { columns, chooser, designedSorts } = useRegisterColumns(table.filters.categoryId);
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [openLabels, labelsDialog] = useOpenLabels();
  // Export and labels: the list's filters and sort, every row.
  const { current: _c, size: _s, ...query } = toAssetPageParams(table.params, designedSorts);

  const toolbar = (
    <Flex gap={8} wrap>
      {can.add && (
        <Button type="primary" onClick={() => void navigate(assetFormHref())}>
          {t('assets.list.add')}
        </Button>
      )}
      {can.export && (
        <ExportButton
          run={() => exportAssets(query)}
          fallbackName="assets.xlsx"
          label={t('assets.list.export')}
        />
      )}
      {can.import && <Button onClick={() => setImporting(true)}>{t('assets.list.import')}</Button>}
      {can.label && (
        <Button
          title={t('assets.list.labelsHint')}
          onClick={() => openLabels(selected.length ? { ids: selected } : query)}
        >
          {t('assets.list.labels')}
          {selected.length ? ` (${selected.length})` : ''}
        </Button>
      )}
      {can.document && (
        <Button
          disabled={!selected.length}
          title={t('assetDocs.list.fromAssetsHint')}
          onClick={() => void navigate(assetDocFormHref(selected))}
        >
          {t('assetDocs.list.fromAssets')}
          {selected.length ? ` (${selected.length})` : ''}
        </Button>
      )}
      {chooser}
    </Flex>
  );

  return (
    <Card title={t('assets.list.title')}>
      <DataTable
        table={table}
        columns={columns}
        aria-label={t('assets.list.table')}
        filters={<AssetFilterFields />}
        toolbar={toolbar}
        scroll={wideScroll(wide)}
        rowSelection={
          can.label || can.document
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
      />
      <ImportModal
        open={importing}
        onClose={() => setImporting(false)}
        title={t('assets.import.title')}
        hint={t('assets.import.hint')}
        emptyText={t('assets.import.empty')}
        doneText={(count) => t('assets.import.done', { count })}
        template={() => downloadAssetImportTemplate(query.categoryId)}
        templateName="assets-import.xlsx"
        send={importAssets}
        columnText={(column) =>
          column && i18n.exists(`assets.import.columns.${column}`)
            ? t(`assets.import.columns.${column}` as 'assets.import.columns.name')
            : (column ?? '—')
        }
        onImported={() => queryClient.invalidateQueries({ queryKey: assetKeys.records() })}
      />
      {labelsDialog}
    </Card>
  );
}
