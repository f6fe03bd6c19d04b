import {
  REPLENISHMENT_STATUSES,
  type ReplenishmentOrder,
  type ReplenishmentStatus,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import type { DataTableParams } from '../../../components/data-table';
import { searchable } from '../../../components/org-selects';
import { dayRangeParams } from '../../../lib/day-range';
import { useWide, wideScroll } from '../../../lib/use-wide';
import {
  exportReplenishments,
  replenishmentPageQueryOptions,
  replenishmentWarehousesQueryOptions,
} from '../api';
import { ExportButton } from '../../../components/export-button';
import { ReplenishmentDialog } from '../components/replenishment-dialog';
import { ReplenishmentStatusTag } from '../components/replenishment-status-tag';
import { replenishmentHref } from '../paths';
import { usePurchasePermissions } from '../permissions';
import { useFormatDateTime } from '../../../lib/date-time';

interface Filters {
  status?: ReplenishmentStatus;
  warehouseId?: number;
  keyword?: string;
  range?: [Dayjs, Dayjs] | null;
}

/**
 * /purchase/warehouse-order: the warehouse purchase orders of the caller's warehouses, newest
 * first, filtered by status, warehouse, days and code, note or SKU; each opens its page
 * (`/orderdetail`); a keeper raises a new one; the filtered list exports to Excel.
 */
export function ReplenishmentListPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const can = usePurchasePermissions();
  const wide = useWide();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const table = useDataTable({
    query: (p: DataTableParams<Filters>) => replenishmentPageQueryOptions(dayRangeParams(p)),
    rowKey: 'replenishmentId',
    sortable: ['createdAt', 'code', 'neededBy'],
  });
  const warehouses = useQuery(replenishmentWarehousesQueryOptions());

  const code = (r: ReplenishmentOrder) => (
    <Link to={replenishmentHref(r.replenishmentId)}>{r.code}</Link>
  );
  const lineCount = (r: ReplenishmentOrder) =>
    t('purchase.replenishment.lineCount', { lines: r.lineCount, quantity: r.quantity });
  const columns: ColumnsType<ReplenishmentOrder> = wide
    ? [
        { key: 'code', title: t('purchase.replenishment.code'), render: (_, r) => code(r) },
        {
          key: 'status',
          title: t('purchase.replenishment.state'),
          render: (_, r) => <ReplenishmentStatusTag status={r.status} />,
        },
        {
          key: 'warehouse',
          title: t('purchase.replenishment.warehouse'),
          render: (_, r) => r.warehouse.name,
        },
        { key: 'lines', title: t('purchase.replenishment.lines'), render: (_, r) => lineCount(r) },
        {
          key: 'neededBy',
          title: t('purchase.replenishment.neededBy'),
          dataIndex: 'neededBy',
        },
        {
          key: 'applicant',
          title: t('purchase.replenishment.applicant'),
          render: (_, r) => r.applicant.nickname,
        },
        {
          key: 'createdAt',
          title: t('purchase.replenishment.createdAt'),
          render: (_, r) => formatDateTime(r.createdAt),
        },
      ]
    : [
        {
          key: 'request',
          title: t('purchase.replenishment.title'),
          render: (_, r) => (
            <Flex vertical gap={2} align="flex-start">
              {code(r)}
              <Typography.Text>
                {r.warehouse.name} · {lineCount(r)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {r.applicant.nickname}
                {r.neededBy ? ` · ${r.neededBy}` : ''}
              </Typography.Text>
              <ReplenishmentStatusTag status={r.status} />
            </Flex>
          ),
        },
      ];
  return (
    <Card title={t('purchase.replenishment.title')}>
      <DataTable
        table={table}
        aria-label={t('purchase.replenishment.table')}
        columns={columns}
        scroll={wideScroll(wide)}
        filters={
          <>
            <ChoiceFilter
              name="status"
              label={t('purchase.replenishment.state')}
              values={REPLENISHMENT_STATUSES}
              text={(s) => t(`purchase.replenishment.status.${s}`)}
              minWidth={110}
            />
            <Form.Item name="warehouseId" label={t('purchase.replenishment.warehouse')}>
              <Select<number>
                {...searchable}
                allowClear
                style={{ minWidth: 140 }}
                loading={warehouses.isLoading}
                options={(warehouses.data ?? []).map((w) => ({
                  value: w.warehouseId,
                  label: w.name,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="range"
              label={`${t('purchase.replenishment.from')} – ${t('purchase.replenishment.to')}`}
            >
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="keyword" label={t('purchase.replenishment.search')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8} wrap>
            {can.replenishmentAdd && (
              <Button type="primary" onClick={() => setAdding(true)}>
                {t('purchase.replenishment.add')}
              </Button>
            )}
            {can.replenishmentExport && (
              <ExportButton
                fallbackName="warehouse-purchase-orders.xlsx"
                run={() => {
                  const { status, warehouseId, keyword, range } = table.params;
                  return exportReplenishments(
                    dayRangeParams({ status, warehouseId, keyword, range }),
                  );
                }}
              />
            )}
          </Flex>
        }
      />
      {adding && (
        <ReplenishmentDialog
          onClose={() => setAdding(false)}
          onSaved={(r) => void navigate(replenishmentHref(r.replenishmentId))}
        />
      )}
    </Card>
  );
}
