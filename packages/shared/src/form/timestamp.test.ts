import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isUnixSeconds, toTimestamp } from './timestamp';

describe('toTimestamp', () => {
  it('reads a 10-digit number as seconds and a 13-digit one as milliseconds', () => {
    expect(toTimestamp(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toTimestamp(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toTimestamp(999_999_999)).toBe(999_999_999);
    expect(toTimestamp(9_999_999_999)).toBe(9_999_999_999_000);
    expect(toTimestamp(10_000_000_000)).toBe(10_000_000_000);
    expect(isUnixSeconds(1_700_000_000.5)).toBe(true);
  });

  it('reads digit strings as numbers', () => {
    expect(toTimestamp('1700000000')).toBe(1_700_000_000_000);
    expect(toTimestamp(' 1700000000000 ')).toBe(1_700_000_000_000);
  });

  it('reads ISO text, also with a space for T', () => {
    expect(toTimestamp('2024-05-01T08:30:00Z')).toBe(Date.UTC(2024, 4, 1, 8, 30));
    expect(toTimestamp('2024-05-01T08:30:00.123456+08:00')).toBe(
      Date.UTC(2024, 4, 1, 0, 30, 0, 123),
    );
    expect(toTimestamp('2024-05-01')).toBe(Date.UTC(2024, 4, 1));
    expect(toTimestamp('2024-05-01 08:30:00')).toBe(new Date(2024, 4, 1, 8, 30).getTime());
  });

  it('refuses anything else', () => {
    for (const v of [
      '',
      'yesterday',
      'May 1, 2024',
      '2024-13-45',
      NaN,
      Infinity,
      1e20,
      null,
      {},
      [],
      true,
    ]) {
      expect(toTimestamp(v)).toBeNull();
    }
    expect(toTimestamp(new Date('x'))).toBeNull();
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (v) => void toTimestamp(v)));
  });
});
