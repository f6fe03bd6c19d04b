import type { RepairOrder } from '@depot/shared';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedClick } from '../../../lib/use-debounced-click';
import type { OrderActions } from '../hooks/use-order-actions';
import { useEamPermissions, type OrderCommand } from '../permissions';

const DANGER: ReadonlySet<OrderCommand> = new Set(['cancel']);
const PRIMARY: ReadonlySet<OrderCommand> = new Set([
  'dispatch',
  'start',
  'resume',
  'complete',
  'evaluate',
]);

/**
 * The commands an order allows now (its status) and the user may run (their keys): links in a
 * table row, buttons on the detail page. A click passes the 500 ms click gate.
 */
export function OrderCommandButtons({
  order,
  actions,
  variant,
  exclude = [],
}: {
  order: RepairOrder;
  actions: OrderActions;
  variant: 'link' | 'button';
  /** Commands offered elsewhere on the page (the detail's evaluation card). */
  exclude?: readonly OrderCommand[];
}) {
  const { t } = useTranslation();
  const { commandsFor } = useEamPermissions();
  const click = useDebouncedClick((command: OrderCommand) => actions.run(order, command));
  const busy = actions.busyOrderId === order.orderId;
  const commands = commandsFor(order).filter((command) => !exclude.includes(command));
  // On the detail page the next step of the life cycle stands out.
  const main = variant === 'button' ? commands.find((c) => PRIMARY.has(c)) : undefined;
  const label = (command: OrderCommand) =>
    command === 'dispatch' && order.status === 'dispatched'
      ? t('eam.actions.redispatch')
      : t(`eam.actions.${command}`);
  return (
    <Flex gap={variant === 'link' ? 0 : 8} wrap={variant === 'button'}>
      {commands.map((command) => (
        <Button
          key={command}
          size={variant === 'link' ? 'small' : 'middle'}
          type={variant === 'link' ? 'link' : command === main ? 'primary' : 'default'}
          danger={DANGER.has(command)}
          disabled={busy}
          onClick={() => click(command)}
        >
          {label(command)}
        </Button>
      ))}
    </Flex>
  );
}
