import {
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrder,
  type PurchaseOrderStatus,
} from '@depot/shared';
import { Button, Card, DatePicker, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import type { DataTableParams } from '../../../components/data-table';
import { exportOrderLines, exportOrders, orderPageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { OrderDrawer } from '../components/order-drawer';
import { OrderStatusTag } from '../components/order-status-tag';
import { OrderWarehouseSelect } from '../components/order-warehouse-select';
import { usePurchasePermissions } from '../permissions';
import { dayRangeParams } from '../../../lib/day-range';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { useFormatDateTime } from '../../../lib/date-time';
import { useRecordAddress } from '../../../lib/use-record-address';
import { useMoney } from '../../../lib/money';

interface Filters {
  status?: PurchaseOrderStatus;
  warehouseId?: number;
  keyword?: string;
  range?: [Dayjs, Dayjs] | null;
}

/**
 * /purchase/purchase-order: the work orders into the caller's warehouses, newest first,
 * filtered by status, warehouse, days and code or title, with status tags; one's detail
 * (`?id=`) with its lines, sub-orders and approval; the exports of the filtered orders and of their
 * lines.
 */
export function OrderListPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const can = usePurchasePermissions();
  const wide = useWide();
  const navigate = useNavigate();
  const table = useDataTable({
    query: (p: DataTableParams<Filters>) => orderPageQueryOptions(dayRangeParams(p)),
    rowKey: 'orderId',
    sortable: ['createdAt', 'code', 'total'],
  });
  const { openId, open: show, close } = useRecordAddress();
  /** The list's filters as both exports take them (orders, and their lines). */
  const exportParams = () => {
    const { status, warehouseId, keyword, range } = table.params;
    return dayRangeParams({ status, warehouseId, keyword, range });
  };

  const open = (o: PurchaseOrder) => (
    <Button type="link" size="small" onClick={() => show(o.orderId)}>
      {o.code}
    </Button>
  );
  const columns: ColumnsType<PurchaseOrder> = wide
    ? [
        { key: 'code', title: t('purchase.order.code'), render: (_, o) => open(o) },
        { key: 'title', title: t('purchase.order.subject'), dataIndex: 'title' },
        {
          key: 'status',
          title: t('purchase.order.state'),
          render: (_, o) => <OrderStatusTag status={o.status} />,
        },
        {
          key: 'warehouse',
          title: t('purchase.order.warehouse'),
          render: (_, o) => o.warehouse.name,
        },
        {
          key: 'suppliers',
          title: t('purchase.order.suppliers'),
          render: (_, o) => o.suppliers.map((s) => s.name).join('、'),
        },
        { key: 'total', title: t('purchase.order.total'), render: (_, o) => money(o.total) },
        {
          key: 'applicant',
          title: t('purchase.order.applicant'),
          render: (_, o) => o.applicant.nickname,
        },
        {
          key: 'createdAt',
          title: t('purchase.order.createdAt'),
          render: (_, o) => formatDateTime(o.createdAt),
        },
      ]
    : [
        {
          key: 'order',
          title: t('purchase.order.title'),
          render: (_, o) => (
            <Flex vertical gap={2} align="flex-start">
              {open(o)}
              <Typography.Text>{o.title}</Typography.Text>
              <Typography.Text type="secondary">
                {o.warehouse.name} · {money(o.total)}
              </Typography.Text>
              <OrderStatusTag status={o.status} />
            </Flex>
          ),
        },
      ];
  return (
    <Card title={t('purchase.order.title')}>
      <DataTable
        table={table}
        aria-label={t('purchase.order.table')}
        columns={columns}
        scroll={wideScroll(wide)}
        filters={
          <>
            <ChoiceFilter
              name="status"
              label={t('purchase.order.state')}
              values={PURCHASE_ORDER_STATUSES}
              text={(s) => t(`purchase.order.status.${s}`)}
              minWidth={110}
            />
            <Form.Item name="warehouseId" label={t('purchase.order.warehouse')}>
              <OrderWarehouseSelect />
            </Form.Item>
            <Form.Item
              name="range"
              label={`${t('purchase.order.from')} – ${t('purchase.order.to')}`}
            >
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="keyword" label={t('purchase.order.search')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8} wrap>
            {can.orderAdd && (
              <Button
                type="primary"
                onClick={() => void navigate('/purchase/purchase-order/add-order')}
              >
                {t('purchase.addOrder.add')}
              </Button>
            )}
            {can.orderExport && (
              <ExportButton
                fallbackName="purchase-orders.xlsx"
                run={() => exportOrders(exportParams())}
              />
            )}
            {can.orderExport && (
              <ExportButton
                fallbackName="purchase-order-lines.xlsx"
                label={t('purchase.order.exportLines')}
                run={() => exportOrderLines(exportParams())}
              />
            )}
          </Flex>
        }
      />
      {openId && <OrderDrawer id={openId} onClose={close} />}
    </Card>
  );
}
