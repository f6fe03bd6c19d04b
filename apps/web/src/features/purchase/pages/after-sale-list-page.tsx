import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUSES,
  PURCHASE_PERMISSIONS,
  type AfterSale,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '@depot/shared';
import { Card, DatePicker, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import type { DataTableParams } from '../../../components/data-table';
import { dayRangeParams } from '../../../lib/day-range';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { useSessionStore } from '../../../stores/session';
import { afterSalePageQueryOptions, exportAfterSales } from '../api';
import { afterSaleHref } from '../after-sale-paths';
import { AfterSaleStatusTag } from '../components/after-sale-status-tag';
import { SupplierSelect } from '../components/catalogue-selects';
import { ExportButton } from '../../../components/export-button';
import { suborderHref } from '../paths';
import { useFormatDateTime } from '../../../lib/date-time';
import { useMoney } from '../../../lib/money';

interface Filters {
  status?: AfterSaleStatus;
  kind?: AfterSaleKind;
  supplierId?: number;
  keyword?: string;
  range?: [Dayjs, Dayjs] | null;
}

/** The supplier to filter by, searched on the server (for holders of the supplier key). */
function SupplierFilter() {
  const { t } = useTranslation();
  const canSee = useSessionStore((s) => s.permissions[PURCHASE_PERMISSIONS.supplier.view] === true);
  if (!canSee) return null;
  return (
    <Form.Item name="supplierId" label={t('purchase.afterSale.supplier')}>
      <SupplierSelect disabledToo allowClear style={{ minWidth: 160 }} />
    </Form.Item>
  );
}

/**
 * /purchase/after-order: the after-sales orders of the caller's warehouses, newest first,
 * filtered by status, kind, supplier (`?supplierId=` from a supplier's page), days and text;
 * each opens its page; the export of the filtered list. One column on a phone.
 */
export function AfterSaleListPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const wide = useWide();
  const [search] = useSearchParams();
  const fromSupplier = Number(search.get('supplierId')) || undefined;
  const canExport = useSessionStore(
    (s) => s.permissions[PURCHASE_PERMISSIONS.afterSale.export] === true,
  );
  const table = useDataTable({
    query: (p: DataTableParams<Filters>) => afterSalePageQueryOptions(dayRangeParams(p)),
    rowKey: 'afterSaleId',
    sortable: ['createdAt', 'code'],
    initialFilters: { supplierId: fromSupplier },
  });

  const code = (a: AfterSale) => <Link to={afterSaleHref(a.afterSaleId)}>{a.code}</Link>;
  const columns: ColumnsType<AfterSale> = wide
    ? [
        { key: 'code', title: t('purchase.afterSale.code'), render: (_, a) => code(a) },
        {
          key: 'kind',
          title: t('purchase.afterSale.kindLabel'),
          render: (_, a) => t(`purchase.afterSale.kind.${a.kind}`),
        },
        {
          key: 'status',
          title: t('purchase.afterSale.statusLabel'),
          render: (_, a) => <AfterSaleStatusTag status={a.status} />,
        },
        {
          key: 'suborder',
          title: t('purchase.afterSale.suborder'),
          render: (_, a) => <Link to={suborderHref(a.suborder.id)}>{a.suborder.code}</Link>,
        },
        {
          key: 'supplier',
          title: t('purchase.afterSale.supplier'),
          render: (_, a) => a.supplier.name,
        },
        {
          key: 'sku',
          title: t('purchase.afterSale.sku'),
          render: (_, a) => `${a.line.skuCode} ${a.line.skuName}`,
        },
        {
          key: 'quantity',
          title: t('purchase.afterSale.quantity'),
          render: (_, a) => `${a.quantity} ${a.line.unit}`,
        },
        {
          key: 'credit',
          title: t('purchase.afterSale.credit'),
          render: (_, a) => money(a.credit),
        },
        { key: 'reason', title: t('purchase.afterSale.reason'), dataIndex: 'reason' },
        {
          key: 'createdAt',
          title: t('purchase.afterSale.createdAt'),
          render: (_, a) => formatDateTime(a.createdAt),
        },
      ]
    : [
        {
          key: 'afterSale',
          title: t('purchase.afterSale.title'),
          render: (_, a) => (
            <Flex vertical gap={2} align="flex-start">
              {code(a)}
              <Typography.Text>
                {t(`purchase.afterSale.kind.${a.kind}`)} · {a.line.skuName} × {a.quantity}
              </Typography.Text>
              <Typography.Text type="secondary">{a.supplier.name}</Typography.Text>
              <AfterSaleStatusTag status={a.status} />
            </Flex>
          ),
        },
      ];
  return (
    <Card title={t('purchase.afterSale.title')}>
      <DataTable
        table={table}
        aria-label={t('purchase.afterSale.table')}
        columns={columns}
        scroll={wideScroll(wide)}
        locale={{ emptyText: t('purchase.afterSale.none') }}
        filters={
          <>
            <ChoiceFilter
              name="status"
              label={t('purchase.afterSale.statusLabel')}
              values={AFTER_SALE_STATUSES}
              text={(s) => t(`purchase.afterSale.status.${s}`)}
              minWidth={110}
            />
            <ChoiceFilter
              name="kind"
              label={t('purchase.afterSale.kindLabel')}
              values={AFTER_SALE_KINDS}
              text={(k) => t(`purchase.afterSale.kind.${k}`)}
              minWidth={100}
            />
            <SupplierFilter />
            <Form.Item name="range" label={t('purchase.afterSale.range')}>
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="keyword" label={t('purchase.afterSale.search')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        toolbar={
          canExport ? (
            <ExportButton
              fallbackName="after-sales-orders.xlsx"
              run={() => {
                const { status, kind, supplierId, keyword, range } = table.params;
                return exportAfterSales(
                  dayRangeParams({ status, kind, supplierId, keyword, range }),
                );
              }}
            />
          ) : undefined
        }
      />
    </Card>
  );
}
