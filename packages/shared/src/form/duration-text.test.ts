import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { durationText, formatDuration, DURATION_UNIT_MS } from './duration-text';

const T0 = Date.UTC(2024, 0, 1);
const MIN = 60_000;
const DAY = 86_400_000;

describe('durationText', () => {
  it('uses the given unit, months of 30 days and years of 12 months', () => {
    expect(durationText(T0, T0 + 90 * MIN, 'hour')).toEqual({ value: 1.5, unit: 'hour' });
    expect(durationText(T0, T0 + 90 * MIN, 'minute')).toEqual({ value: 90, unit: 'minute' });
    expect(durationText(T0, T0 + 30 * DAY, 'month')).toEqual({ value: 1, unit: 'month' });
    expect(durationText(T0, T0 + 45 * DAY, 'month')).toEqual({ value: 1.5, unit: 'month' });
    expect(durationText(T0, T0 + 360 * DAY, 'year')).toEqual({ value: 1, unit: 'year' });
    expect(durationText(T0, T0 + 365 * DAY, 'year')).toEqual({ value: 1, unit: 'year' });
    expect(durationText(T0, T0 + 3 * DAY, 'year')).toEqual({ value: 0, unit: 'year' });
    expect(DURATION_UNIT_MS.year).toBe(12 * DURATION_UNIT_MS.month);
  });

  it('picks the largest unit with a value of at least 1', () => {
    expect(durationText(T0, T0 + 3 * DAY)).toEqual({ value: 3, unit: 'day' });
    expect(durationText(T0, T0 + 29 * DAY)).toEqual({ value: 29, unit: 'day' });
    expect(durationText(T0, T0 + 30 * DAY)).toEqual({ value: 1, unit: 'month' });
    expect(durationText(T0, T0 + 359 * DAY)).toEqual({ value: 12, unit: 'month' });
    expect(durationText(T0, T0 + 360 * DAY)).toEqual({ value: 1, unit: 'year' });
    expect(durationText(T0, T0 + 59 * MIN)).toEqual({ value: 59, unit: 'minute' });
    expect(durationText(T0, T0 + 60 * MIN)).toEqual({ value: 1, unit: 'hour' });
    expect(durationText(T0, T0 + 30_000)).toEqual({ value: 0.5, unit: 'minute' });
    expect(durationText(T0, T0)).toEqual({ value: 0, unit: 'minute' });
  });

  it('rounds half-up to one decimal', () => {
    expect(durationText(T0, T0 + 1.25 * DAY, 'day')).toEqual({ value: 1.3, unit: 'day' });
    expect(durationText(T0, T0 + 1.24 * DAY, 'day')).toEqual({ value: 1.2, unit: 'day' });
  });

  it('accepts Dates, seconds, milliseconds and ISO text', () => {
    expect(durationText('2024-05-01', '2024-05-03')).toEqual({ value: 2, unit: 'day' });
    expect(durationText(1_700_000_000, 1_700_000_000_000 + DAY)).toEqual({ value: 1, unit: 'day' });
    expect(durationText(new Date(T0), new Date(T0 + 2 * 60 * MIN))).toEqual({
      value: 2,
      unit: 'hour',
    });
    expect(durationText('2024-05-01 08:00', '2024-05-01 09:30', 'hour')).toEqual({
      value: 1.5,
      unit: 'hour',
    });
  });

  it('gives null for invalid input or end before start', () => {
    expect(durationText(T0 + 1, T0)).toBeNull();
    expect(durationText('nope', T0)).toBeNull();
    expect(durationText(T0, new Date('x'))).toBeNull();
    expect(durationText(T0, T0 + DAY, 'week' as 'day')).toBeNull();
  });

  it('never throws and never gives a negative value', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const d = durationText(a as number, b as number);
        if (d) expect(d.value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('formatDuration', () => {
  it('writes Chinese and English with singular for 1', () => {
    expect(formatDuration({ value: 3, unit: 'day' }, 'zh-CN')).toBe('3 天');
    expect(formatDuration({ value: 3, unit: 'day' }, 'en-US')).toBe('3 days');
    expect(formatDuration({ value: 1, unit: 'day' }, 'en-US')).toBe('1 day');
    expect(formatDuration({ value: 1.5, unit: 'hour' }, 'en-US')).toBe('1.5 hours');
    expect(formatDuration({ value: 2, unit: 'month' }, 'zh-CN')).toBe('2 个月');
    expect(formatDuration({ value: 0, unit: 'minute' }, 'en-US')).toBe('0 minutes');
    expect(formatDuration(null, 'zh-CN')).toBe('');
  });
});
