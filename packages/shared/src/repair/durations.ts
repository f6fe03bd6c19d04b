import { toTimestamp, type TimeInput } from '../form/timestamp';

/**
 * Pause arithmetic and order duration (issue #7), in whole seconds.
 *
 * - `pauseDuration` stored on the order is the sum of the pauses that have ended; a pause
 *   adds to it when work resumes.
 * - While paused (`pausedSince` set), the open pause counts up to `now`.
 * - Order duration = from submit to completion (or cancellation, or `now` while open) minus
 *   paused time.
 */
export interface RepairClock {
  submitTime: TimeInput;
  completionTime: TimeInput | null;
  /** A cancelled order's clock stops when it was cancelled. */
  cancelTime?: TimeInput | null;
  /** Seconds of pauses that have ended. */
  pauseDuration: number;
  /** Start of the open pause, if the order is paused. */
  pausedSince: TimeInput | null;
}

export interface RepairFigures {
  /** Paused seconds including an open pause up to now. */
  pauseSeconds: number;
  /** Working seconds from submit to completion (or now), minus paused seconds. */
  orderSeconds: number;
}

function seconds(ms: number): number {
  return Math.max(0, Math.floor(ms / 1000));
}

export function repairFigures(clock: RepairClock, now: TimeInput = Date.now()): RepairFigures {
  const nowMs = toTimestamp(now) ?? Date.now();
  const submit = toTimestamp(clock.submitTime) ?? nowMs;
  const stop = clock.completionTime ?? clock.cancelTime ?? null;
  const end = stop === null ? nowMs : (toTimestamp(stop) ?? nowMs);
  const openPauseStart = clock.pausedSince === null ? null : toTimestamp(clock.pausedSince);
  const openPause = openPauseStart === null ? 0 : seconds(end - openPauseStart);
  const pauseSeconds = Math.max(0, clock.pauseDuration) + openPause;
  const orderSeconds = Math.max(0, seconds(end - submit) - pauseSeconds);
  return { pauseSeconds, orderSeconds };
}

/** Seconds a pause that started at `pausedSince` lasted when work resumes at `resumedAt`. */
export function pauseLength(pausedSince: TimeInput, resumedAt: TimeInput): number {
  const start = toTimestamp(pausedSince);
  const end = toTimestamp(resumedAt);
  return start === null || end === null ? 0 : seconds(end - start);
}

/** Parts of a duration for readable text (the client translates the units). */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

export function durationParts(totalSeconds: number): DurationParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
  };
}

/** The figures of an order as the server answered it, at `now` (for live display). */
export function liveRepairFigures(
  order: {
    submitTime: TimeInput;
    completionTime: TimeInput | null;
    cancelTime?: TimeInput | null;
    endedPauseDuration: number;
    pausedSince: TimeInput | null;
  },
  now: TimeInput = Date.now(),
): RepairFigures {
  return repairFigures({ ...order, pauseDuration: order.endedPauseDuration }, now);
}
