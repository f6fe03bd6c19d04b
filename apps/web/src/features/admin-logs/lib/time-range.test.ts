import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { withTimeRange } from './time-range';

describe('withTimeRange', () => {
  it('turns picked days into from (start of the first) and to (start of the day after the last)', () => {
    const first = dayjs('2026-11-01T15:30:00');
    const last = dayjs('2026-11-03T09:00:00');
    expect(withTimeRange({ current: 1, range: [first, last] })).toEqual({
      current: 1,
      from: dayjs('2026-11-01T00:00:00').toISOString(),
      to: dayjs('2026-11-04T00:00:00').toISOString(),
    });
  });

  it('leaves out an open end, and everything without a range', () => {
    expect(withTimeRange({ range: [null, dayjs('2026-11-03T09:00:00')] })).toEqual({
      to: dayjs('2026-11-04T00:00:00').toISOString(),
    });
    expect(withTimeRange({ size: 10, range: null })).toEqual({ size: 10 });
  });
});
