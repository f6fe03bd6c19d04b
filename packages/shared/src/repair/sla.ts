import { toTimestamp, type TimeInput } from '../form/timestamp';
import { repairFigures, type RepairClock, type RepairFigures } from './durations';
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

/** An order's figures and service-level flags at one moment, its clock read once. */
export interface LiveRepairState extends RepairFigures {
  responseBreached: boolean;
  resolutionBreached: boolean;
}

/**
 * `repairFigures` and the flags of `slaState` together, without the due time's text: what a
 * list shows of an order as of `now` (the server works it out for every row of every page).
 */
export function liveRepairState(
  order: SlaInput,
  target: SlaTarget,
  now: TimeInput = Date.now(),
): LiveRepairState {
  const nowMs = toTimestamp(now) ?? Date.now();
  const { pauseSeconds, orderSeconds } = repairFigures(order, nowMs);
  if (order.status === 'cancelled') {
    return { pauseSeconds, orderSeconds, responseBreached: false, resolutionBreached: false };
  }
  const submit = toTimestamp(order.submitTime) ?? nowMs;
  const responded =
    order.dispatchTime === null ? nowMs : (toTimestamp(order.dispatchTime) ?? nowMs);
  return {
    pauseSeconds,
    orderSeconds,
    responseBreached:
      target.responseMinutes !== null && responded > submit + target.responseMinutes * 60_000,
    resolutionBreached:
      target.resolutionMinutes !== null && orderSeconds > target.resolutionMinutes * 60,
  };
}

export function slaState(
  order: SlaInput,
  target: SlaTarget,
  now: TimeInput = Date.now(),
): SlaState {
  const nowMs = toTimestamp(now) ?? Date.now();
  const submit = toTimestamp(order.submitTime) ?? nowMs;
  const { responseBreached, resolutionBreached } = liveRepairState(order, target, nowMs);
  return {
    responseBreached,
    resolutionBreached,
    responseDue:
      target.responseMinutes === null
        ? null
        : new Date(submit + target.responseMinutes * 60_000).toISOString(),
  };
}
