import { ASSET_SORTS, type Asset } from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  assetKeys,
  assetPageQueryOptions,
  downloadAssetImportTemplate,
  exportAssets,
  importAssets,
} from '../../../api/asset';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { ImportModal } from '../../../components/import-modal';
import { useFormatDateTime } from '../../../lib/date-time';
import { saveFile } from '../../../lib/save-file';
import { AssetFilterFields } from '../components/asset-filter-fields';
import { AssetStatusTag } from '../components/asset-status-tag';
import { useOpenLabels } from '../labels/open-labels';
import { toAssetQuery, type AssetFilterValues } from '../lib/list-filters';
import { assetDetailHref, assetFormHref } from '../paths';
import { useAssetPermissions } from '../permissions';

const pageQuery = ({ current, size, sort, ...filters }: DataTableParams<AssetFilterValues>) =>
  assetPageQueryOptions({ ...toAssetQuery(filters), current, size, ...(sort ? { sort } : {}) });

/**
 * /as/asset (menu): the asset register with filters, server-side pages and sort; register,
 * export of the current filters, import and labels, each shown only with its key.
 */
export function AssetsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const can = useAssetPermissions().asset;
  const table = useDataTable<AssetFilterValues>({ sortable: ASSET_SORTS });
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [openLabels, labelsDialog] = useOpenLabels();
  const query = useMemo(() => {
    const { current: _c, size: _s, sort, ...filters } = table.params;
    return { ...toAssetQuery(filters), ...(sort ? { sort } : {}) };
  }, [table.params]);

  const doExport = async () => {
    setExporting(true);
    try {
      const file = await exportAssets(query);
      saveFile(file.blob, file.filename ?? 'assets.xlsx');
    } catch {
      // toasted by the http client
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<Asset> = [
    {
      key: 'code',
      title: t('assets.field.code'),
      render: (_, a) => <Link to={assetDetailHref(a.assetId)}>{a.code}</Link>,
    },
    { key: 'name', dataIndex: 'name', title: t('assets.field.name') },
    { key: 'categoryName', dataIndex: 'categoryName', title: t('assets.field.category') },
    {
      key: 'status',
      title: t('assets.field.status'),
      render: (_, a) => <AssetStatusTag status={a.status} />,
    },
    { key: 'model', dataIndex: 'model', title: t('assets.field.model') },
    { key: 'serialNo', dataIndex: 'serialNo', title: t('assets.field.serialNo') },
    { key: 'custodianName', dataIndex: 'custodianName', title: t('assets.field.custodian') },
    { key: 'storeName', dataIndex: 'storeName', title: t('assets.field.store') },
    { key: 'purchaseDate', dataIndex: 'purchaseDate', title: t('assets.field.purchaseDate') },
    {
      key: 'price',
      title: t('assets.field.price'),
      align: 'right',
      render: (_, a) =>
        a.price === null
          ? ''
          : Number(a.price).toLocaleString(i18n.language, { minimumFractionDigits: 2 }),
    },
    { key: 'expiryDate', dataIndex: 'expiryDate', title: t('assets.field.expiryDate') },
    {
      key: 'createdAt',
      title: t('assets.field.createdAt'),
      render: (_, a) => formatDateTime(a.createdAt),
    },
  ];
  if (can.edit) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('adminOrg.common.actions'),
      render: (_, a) => <Link to={assetFormHref(a.assetId)}>{t('assets.list.edit')}</Link>,
    });
  }

  const toolbar = (
    <Flex gap={8} wrap>
      {can.add && (
        <Button type="primary" onClick={() => void navigate(assetFormHref())}>
          {t('assets.list.add')}
        </Button>
      )}
      {can.export && (
        <Button loading={exporting} onClick={() => void doExport()}>
          {t('assets.list.export')}
        </Button>
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
    </Flex>
  );

  return (
    <>
      <DataTable
        table={table}
        query={pageQuery}
        columns={columns}
        rowKey="assetId"
        aria-label={t('assets.list.table')}
        filters={<AssetFilterFields />}
        toolbar={toolbar}
        scroll={{ x: 'max-content' }}
        rowSelection={
          can.label
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
    </>
  );
}
