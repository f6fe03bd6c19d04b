import type { RepairAction, RepairOrder } from '@depot/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createRepairOrder,
  editRepairOrder,
  runRepairAction,
  type RepairActionBody,
} from '../../../api/eam';
import { DispatchModal } from '../components/dispatch-modal';
import { EvaluateModal } from '../components/evaluate-modal';
import { OrderFormModal, type OrderFormValues } from '../components/order-form-modal';
import { ReasonModal } from '../components/reason-modal';
import type { OrderCommand } from '../permissions';
import { isConflict, useEamMutation } from './use-eam-mutation';

type ActionCall = {
  [A in RepairAction]: { order: RepairOrder; action: A; body: RepairActionBody<A> };
}[RepairAction];

type Open =
  | { kind: 'form'; order: RepairOrder | undefined }
  | { kind: 'dispatch' | 'pause' | 'cancel' | 'evaluate'; order: RepairOrder }
  | undefined;

const blank = (value: string | undefined) => value?.trim() || null;

/**
 * What the list and the detail page do with orders: create and edit, and each action of the
 * life cycle: a dialog for those that need input (dispatch, pause and cancel with a reason,
 * evaluation), a confirmation before completing, at once for start and resume. A dialog closes
 * on success and after a 409 (the order reloads); on any other failure it stays open.
 * `dialogs` renders the open dialog.
 */
export function useOrderActions(options: { onCreated?: (order: RepairOrder) => void } = {}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const closeOnConflict = (error: unknown) => {
    if (isConflict(error)) close();
  };

  const action = useEamMutation((call: ActionCall) =>
    runRepairAction(call.order.orderId, call.action, call.body),
  );
  const save = useEamMutation(
    ({ order, values }: { order?: RepairOrder; values: OrderFormValues }) => {
      const fields = {
        storeId: values.storeId,
        typeId: values.typeId,
        externalSource: blank(values.externalSource),
        externalCode: blank(values.externalCode),
        appointmentTime: values.appointmentTime ? values.appointmentTime.toISOString() : null,
        address: blank(values.address),
        remark: blank(values.remark),
      };
      return order
        ? editRepairOrder({ ...fields, orderId: order.orderId, version: order.version })
        : createRepairOrder(fields);
    },
  );

  const send = (call: ActionCall) =>
    action.mutateAsync(call).then(() => {
      close();
      void message.success(t(`eam.done.${call.action}`));
    }, closeOnConflict);

  const run = (order: RepairOrder, command: OrderCommand) => {
    const version = order.version;
    switch (command) {
      case 'edit':
        setOpen({ kind: 'form', order });
        return;
      case 'dispatch':
      case 'pause':
      case 'cancel':
      case 'evaluate':
        setOpen({ kind: command, order });
        return;
      case 'start':
      case 'resume':
        void send({ order, action: command, body: { version } });
        return;
      case 'complete':
        void modal.confirm({
          title: t('common.confirmTitle'),
          content: t('eam.confirm.complete', { code: order.code }),
          onOk: () => send({ order, action: 'complete', body: { version } }),
        });
    }
  };

  const dialogOrder = (kind: NonNullable<Open>['kind']) =>
    open?.kind === kind ? open.order : undefined;

  const dialogs = (
    <>
      <OrderFormModal
        open={open?.kind === 'form'}
        order={dialogOrder('form')}
        submitting={save.isPending}
        onSubmit={(values) => {
          const order = dialogOrder('form');
          save.mutate(
            { order, values },
            {
              onSuccess: (saved) => {
                close();
                void message.success(t(order ? 'eam.messages.saved' : 'eam.messages.created'));
                if (!order) options.onCreated?.(saved);
              },
              onError: closeOnConflict,
            },
          );
        }}
        onClose={close}
      />
      <DispatchModal
        order={dialogOrder('dispatch')}
        submitting={action.isPending}
        onSubmit={({ assigneeId }) => {
          const order = dialogOrder('dispatch');
          if (order)
            void send({ order, action: 'dispatch', body: { version: order.version, assigneeId } });
        }}
        onClose={close}
      />
      {(['pause', 'cancel'] as const).map((kind) => (
        <ReasonModal
          key={kind}
          kind={kind}
          order={dialogOrder(kind)}
          submitting={action.isPending}
          onSubmit={({ reason }) => {
            const order = dialogOrder(kind);
            if (order) void send({ order, action: kind, body: { version: order.version, reason } });
          }}
          onClose={close}
        />
      ))}
      <EvaluateModal
        order={dialogOrder('evaluate')}
        submitting={action.isPending}
        onSubmit={({ rating, comment }) => {
          const order = dialogOrder('evaluate');
          if (order) {
            void send({
              order,
              action: 'evaluate',
              body: { version: order.version, rating, comment: blank(comment) },
            });
          }
        }}
        onClose={close}
      />
    </>
  );

  return {
    openCreate: () => setOpen({ kind: 'form', order: undefined }),
    run,
    /** The order whose action is on its way (its buttons wait). */
    busyOrderId: action.isPending ? action.variables.order.orderId : undefined,
    dialogs,
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
