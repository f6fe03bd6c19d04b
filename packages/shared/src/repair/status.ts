/**
 * Repair-order life cycle (issue #7):
 *
 *   submitted → dispatched → in_progress ⇄ paused → completed → (evaluated by the store)
 *   submitted | dispatched → cancelled (with a reason)
 *
 * `dispatch` from `dispatched` re-assigns the technician. Evaluation keeps the status
 * `completed` and sets `evaluated`. Every other action in every other status is refused.
 */
export const REPAIR_STATUSES = [
  'submitted',
  'dispatched',
  'in_progress',
  'paused',
  'completed',
  'cancelled',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const REPAIR_ACTIONS = [
  'dispatch',
  'start',
  'pause',
  'resume',
  'complete',
  'cancel',
  'evaluate',
] as const;
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

interface Transition<S extends string> {
  from: readonly S[];
  to: S;
}

export const REPAIR_TRANSITIONS: Readonly<Record<RepairAction, Transition<RepairStatus>>> = {
  dispatch: { from: ['submitted', 'dispatched'], to: 'dispatched' },
  start: { from: ['dispatched'], to: 'in_progress' },
  pause: { from: ['in_progress'], to: 'paused' },
  resume: { from: ['paused'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['submitted', 'dispatched'], to: 'cancelled' },
  evaluate: { from: ['completed'], to: 'completed' },
};

/** Statuses in which the order's clock runs (it is neither finished nor cancelled). */
export const OPEN_REPAIR_STATUSES: readonly RepairStatus[] = [
  'submitted',
  'dispatched',
  'in_progress',
  'paused',
];

export function isOpenRepairStatus(status: RepairStatus): boolean {
  return OPEN_REPAIR_STATUSES.includes(status);
}

/**
 * The status an action leads to from `status`, or null when the action is not allowed.
 * `evaluate` is allowed once: `evaluated` must still be false.
 */
export function repairTransition(
  status: RepairStatus,
  action: RepairAction,
  evaluated = false,
): RepairStatus | null {
  const t = REPAIR_TRANSITIONS[action];
  if (!t.from.includes(status)) return null;
  if (action === 'evaluate' && evaluated) return null;
  return t.to;
}

/** Actions allowed for an order in `status` (the detail page's buttons, the list's row actions). */
export function allowedRepairActions(status: RepairStatus, evaluated = false): RepairAction[] {
  return REPAIR_ACTIONS.filter((a) => repairTransition(status, a, evaluated) !== null);
}

/**
 * Sub-orders split an order by trade or technician:
 *   pending → in_progress → completed; pending | in_progress → cancelled.
 * An order cannot complete while any sub-order is open (pending or in progress).
 */
export const SUBORDER_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type SubOrderStatus = (typeof SUBORDER_STATUSES)[number];

export const SUBORDER_ACTIONS = ['start', 'complete', 'cancel'] as const;
export type SubOrderAction = (typeof SUBORDER_ACTIONS)[number];

export const SUBORDER_TRANSITIONS: Readonly<Record<SubOrderAction, Transition<SubOrderStatus>>> = {
  start: { from: ['pending'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['pending', 'in_progress'], to: 'cancelled' },
};

export const OPEN_SUBORDER_STATUSES: readonly SubOrderStatus[] = ['pending', 'in_progress'];

export function subOrderTransition(
  status: SubOrderStatus,
  action: SubOrderAction,
): SubOrderStatus | null {
  const t = SUBORDER_TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

export function allowedSubOrderActions(status: SubOrderStatus): SubOrderAction[] {
  return SUBORDER_ACTIONS.filter((a) => subOrderTransition(status, a) !== null);
}
