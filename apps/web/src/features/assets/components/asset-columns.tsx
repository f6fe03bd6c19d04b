import type { Asset, DataWidget } from '@depot/shared';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../lib/date-time';
import { designedValueText } from '../lib/designed-values';
import { assetDetailHref, assetFormHref } from '../paths';
import { useAssetPermissions } from '../permissions';
import { AssetStatusTag } from '../../../components/asset-status-tag';
import { NarrowRecord } from '../../../components/narrow-record';
import { useWide } from '../../../lib/use-wide';
import { useMoney } from '../../../lib/money';

/** A register column: its key names it (in the chooser, the sort, the remembered choice). */
export type RegisterColumn = ColumnType<Asset> & { key: string; title: string };

/** Always shown: the code opens the asset, the actions edit it. */
export const FIXED_COLUMNS: ReadonlySet<string> = new Set(['code', 'actions']);
/** Shown only when the user asks for them in the column chooser. */
export const OPTIONAL_COLUMNS: ReadonlySet<string> = new Set([
  'model',
  'serialNo',
  'deptName',
  'supplier',
  'warrantyEnd',
  'createdAt',
]);

/** The column of a designed field (`custom.<vModel>`): its value in words. */
function useDesignedColumn(): (widget: DataWidget) => RegisterColumn {
  const { t } = useTranslation();
  const words = { yes: t('assets.detail.yes'), no: t('assets.detail.no') };
  return (widget) => ({
    key: `custom.${widget.vModel}`,
    title: widget.label || widget.vModel,
    render: (_, a) => designedValueText(widget, a.custom[widget.vModel], words),
  });
}

/**
 * The register's columns: one per field on a wide screen, then one per designed field of the
 * filter's category (`designed`); on a phone one column holding the asset (code, name, status,
 * category, holder and place) with its edit link, so a row reads without scrolling sideways.
 * The phone column keeps the code's key: it still sorts by code.
 */
export function useAssetColumns(designed: readonly DataWidget[]): RegisterColumn[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const money = useMoney();
  const designedColumn = useDesignedColumn();
  const canEdit = useAssetPermissions().asset.edit;
  const wide = useWide();
  const code = (a: Asset) => <Link to={assetDetailHref(a.assetId)}>{a.code}</Link>;
  const edit = (a: Asset) => <Link to={assetFormHref(a.assetId)}>{t('assets.list.edit')}</Link>;

  if (!wide) {
    return [
      {
        key: 'code',
        title: t('assets.list.asset'),
        render: (_, a) => (
          <NarrowRecord link={code(a)} tag={<AssetStatusTag status={a.status} />} name={a.name}>
            <Typography.Text type="secondary">{a.categoryName}</Typography.Text>
            {(a.custodianName ?? a.storeName) && (
              <Typography.Text type="secondary">
                {[a.custodianName, a.storeName].filter(Boolean).join(' · ')}
              </Typography.Text>
            )}
            {canEdit && edit(a)}
          </NarrowRecord>
        ),
      },
    ];
  }
  const columns: RegisterColumn[] = [
    { key: 'code', title: t('assets.field.code'), render: (_, a) => code(a) },
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
    { key: 'deptName', dataIndex: 'deptName', title: t('assets.field.dept') },
    { key: 'storeName', dataIndex: 'storeName', title: t('assets.field.store') },
    { key: 'purchaseDate', dataIndex: 'purchaseDate', title: t('assets.field.purchaseDate') },
    {
      key: 'price',
      title: t('assets.field.price'),
      align: 'right',
      render: (_, a) => money(a.price),
    },
    { key: 'supplier', dataIndex: 'supplier', title: t('assets.field.supplier') },
    { key: 'warrantyEnd', dataIndex: 'warrantyEnd', title: t('assets.field.warrantyEnd') },
    { key: 'expiryDate', dataIndex: 'expiryDate', title: t('assets.field.expiryDate') },
    {
      key: 'createdAt',
      title: t('assets.field.createdAt'),
      render: (_, a) => formatDateTime(a.createdAt),
    },
    ...designed.map(designedColumn),
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('adminOrg.common.actions'),
      render: (_, a) => edit(a),
    });
  }
  return columns;
}
