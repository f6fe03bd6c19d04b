import { describe, expect, it } from 'vitest';
import { dayIn, storeDay, storeDayEnd, storeDayStart, storeMonth } from './time-zone';

describe("the stores' day", () => {
  it('is already the new day at 07:59 in Shanghai, while UTC is still on the last one', () => {
    const early = new Date('2026-12-01T23:59:00Z'); // 07:59 on 2 December in Shanghai
    expect(early.toISOString().slice(0, 10)).toBe('2026-12-01');
    expect(storeDay(early)).toBe('2026-12-02');
    expect(storeDay(early.getTime())).toBe('2026-12-02');
    expect(storeDay(new Date('2026-12-02T15:59:59Z'))).toBe('2026-12-02');
    expect(storeDay(new Date('2026-12-02T16:00:00Z'))).toBe('2026-12-03');
  });

  it('is today by default', () => {
    const before = dayIn(new Date(), 'Asia/Shanghai');
    const today = storeDay();
    const after = dayIn(new Date(), 'Asia/Shanghai');
    expect([before, after]).toContain(today);
  });

  it('begins at midnight in Shanghai and ends where the next one begins', () => {
    expect(storeDayStart('2026-12-02').toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(storeDayEnd('2026-12-02').toISOString()).toBe('2026-12-02T16:00:00.000Z');
    // Across a month's and a year's end.
    expect(storeDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(storeDayStart('2027-03-01').toISOString()).toBe('2027-02-28T16:00:00.000Z');
  });

  it('has months that turn at midnight in Shanghai, not in UTC', () => {
    // 2026-11-30 23:59 in Shanghai is still November; a minute later it is December.
    expect(storeMonth(new Date('2026-11-30T15:59:00Z')).month).toBe('2026-11');
    const december = storeMonth(new Date('2026-11-30T16:00:00Z'));
    expect(december.month).toBe('2026-12');
    expect(december.start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(december.end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});
