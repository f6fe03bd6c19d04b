import { PlusOutlined } from '@ant-design/icons';
import { isOpenRepairStatus, type RepairSubOrder } from '@depot/shared';
import { Alert, Button, Card, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReceivedOrderDetail } from '../../../api/eam';
import { useSubOrderActions } from '../hooks/use-sub-order-actions';
import { text } from '../lib/format';
import { subOrderHref } from '../paths';
import { useEamPermissions } from '../permissions';
import { PhotoList } from './photo-list';
import { SubOrderStatusTag } from './repair-status-tag';
import { SubOrderCommandButtons } from './sub-order-command-buttons';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';

/**
 * The order's sub-orders: trade, technician, status, costs and photos; add, edit and their
 * actions while the order is open (eam_suborder_edit). A note says which sub-orders still
 * keep the order from completing.
 */
export function SubOrdersCard({ order }: { order: ReceivedOrderDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { canEditSubOrders } = useEamPermissions();
  const actions = useSubOrderActions();
  const editable = canEditSubOrders && isOpenRepairStatus(order.status);
  const open = order.subOrders.filter((s) => s.status === 'pending' || s.status === 'in_progress');

  const columns: ColumnsType<RepairSubOrder> = [
    {
      key: 'trade',
      title: t('eam.subOrders.trade'),
      render: (_, sub) => <Link to={subOrderHref(sub.subOrderId)}>{sub.trade}</Link>,
    },
    {
      key: 'assignee',
      dataIndex: 'assigneeName',
      title: t('eam.fields.assignee'),
      render: (value: string | null) => text(value),
    },
    {
      key: 'status',
      title: t('eam.fields.status'),
      render: (_, sub) => <SubOrderStatusTag status={sub.status} />,
    },
    {
      key: 'labourCost',
      title: t('eam.subOrders.labourCost'),
      align: 'right',
      render: (_, sub) => money(sub.labourCost),
    },
    {
      key: 'materialCost',
      title: t('eam.subOrders.materialCost'),
      align: 'right',
      render: (_, sub) => money(sub.materialCost),
    },
    {
      key: 'beforePhotos',
      title: t('eam.subOrders.beforePhotos'),
      render: (_, sub) => (
        <PhotoList
          subOrderId={sub.subOrderId}
          ids={sub.beforePhotos}
          label={`${sub.trade} ${t('eam.subOrders.beforePhotos')}`}
        />
      ),
    },
    {
      key: 'afterPhotos',
      title: t('eam.subOrders.afterPhotos'),
      render: (_, sub) => (
        <PhotoList
          subOrderId={sub.subOrderId}
          ids={sub.afterPhotos}
          label={`${sub.trade} ${t('eam.subOrders.afterPhotos')}`}
        />
      ),
    },
    { key: 'remark', dataIndex: 'remark', title: t('eam.fields.remark'), render: text },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      title: t('eam.fields.actions'),
      fixed: 'right',
      render: (_, sub) => (
        <SubOrderCommandButtons subOrder={sub} actions={actions} variant="link" />
      ),
    });
  }

  return (
    <Card
      title={t('eam.detail.subOrders')}
      size="small"
      extra={
        editable && (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => actions.openCreate(order.orderId)}
          >
            {t('eam.subOrders.create')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        {order.status === 'in_progress' && open.length > 0 && (
          <Alert
            type="info"
            showIcon
            title={t('eam.detail.openSubOrders', { count: open.length })}
          />
        )}
        <ShortTable<RepairSubOrder>
          rowKey="subOrderId"
          columns={columns}
          dataSource={order.subOrders}
          locale={{ emptyText: t('eam.subOrders.empty') }}
          aria-label={t('eam.detail.subOrders')}
        />
      </Flex>
      {actions.dialogs}
    </Card>
  );
}
