import { allowedSubOrderActions, type RepairSubOrder } from '@depot/shared';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedClick } from '../../../lib/use-debounced-click';
import type { SubOrderActions, SubOrderCommand } from '../hooks/use-sub-order-actions';

/** The commands of a sub-order (edit and delete while pending, its status's actions). */
export function subOrderCommands(subOrder: Pick<RepairSubOrder, 'status'>): SubOrderCommand[] {
  const open = subOrder.status === 'pending' || subOrder.status === 'in_progress';
  return [
    ...(open ? (['edit'] as const) : []),
    ...allowedSubOrderActions(subOrder.status),
    ...(subOrder.status === 'pending' ? (['delete'] as const) : []),
  ];
}

/**
 * A sub-order's commands, for a user who may change sub-orders of an open order (the caller
 * decides that). A click passes the 500 ms click gate.
 */
export function SubOrderCommandButtons({
  subOrder,
  actions,
  variant,
}: {
  subOrder: RepairSubOrder;
  actions: SubOrderActions;
  variant: 'link' | 'button';
}) {
  const { t } = useTranslation();
  const click = useDebouncedClick((command: SubOrderCommand) => actions.run(subOrder, command));
  const busy = actions.busySubOrderId === subOrder.subOrderId;
  return (
    <Flex gap={variant === 'link' ? 0 : 8} wrap={variant === 'button'}>
      {subOrderCommands(subOrder).map((command) => (
        <Button
          key={command}
          size={variant === 'link' ? 'small' : 'middle'}
          type={variant === 'link' ? 'link' : 'default'}
          danger={command === 'delete' || command === 'cancel'}
          disabled={busy}
          onClick={() => click(command)}
        >
          {t(`eam.subOrders.actions.${command}`)}
        </Button>
      ))}
    </Flex>
  );
}
