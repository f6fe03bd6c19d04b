import type { WareOrderAction, WareOrderActionBody, WareOrderDetail } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { runWareOrderAction, wareOrderKeys } from '../api';

type Run = {
  [A in WareOrderAction]: {
    action: A;
    body: Omit<WareOrderActionBody<A>, 'version'>;
    note?: string;
  };
}[WareOrderAction];

/**
 * Runs an action on `order` at the version shown: the page shows the answer at once, the lists
 * refresh, and a toast says what happened (a refusal is the server's message, shown by the
 * http client).
 */
export function useOrderAction(order: WareOrderDetail | undefined, onDone?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: Run) =>
      runWareOrderAction(order!.type, order!.orderId, action, {
        ...body,
        version: order!.version,
      } as WareOrderActionBody<typeof action>),
    onSuccess: async (saved, { action, note }) => {
      queryClient.setQueryData(wareOrderKeys.detail(saved.type, saved.orderId), saved);
      await queryClient.invalidateQueries({ queryKey: wareOrderKeys.records(saved.type) });
      void message.success(t(`wareOrder.done.${action}`, { name: note ?? '' }));
      onDone?.();
    },
  });
}
