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

/** An order's figures and service-level flags at one moment, its clock read once. */
export interface LiveRepairState extends RepairFigures {
  responseBreached: boolean;
  resolutionBreached: boolean;
}

/** When the response target falls due (ms), or null without one. */
function responseDueMs(submit: number, target: SlaTarget): number | null {
  return target.responseMinutes === null ? null : submit + target.responseMinutes * 60_000;
}

/**
 * An order's figures (`repairFigures`) and its service-level flags as of `now`: what a list
 * shows of it (the server works it out for every row of every page).
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
  const due = responseDueMs(submit, target);
  return {
    pauseSeconds,
    orderSeconds,
    responseBreached: due !== null && responded > due,
    resolutionBreached:
      target.resolutionMinutes !== null && orderSeconds > target.resolutionMinutes * 60,
  };
}

/** The next whole second counted from `from` after `nowMs` (how `repairFigures` counts). */
function nextSecond(from: number, nowMs: number): number {
  return from + (Math.max(0, Math.floor((nowMs - from) / 1000)) + 1) * 1000;
}

/**
 * Until when (ms, exclusive; Infinity for never) `liveRepairState` answers for every moment
 * from `now` on what it answers at `now`. A running order's figures step at each whole second
 * from its submit time and from its open pause's start; its resolution flag follows its
 * figures; its response flag turns just after its target while it waits for dispatch. A list
 * page's text can be kept until the earliest of its orders' moments.
 */
export function liveRepairStateUntil(
  order: SlaInput,
  target: SlaTarget,
  now: TimeInput = Date.now(),
): number {
  const nowMs = toTimestamp(now) ?? Date.now();
  // An unreadable time is read as `now` itself, which does not step.
  const submit = toTimestamp(order.submitTime);
  const stop = order.completionTime ?? order.cancelTime ?? null;
  let until = Infinity;
  if (stop === null || toTimestamp(stop) === null) {
    const pausedSince = order.pausedSince === null ? null : toTimestamp(order.pausedSince);
    if (submit !== null) until = nextSecond(submit, nowMs);
    if (pausedSince !== null) until = Math.min(until, nextSecond(pausedSince, nowMs));
  }
  const awaitsDispatch = order.dispatchTime === null || toTimestamp(order.dispatchTime) === null;
  const due = submit === null ? null : responseDueMs(submit, target);
  if (order.status !== 'cancelled' && awaitsDispatch && due !== null && nowMs <= due) {
    until = Math.min(until, due + 1);
  }
  return until;
}
