import {
  EAM_PERMISSIONS,
  REPAIR_ACTION_PERMISSION,
  allowedRepairActions,
  isOpenRepairStatus,
  type RepairAction,
  type RepairOrder,
} from '@depot/shared';
import { useCallback } from 'react';
import { useSessionStore } from '../../stores/session';

/** What a user may do with an order now: its status allows it and they hold its key. */
export type OrderCommand = RepairAction | 'edit';

/**
 * The signed-in user's `/eam` keys (docs/repair-orders.md). Buttons without their key are not
 * shown; the server refuses anyway.
 */
export function useEamPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = useCallback((key: string) => permissions[key] === true, [permissions]);
  const commandsFor = useCallback(
    (order: Pick<RepairOrder, 'status' | 'evaluated'>): OrderCommand[] => {
      const actions: OrderCommand[] = allowedRepairActions(order.status, order.evaluated).filter(
        (action) => has(REPAIR_ACTION_PERMISSION[action]),
      );
      return isOpenRepairStatus(order.status) && has(EAM_PERMISSIONS.edit)
        ? ['edit', ...actions]
        : actions;
    },
    [has],
  );
  return {
    canAdd: has(EAM_PERMISSIONS.add),
    canExport: has(EAM_PERMISSIONS.export),
    canImport: has(EAM_PERMISSIONS.import),
    canEditSubOrders: has(EAM_PERMISSIONS.subOrder),
    canEditSla: has(EAM_PERMISSIONS.sla),
    /** The commands of an order, in the order of the life cycle (edit first). */
    commandsFor,
  };
}

export type EamPermissions = ReturnType<typeof useEamPermissions>;
