import { toTimestamp, type TimeInput } from '../form/timestamp';
import { repairFigures, type RepairClock } from './durations';
import type { RepairStatus } from './status';

/**
 * Service levels per repair type (issue #7), admin-editable:
 * - response: from submit until the order is dispatched, at most `responseMinutes`;
 * - resolution: the order's working time (submit to completion, minus pauses) at most
 *   `resolutionMinutes`.
 * A cancelled order is never flagged. A null target means no target.
 */
export interface SlaTarget {
  responseMinutes: number | null;
  resolutionMinutes: number | null;
}

export interface SlaInput extends RepairClock {
  status: RepairStatus;
  dispatchTime: TimeInput | null;
}

export interface SlaState {
  responseBreached: boolean;
  resolutionBreached: boolean;
  /** ISO time the response target falls due, or null without a target. */
  responseDue: string | null;
}

export function slaState(
  order: SlaInput,
  target: SlaTarget,
  now: TimeInput = Date.now(),
): SlaState {
  const nowMs = toTimestamp(now) ?? Date.now();
  const submit = toTimestamp(order.submitTime) ?? nowMs;
  const responseDueMs =
    target.responseMinutes === null ? null : submit + target.responseMinutes * 60_000;
  if (order.status === 'cancelled') {
    return {
      responseBreached: false,
      resolutionBreached: false,
      responseDue: responseDueMs === null ? null : new Date(responseDueMs).toISOString(),
    };
  }
  const responded =
    order.dispatchTime === null ? nowMs : (toTimestamp(order.dispatchTime) ?? nowMs);
  const responseBreached = responseDueMs !== null && responded > responseDueMs;
  const { orderSeconds } = repairFigures(order, nowMs);
  const resolutionBreached =
    target.resolutionMinutes !== null && orderSeconds > target.resolutionMinutes * 60;
  return {
    responseBreached,
    resolutionBreached,
    responseDue: responseDueMs === null ? null : new Date(responseDueMs).toISOString(),
  };
}
