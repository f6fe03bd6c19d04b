import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOrgSelected, isEmptyValue, isPlainObject, ORG_TABS } from './org-value';

describe('isEmptyValue', () => {
  it('treats null, undefined, empty text and empty arrays as empty', () => {
    for (const v of [null, undefined, '', []]) expect(isEmptyValue(v)).toBe(true);
  });

  it('keeps 0, false, spaces and other values', () => {
    for (const v of [0, false, ' ', 'a', [null], { a: 1 }, new Date(0), NaN]) {
      expect(isEmptyValue(v)).toBe(false);
    }
  });

  it('treats an org value with nothing selected in any tab as empty', () => {
    expect(isEmptyValue({})).toBe(true);
    expect(isEmptyValue({ dep: [], user: [] })).toBe(true);
    expect(isEmptyValue({ dep: [], 'dep&user': [], position: [], role: [], user: [] })).toBe(true);
    expect(isEmptyValue({ dep: null })).toBe(true);
    expect(isEmptyValue({ dep: [], user: [{ userId: 1, username: 'li' }] })).toBe(false);
    expect(isEmptyValue({ 'dep&user': [{ deptId: 2 }] })).toBe(false);
    expect(isEmptyValue({ dep: [], other: [] })).toBe(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (v) => void isEmptyValue(v)));
  });
});

describe('org helpers', () => {
  it('lists the five picker tabs', () => {
    expect(ORG_TABS).toEqual(['dep', 'role', 'user', 'dep&user', 'position']);
  });

  it('counts selected nodes over all tabs', () => {
    expect(countOrgSelected({ dep: [{}, {}], role: [{}], user: 'x' })).toBe(3);
    expect(countOrgSelected([1, 2])).toBe(0);
  });

  it('recognises plain objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(JSON.parse('{"__proto__": {"x": 1}}'))).toBe(true);
    for (const v of [[], null, new Date(), 'a', new Map()]) expect(isPlainObject(v)).toBe(false);
  });
});
