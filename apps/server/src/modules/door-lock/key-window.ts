import {
  DOOR_LOCK_UTC_OFFSET_MINUTES,
  type DoorKeySchedule,
  type DoorKeyState,
} from '@depot/shared';

/** What decides whether an electronic key opens: its window, schedule and revocation. */
export interface KeyWindow {
  startsAt: Date;
  endsAt: Date;
  schedule: DoorKeySchedule | null;
  revokedAt: Date | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Day of week (1 Monday … 7 Sunday) and `HH:mm` of `instant` in the stores' local time. */
export function localClock(instant: Date): { day: number; time: string } {
  const local = new Date(instant.getTime() + DOOR_LOCK_UTC_OFFSET_MINUTES * 60_000);
  return {
    day: ((local.getUTCDay() + 6) % 7) + 1,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/**
 * Whether `key` opens its lock at `instant`: inside [startsAt, endsAt), not revoked by then,
 * and, with a weekly schedule, on one of its days within [from, to) local time.
 */
export function keyOpenAt(key: KeyWindow, instant: Date): boolean {
  const t = instant.getTime();
  if (t < key.startsAt.getTime() || t >= key.endsAt.getTime()) return false;
  if (key.revokedAt && t >= key.revokedAt.getTime()) return false;
  if (!key.schedule) return true;
  const { day, time } = localClock(instant);
  return key.schedule.days.includes(day) && key.schedule.from <= time && time < key.schedule.to;
}

/** A key as read at `now`: revoked, expired (past its end), upcoming (before its start) or valid. */
export function keyState(key: KeyWindow, now: Date): DoorKeyState {
  if (key.revokedAt) return 'revoked';
  if (now.getTime() >= key.endsAt.getTime()) return 'expired';
  if (now.getTime() < key.startsAt.getTime()) return 'upcoming';
  return 'valid';
}
