import { describe, expect, it } from 'vitest';
import { INT4_MAX, MAX_PAGE_SIZE } from './constants';
import { pageQuery, queryBoolean, queryRowId, sortParam } from './page-query';

describe('the page query', () => {
  it('reads current and size from a query string, size at most MAX_PAGE_SIZE', () => {
    expect(pageQuery.parse({})).toEqual({ current: 1, size: 10 });
    expect(pageQuery.parse({ current: '3', size: String(MAX_PAGE_SIZE) })).toEqual({
      current: 3,
      size: MAX_PAGE_SIZE,
    });
    expect(pageQuery.safeParse({ size: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
  });
});

describe('sort', () => {
  const sort = sortParam(['name', 'createdAt']);

  it('reads field,direction pairs of the allow-list, asc when no direction is given', () => {
    expect(sort.parse(['name', 'createdAt,desc'])).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'createdAt', direction: 'desc' },
    ]);
    expect(sort.parse(undefined)).toEqual([]);
  });

  it('refuses another field or direction with the server key validation.sort', () => {
    for (const value of ['password', 'name,up', 'name,asc,x']) {
      const result = sort.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.sort');
    }
  });
});

describe('ids and booleans of a query string', () => {
  it('take an id up to the integer column limit', () => {
    expect(queryRowId.parse(String(INT4_MAX))).toBe(INT4_MAX);
    expect(queryRowId.safeParse(String(INT4_MAX + 1)).success).toBe(false);
    expect(queryRowId.safeParse('0').success).toBe(false);
  });

  it('read true/false/1/0', () => {
    expect(['true', 'false', '1', '0'].map((v) => queryBoolean.parse(v))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
  });
});
