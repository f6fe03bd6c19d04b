import { allowedWareOrderActions, type WareOrderAction, type WareOrderType } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { usePageLabel } from '../../../lib/use-page-label';
import { ORDER_QUERIES } from '../api';
import { ApprovalCard } from '../components/approval-card';
import { AssignModal } from '../components/assign-modal';
import { CancelModal } from '../components/cancel-modal';
import { FinishForm } from '../components/finish-form';
import { changeable, OrderFormModal } from '../components/order-form-modal';
import { OrderFields } from '../components/order-fields';
import { OrderPhotos } from '../components/order-photos';
import { OrderTimeline } from '../components/order-timeline';
import { OrderStatusTag } from '../components/status-tag';
import { useOrderAction } from '../hooks/use-order-action';
import { idParam } from '../paths';
import { useWareOrderPermissions } from '../permissions';
import { PageTitle } from '../../../components/page-title';
import { useSessionStore } from '../../../stores/session';

/** Which key each action needs (start and finish: the worker's). */
const KEY_OF: Record<WareOrderAction, 'assign' | 'act' | 'cancel'> = {
  assign: 'assign',
  start: 'act',
  finish: 'act',
  cancel: 'cancel',
};

function Loading({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (isApiError(error) && error.status === 404) {
    return <Result status="404" title={t('wareOrder.detail.missing')} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={t('wareOrder.detail.loadFailed')}
      action={<Button onClick={onRetry}>{t('wareOrder.detail.retry')}</Button>}
    />
  );
}

/**
 * An order's page (/wareorderdetail?id=, /warespecialorderdetail?id=; SPEC §2, the list's menu
 * entry stays highlighted). Built for the worker's phone first (390 px: one column, full-width
 * buttons): start, photos, the receiver's name and signature, finish; the dispatcher assigns
 * and cancels here too. A special order shows its approval and does nothing until approved.
 */
export function OrderDetailPage({ type }: { type: WareOrderType }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const orderId = idParam(search);
  const me = useSessionStore((s) => s.userInfo?.userId);
  const query = useQuery({
    ...ORDER_QUERIES[type].detail(orderId ?? 0),
    enabled: orderId !== undefined,
  });
  const order = query.data;
  usePageLabel(order && { zh: order.code, en: order.code });
  const can = useWareOrderPermissions(type);
  const [dialog, setDialog] = useState<'assign' | 'cancel' | 'change' | undefined>(() =>
    // The approval centre's 修改并重新提交 opens the order with its form (`&resubmit=1`).
    search.get('resubmit') === '1' ? 'change' : undefined,
  );
  const closeDialog = () => {
    setDialog(undefined);
    if (search.has('resubmit')) {
      setSearch(
        (params) => {
          params.delete('resubmit');
          return params;
        },
        { replace: true },
      );
    }
  };
  const act = useOrderAction(order, () => setDialog(undefined));

  if (!order) {
    return orderId === undefined ? (
      <Result status="404" title={t('wareOrder.detail.missing')} />
    ) : (
      <Loading error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const allowed = allowedWareOrderActions(order.status).filter((a) => can[KEY_OF[a]]);
  // A sent-back special order is its applicant's to change (and resubmit); an order that has not
  // started, an editor's.
  const mayChange =
    changeable(order) &&
    (order.status === 'sentBack' ? can.add && order.createdBy?.userId === me : can.edit);
  const button = (action: WareOrderAction, props: { danger?: boolean; primary?: boolean } = {}) =>
    allowed.includes(action) && (
      <Button
        key={action}
        size="large"
        type={props.primary ? 'primary' : 'default'}
        danger={props.danger}
        loading={act.isPending && act.variables?.action === action}
        onClick={() =>
          action === 'start'
            ? act.mutate({ action: 'start', body: {} })
            : setDialog(action as 'assign' | 'cancel')
        }
        style={{ flex: '1 1 140px' }}
      >
        {action === 'assign' && order.worker
          ? t('wareOrder.actions.reassign')
          : t(`wareOrder.actions.${action as 'assign'}`)}
      </Button>
    );

  return (
    <Flex vertical gap={12} style={{ maxWidth: 960 }}>
      <Card size="small">
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <PageTitle>{order.code}</PageTitle>
            <OrderStatusTag status={order.status} />
          </Flex>
          <Flex gap={8} wrap>
            {button('start', { primary: true })}
            {button('assign')}
            {button('cancel', { danger: true })}
            {mayChange && (
              <Button
                size="large"
                type={order.status === 'sentBack' ? 'primary' : 'default'}
                onClick={() => setDialog('change')}
                style={{ flex: '1 1 140px' }}
              >
                {t(
                  order.status === 'sentBack'
                    ? 'wareOrder.actions.resubmit'
                    : 'wareOrder.actions.edit',
                )}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
      {allowed.includes('finish') && (
        <FinishForm
          submitting={act.isPending}
          onFinish={(values) => act.mutate({ action: 'finish', body: values })}
        />
      )}
      <ApprovalCard order={order} />
      <OrderPhotos order={order} canAct={can.act} />
      <OrderFields order={order} />
      <Card title={t('wareOrder.detail.timeline')} size="small">
        <OrderTimeline events={order.timeline} />
      </Card>
      <AssignModal
        order={dialog === 'assign' ? order : undefined}
        submitting={act.isPending}
        onSubmit={(workerId, name) =>
          act.mutate({ action: 'assign', body: { workerId }, note: name })
        }
        onClose={() => setDialog(undefined)}
      />
      <OrderFormModal
        type={type}
        open={dialog === 'change' && mayChange}
        order={order}
        onClose={closeDialog}
        onCreated={closeDialog}
      />
      <CancelModal
        order={dialog === 'cancel' ? order : undefined}
        submitting={act.isPending}
        onSubmit={(reason) => act.mutate({ action: 'cancel', body: { reason } })}
        onClose={() => setDialog(undefined)}
      />
    </Flex>
  );
}

export const WorkOrderDetailPage = () => <OrderDetailPage type="work" />;
export const SpecialOrderDetailPage = () => <OrderDetailPage type="special" />;
