import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay, today } from './days';

describe('days', () => {
  afterEach(() => vi.useRealTimers());

  it("is already the stores' new day at 07:59 in Shanghai, while UTC's is the last one", () => {
    // The suites run in the stores' zone (vitest.config.ts), as the staff's browsers do.
    expect(new Date('2026-12-01T23:59:00Z').getTimezoneOffset()).toBe(-480);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T23:59:00Z'));
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-12-01');
    expect(today()).toBe('2026-12-02');
    vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
    expect(today()).toBe('2026-12-03');
  });

  it('sends a picked day as YYYY-MM-DD, none as null', () => {
    expect(isoDay(dayjs('2026-02-28'))).toBe('2026-02-28');
    expect(isoDay(null)).toBeNull();
    expect(isoDay(undefined)).toBeNull();
  });
});
