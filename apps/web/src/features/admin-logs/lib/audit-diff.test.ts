import { describe, expect, it } from 'vitest';
import { auditDiff, displayValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields that changed, in their order', () => {
    const diff = auditDiff(
      { name: '华东店', region: '上海', tags: ['a'], sort: 1 },
      { name: '华东一店', region: '上海', tags: ['a', 'b'], sort: 1 },
    );
    expect(diff).toEqual({
      kind: 'fields',
      changes: [
        { field: 'name', before: '华东店', after: '华东一店' },
        { field: 'tags', before: ['a'], after: ['a', 'b'] },
      ],
      unchanged: 2,
    });
  });

  it('treats a missing side as an empty record (creation, deletion)', () => {
    expect(auditDiff(null, { code: 'HQ' })).toEqual({
      kind: 'fields',
      changes: [{ field: 'code', before: undefined, after: 'HQ' }],
      unchanged: 0,
    });
    expect(auditDiff({ code: 'HQ' }, null)).toMatchObject({
      changes: [{ field: 'code', before: 'HQ', after: undefined }],
    });
  });

  it('ignores the key order of nested records', () => {
    expect(auditDiff({ meta: { a: 1, b: 2 } }, { meta: { b: 2, a: 1 } })).toMatchObject({
      changes: [],
      unchanged: 1,
    });
  });

  it('leaves lists, flags and two empty sides raw', () => {
    expect(auditDiff([1, 2], [1, 2, 3])).toEqual({ kind: 'raw', before: [1, 2], after: [1, 2, 3] });
    expect(auditDiff(null, true).kind).toBe('raw');
    expect(auditDiff(null, null).kind).toBe('raw');
  });
});

describe('displayValue', () => {
  it('shows text as it is and anything else as pretty JSON', () => {
    expect(displayValue('上海')).toBe('上海');
    expect(displayValue(undefined)).toBe('');
    expect(displayValue(null)).toBe('null');
    expect(displayValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
