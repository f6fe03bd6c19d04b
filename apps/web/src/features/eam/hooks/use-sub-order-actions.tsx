import type { RepairSubOrder, SubOrderAction } from '@depot/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSubOrder, deleteSubOrder, editSubOrder, runSubOrderAction } from '../../../api/eam';
import { SubOrderFormModal, type SubOrderFormValues } from '../components/sub-order-form-modal';
import { isConflict, useEamMutation } from './use-eam-mutation';

export type SubOrderCommand = SubOrderAction | 'edit' | 'delete';

type Editing = { orderId: number; subOrder: RepairSubOrder | undefined } | undefined;

const money = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '0' : String(value);

/**
 * What the order's detail page and the sub-order's page do with sub-orders: add and edit (a
 * dialog), start at once, complete, cancel and delete after a confirmation.
 */
export function useSubOrderActions(options: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);

  const save = useEamMutation(
    ({
      orderId,
      subOrder,
      values,
    }: {
      orderId: number;
      subOrder?: RepairSubOrder;
      values: SubOrderFormValues;
    }) => {
      const fields = {
        trade: values.trade.trim(),
        assigneeId: values.assigneeId ?? null,
        labourCost: money(values.labourCost),
        materialCost: money(values.materialCost),
        remark: values.remark?.trim() || null,
        beforePhotos: values.beforePhotos,
        afterPhotos: values.afterPhotos,
      };
      if (subOrder) {
        return editSubOrder({
          ...fields,
          subOrderId: subOrder.subOrderId,
          version: subOrder.version,
        });
      }
      return createSubOrder({ ...fields, orderId });
    },
  );
  const action = useEamMutation(
    ({ subOrder, action }: { subOrder: RepairSubOrder; action: SubOrderAction }) =>
      runSubOrderAction(subOrder.subOrderId, action, { version: subOrder.version, reason: null }),
  );
  const remove = useEamMutation((subOrder: RepairSubOrder) =>
    deleteSubOrder(subOrder.subOrderId, subOrder.version),
  );

  const send = (subOrder: RepairSubOrder, command: SubOrderAction) =>
    action.mutateAsync({ subOrder, action: command }).then(
      () => void message.success(t(`eam.subOrders.done.${command}`)),
      () => undefined, // toasted by the http client; a 409 reloads
    );

  const confirm = (content: string, onOk: () => Promise<unknown>, danger = true) =>
    void modal.confirm({
      title: t('common.confirmTitle'),
      content,
      okButtonProps: { danger },
      onOk,
    });

  const run = (subOrder: RepairSubOrder, command: SubOrderCommand) => {
    const name = { trade: subOrder.trade };
    switch (command) {
      case 'edit':
        setEditing({ orderId: subOrder.orderId, subOrder });
        return;
      case 'start':
        void send(subOrder, 'start');
        return;
      case 'complete':
        confirm(t('eam.subOrders.confirm.complete', name), () => send(subOrder, 'complete'), false);
        return;
      case 'cancel':
        confirm(t('eam.subOrders.confirm.cancel', name), () => send(subOrder, 'cancel'));
        return;
      case 'delete':
        confirm(t('eam.subOrders.confirm.delete', name), () =>
          remove.mutateAsync(subOrder).then(
            () => {
              void message.success(t('eam.subOrders.done.delete'));
              options.onDeleted?.();
            },
            () => undefined,
          ),
        );
    }
  };

  const dialogs = (
    <SubOrderFormModal
      open={editing !== undefined}
      subOrder={editing?.subOrder}
      submitting={save.isPending}
      onSubmit={(values) =>
        editing &&
        save.mutate(
          { orderId: editing.orderId, subOrder: editing.subOrder, values },
          {
            onSuccess: () => {
              close();
              void message.success(
                t(editing?.subOrder ? 'eam.messages.saved' : 'eam.subOrders.done.create'),
              );
            },
            onError: (error) => {
              if (isConflict(error)) close();
            },
          },
        )
      }
      onClose={close}
    />
  );

  return {
    openCreate: (orderId: number) => setEditing({ orderId, subOrder: undefined }),
    run,
    busySubOrderId: action.isPending ? action.variables.subOrder.subOrderId : undefined,
    dialogs,
  };
}

export type SubOrderActions = ReturnType<typeof useSubOrderActions>;
