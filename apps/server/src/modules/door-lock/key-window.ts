import type { DoorKeySchedule, DoorKeyState } from '@depot/shared';
import { storeClock } from '../../core/time-zone';

/** What decides whether an electronic key opens: its window, schedule and revocation. */
export interface KeyWindow {
  startsAt: Date;
  endsAt: Date;
  schedule: DoorKeySchedule | null;
  revokedAt: Date | null;
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
  const { day, time } = storeClock(instant);
  return key.schedule.days.includes(day) && key.schedule.from <= time && time < key.schedule.to;
}

/** A key as read at `now`: revoked, expired (past its end), upcoming (before its start) or valid. */
export function keyState(key: KeyWindow, now: Date): DoorKeyState {
  if (key.revokedAt) return 'revoked';
  if (now.getTime() >= key.endsAt.getTime()) return 'expired';
  if (now.getTime() < key.startsAt.getTime()) return 'upcoming';
  return 'valid';
}
