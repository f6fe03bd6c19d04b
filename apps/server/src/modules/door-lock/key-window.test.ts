import { describe, expect, it } from 'vitest';
import { storeClock } from '../../core/time-zone';
import { keyOpenAt, keyState } from './key-window';

// 2026-01-05 is a Monday; the schedule is read in the stores' local time (UTC+8).
const at = (iso: string) => new Date(iso);
const window = {
  startsAt: at('2026-01-01T00:00:00Z'),
  endsAt: at('2026-02-01T00:00:00Z'),
  schedule: null,
  revokedAt: null,
};
const weekdays = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' };

describe('keyOpenAt', () => {
  it('opens inside its window and not outside it (the end excluded)', () => {
    expect(keyOpenAt(window, at('2026-01-15T12:00:00Z'))).toBe(true);
    expect(keyOpenAt(window, at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(keyOpenAt(window, at('2025-12-31T23:59:59Z'))).toBe(false);
    expect(keyOpenAt(window, at('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('with a weekly schedule, opens on its days between its times, local time', () => {
    const key = { ...window, schedule: weekdays };
    // Monday 10:00 in the store (02:00 UTC).
    expect(storeClock(at('2026-01-05T02:00:00Z'))).toEqual({ day: 1, time: '10:00' });
    expect(keyOpenAt(key, at('2026-01-05T02:00:00Z'))).toBe(true);
    // Monday 08:59 and 18:00 local: outside the hours.
    expect(keyOpenAt(key, at('2026-01-05T00:59:00Z'))).toBe(false);
    expect(keyOpenAt(key, at('2026-01-05T10:00:00Z'))).toBe(false);
    // Saturday 10:00 local: not one of its days.
    expect(keyOpenAt(key, at('2026-01-10T02:00:00Z'))).toBe(false);
    // Sunday 23:30 UTC is Monday 07:30 local: the day is the store's, the hour too early.
    expect(storeClock(at('2026-01-04T23:30:00Z'))).toEqual({ day: 1, time: '07:30' });
    // Outside the window, the schedule does not open it.
    expect(keyOpenAt(key, at('2026-02-02T02:00:00Z'))).toBe(false);
  });

  it('a revoked key no longer opens from its revocation on, an expired one never again', () => {
    const revoked = { ...window, revokedAt: at('2026-01-10T00:00:00Z') };
    expect(keyOpenAt(revoked, at('2026-01-09T23:59:00Z'))).toBe(true);
    expect(keyOpenAt(revoked, at('2026-01-10T00:00:00Z'))).toBe(false);
    expect(keyState(revoked, at('2026-01-09T00:00:00Z'))).toBe('revoked');
    expect(keyState(window, at('2026-02-01T00:00:00Z'))).toBe('expired');
    expect(keyOpenAt(window, at('2026-03-01T00:00:00Z'))).toBe(false);
    expect(keyState(window, at('2025-12-01T00:00:00Z'))).toBe('upcoming');
    expect(keyState(window, at('2026-01-02T00:00:00Z'))).toBe('valid');
  });
});
