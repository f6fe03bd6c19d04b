import { PURCHASE_PERMISSIONS, type Suborder } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session';
import { suborderPageQueryOptions } from '../api';
import { orderHref, suborderHref } from '../paths';
import { SuborderStatusTag } from './order-status-tag';
import { useFormatDay } from '../../../lib/date-time';
import { useMoney } from '../../../lib/money';

const SIZE = 10;

/**
 * A supplier's orders on its page: its sub-orders into the caller's warehouses, newest first,
 * each with its work order, warehouse, state, what came of what was ordered and its total.
 * Only for holders of the order view key (the server scopes them to the caller's warehouses).
 */
export function SupplierOrders({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDay = useFormatDay();
  const canView = useSessionStore((s) => s.permissions[PURCHASE_PERMISSIONS.order.view] === true);
  const [current, setCurrent] = useState(1);
  const list = useQuery({
    ...suborderPageQueryOptions({ supplierId, current, size: SIZE }),
    enabled: canView,
  });
  if (!canView) return null;
  const title = t('purchase.supplierOrders.title');
  return (
    <Card title={title}>
      <Table<Suborder>
        size="small"
        rowKey="suborderId"
        aria-label={title}
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('purchase.supplierOrders.none') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current,
          pageSize: SIZE,
          total: list.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setCurrent,
        }}
        columns={[
          {
            key: 'code',
            title: t('purchase.order.code'),
            render: (_, s) => <Link to={suborderHref(s.suborderId)}>{s.code}</Link>,
          },
          {
            key: 'order',
            title: t('purchase.suborder.order'),
            render: (_, s) => (
              <Link to={orderHref(s.orderId)}>
                {s.orderCode} {s.orderTitle}
              </Link>
            ),
          },
          {
            key: 'warehouse',
            title: t('purchase.order.warehouse'),
            render: (_, s) => s.warehouse.name,
          },
          {
            key: 'status',
            title: t('purchase.order.state'),
            render: (_, s) => <SuborderStatusTag status={s.status} />,
          },
          {
            key: 'received',
            title: t('purchase.supplierOrders.received'),
            render: (_, s) => `${s.received} / ${s.ordered}`,
          },
          { key: 'total', title: t('purchase.order.total'), render: (_, s) => money(s.total) },
          {
            key: 'createdAt',
            title: t('purchase.order.createdAt'),
            render: (_, s) => formatDay(s.createdAt),
          },
        ]}
      />
    </Card>
  );
}
