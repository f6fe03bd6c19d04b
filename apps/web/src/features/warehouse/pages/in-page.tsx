import { WAREHOUSE_IN_SOURCES, WAREHOUSE_IN_STATUSES, type WarehouseIn } from '@depot/shared';
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { exportWarehouseIns, warehouseInPageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { ChoiceFilter } from '../../../components/data-table';
import { InDetail, InStatusTag } from '../components/in-detail';
import { InForm, type InValues } from '../components/in-form';
import { WarehouseListCard } from '../components/warehouse-list-card';
import { useWarehousePermissions } from '../permissions';
import { useWarehouseTable } from '../warehouse-table';
import { useWide } from '../../../lib/use-wide';
import { useFormatDateTime } from '../../../lib/date-time';
import { useRecordAddress } from '../../../lib/use-record-address';
import { useMoney } from '../../../lib/money';

/** A replenishment's prefill from the address (`?new=1&warehouseId=&categoryId=&quantity=`). */
function prefillOf(search: URLSearchParams, selected: number | undefined): Partial<InValues> {
  const number = (name: string) => Number(search.get(name)) || undefined;
  const categoryId = number('categoryId');
  return {
    warehouseId: number('warehouseId') ?? selected,
    ...(categoryId ? { lines: [{ categoryId, quantity: number('quantity') }] } : {}),
  };
}

/**
 * /ware/in: the warehouse-ins of the caller's warehouses (and their own), newest first; a new one
 * (prefilled by a low-stock offer) and one's detail with its approval trail (`?id=`); exported
 * with the list's filters as the server writes it.
 */
export function InPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const can = useWarehousePermissions();
  const wide = useWide();
  const table = useWarehouseTable({
    query: warehouseInPageQueryOptions,
    rowKey: 'warehouseInId',
    sortable: ['createdAt', 'code', 'totalAmount'],
  });
  const { search, openId, creating, open: show, create, close } = useRecordAddress();

  const open = (d: WarehouseIn) => (
    <Button type="link" size="small" onClick={() => show(d.warehouseInId)}>
      {d.code}
    </Button>
  );
  const columns: ColumnsType<WarehouseIn> = wide
    ? [
        { key: 'code', title: t('warehouse.ins.code'), render: (_, d) => open(d) },
        { key: 'warehouse', title: t('warehouse.common.warehouse'), dataIndex: 'warehouseName' },
        {
          key: 'source',
          title: t('warehouse.ins.source'),
          render: (_, d) => t(`warehouse.source.${d.source}`),
        },
        {
          key: 'status',
          title: t('warehouse.ins.status'),
          render: (_, d) => <InStatusTag status={d.status} />,
        },
        {
          key: 'totalAmount',
          title: t('warehouse.ins.total'),
          render: (_, d) => money(d.totalAmount),
        },
        {
          key: 'applicant',
          title: t('warehouse.ins.applicant'),
          render: (_, d) => d.applicant.nickname,
        },
        {
          key: 'createdAt',
          title: t('warehouse.ins.createdAt'),
          render: (_, d) => formatDateTime(d.createdAt),
        },
      ]
    : [
        {
          key: 'doc',
          title: t('warehouse.ins.title'),
          render: (_, d) => (
            <Flex vertical gap={2} align="flex-start">
              {open(d)}
              <Typography.Text type="secondary">
                {d.warehouseName} · {t(`warehouse.source.${d.source}`)} · {money(d.totalAmount)}
              </Typography.Text>
              <InStatusTag status={d.status} />
            </Flex>
          ),
        },
      ];
  return (
    <WarehouseListCard
      title={t('warehouse.ins.title')}
      table={table}
      columns={columns}
      filters={
        <>
          <ChoiceFilter
            name="status"
            label={t('warehouse.ins.status')}
            values={WAREHOUSE_IN_STATUSES}
            text={(s) => t(`warehouse.status.${s}`)}
            minWidth={110}
          />
          <ChoiceFilter
            name="source"
            label={t('warehouse.ins.source')}
            values={WAREHOUSE_IN_SOURCES}
            text={(s) => t(`warehouse.source.${s}`)}
            minWidth={120}
          />
          <Form.Item name="keyword" label={t('warehouse.common.search')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        <>
          {can.inExport && (
            <ExportButton
              run={() => {
                const { current: _c, size: _s, ...rest } = table.params;
                return exportWarehouseIns(rest);
              }}
              fallbackName="warehouse-ins.xlsx"
            />
          )}
          {can.inAdd && (
            <Button type="primary" onClick={create}>
              {t('warehouse.ins.add')}
            </Button>
          )}
        </>
      }
    >
      {creating && can.inAdd && (
        <InForm prefill={{ ...prefillOf(search, table.selected) }} onClose={close} />
      )}
      {openId && <InDetail id={openId} onClose={close} />}
    </WarehouseListCard>
  );
}
