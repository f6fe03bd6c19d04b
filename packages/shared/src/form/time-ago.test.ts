import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTimeAgo, timeAgo } from './time-ago';

const NOW = 1_700_000_000_000;
const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('is just now under 30 s and 1 minute from 30 s', () => {
    expect(timeAgo(NOW, NOW)).toEqual({ key: 'form.timeAgo.justNow' });
    expect(timeAgo(NOW - 29 * S, NOW)).toEqual({ key: 'form.timeAgo.justNow' });
    expect(timeAgo(NOW - 29_999, NOW)).toEqual({ key: 'form.timeAgo.justNow' });
    expect(timeAgo(NOW - 30 * S, NOW)).toEqual({ key: 'form.timeAgo.minutesAgo', count: 1 });
    expect(timeAgo(NOW - 119 * S, NOW)).toEqual({ key: 'form.timeAgo.minutesAgo', count: 1 });
    expect(timeAgo(NOW - 5 * MIN, NOW)).toEqual({ key: 'form.timeAgo.minutesAgo', count: 5 });
  });

  it('moves to hours, days, months (30 days) and years (12 months)', () => {
    expect(timeAgo(NOW - 59 * MIN, NOW)?.count).toBe(59);
    expect(timeAgo(NOW - HOUR, NOW)).toEqual({ key: 'form.timeAgo.hoursAgo', count: 1 });
    expect(timeAgo(NOW - 23 * HOUR, NOW)).toEqual({ key: 'form.timeAgo.hoursAgo', count: 23 });
    expect(timeAgo(NOW - DAY, NOW)).toEqual({ key: 'form.timeAgo.daysAgo', count: 1 });
    expect(timeAgo(NOW - 29 * DAY, NOW)).toEqual({ key: 'form.timeAgo.daysAgo', count: 29 });
    expect(timeAgo(NOW - 30 * DAY, NOW)).toEqual({ key: 'form.timeAgo.monthsAgo', count: 1 });
    expect(timeAgo(NOW - 359 * DAY, NOW)).toEqual({ key: 'form.timeAgo.monthsAgo', count: 11 });
    expect(timeAgo(NOW - 360 * DAY, NOW)).toEqual({ key: 'form.timeAgo.yearsAgo', count: 1 });
    expect(timeAgo(NOW - 3 * 365 * DAY, NOW)).toEqual({ key: 'form.timeAgo.yearsAgo', count: 3 });
  });

  it('reads 10-digit numbers as seconds, 13-digit as milliseconds, strings as ISO', () => {
    expect(timeAgo(1_700_000_000 - 300, NOW)).toEqual({ key: 'form.timeAgo.minutesAgo', count: 5 });
    expect(timeAgo(1_700_000_000 - 20, 1_700_000_000)).toEqual({ key: 'form.timeAgo.justNow' });
    expect(timeAgo(NOW - 2 * HOUR, String(NOW))).toEqual({
      key: 'form.timeAgo.hoursAgo',
      count: 2,
    });
    expect(timeAgo('2024-05-01T00:00:00Z', '2024-05-04T00:00:00Z')).toEqual({
      key: 'form.timeAgo.daysAgo',
      count: 3,
    });
    expect(timeAgo(new Date(NOW - DAY), new Date(NOW))?.key).toBe('form.timeAgo.daysAgo');
  });

  it('treats the near future as just now and the far future as in …', () => {
    expect(timeAgo(NOW + 29 * S, NOW)).toEqual({ key: 'form.timeAgo.justNow' });
    expect(timeAgo(NOW + 30 * S, NOW)).toEqual({ key: 'form.timeAgo.inMinutes', count: 1 });
    expect(timeAgo(NOW + 3 * DAY, NOW)).toEqual({ key: 'form.timeAgo.inDays', count: 3 });
  });

  it('gives null for invalid input and never throws', () => {
    expect(timeAgo('soon', NOW)).toBeNull();
    expect(timeAgo(NOW, NaN)).toBeNull();
    fc.assert(fc.property(fc.anything(), fc.anything(), (a, b) => void timeAgo(a as 0, b as 0)));
  });

  it('defaults now to the clock', () => {
    expect(timeAgo(Date.now())).toEqual({ key: 'form.timeAgo.justNow' });
  });
});

describe('formatTimeAgo', () => {
  it('writes zh-CN and en-US', () => {
    expect(formatTimeAgo(NOW - 10 * S, NOW, 'zh-CN')).toBe('刚刚');
    expect(formatTimeAgo(NOW - 10 * S, NOW, 'en-US')).toBe('just now');
    expect(formatTimeAgo(NOW - 5 * MIN, NOW, 'zh-CN')).toBe('5 分钟前');
    expect(formatTimeAgo(NOW - 5 * MIN, NOW, 'en-US')).toBe('5 minutes ago');
    expect(formatTimeAgo(NOW - MIN, NOW, 'en-US')).toBe('1 minute ago');
    expect(formatTimeAgo(NOW - 2 * DAY, NOW, 'zh-CN')).toBe('2 天前');
    expect(formatTimeAgo(NOW - 40 * DAY, NOW, 'zh-CN')).toBe('1 个月前');
    expect(formatTimeAgo(NOW - 400 * DAY, NOW, 'en-US')).toBe('1 year ago');
    expect(formatTimeAgo(NOW + 2 * HOUR, NOW, 'en-US')).toBe('in 2 hours');
    expect(formatTimeAgo(NOW + 2 * HOUR, NOW, 'zh-CN')).toBe('2 小时后');
    expect(formatTimeAgo('bad', NOW, 'en-US')).toBe('');
  });
});
