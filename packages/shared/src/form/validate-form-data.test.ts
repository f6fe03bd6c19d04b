import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FormDesignInput } from './form-schema';
import { VALIDATION_MESSAGE_KEYS } from './message-keys';
import { MAX_VALIDATION_ERRORS, validateFormData } from './validate-form-data';

function design(...fields: unknown[]): FormDesignInput {
  return { fields };
}

/** The errors as 'path messageKey' lines. */
function errorsOf(schema: FormDesignInput, data: unknown): string[] {
  return validateFormData(schema, data).errors.map((e) => `${e.path} ${e.messageKey}`);
}

const file = (name: string, size: number, type = '') => ({ name, size, type, url: `/f/${name}` });

describe('validateFormData', () => {
  describe('required', () => {
    const text = design({ kind: 'input', vModel: 'name', label: '名称', required: true });

    it('refuses null, undefined and empty text with the label', () => {
      for (const data of [{}, { name: null }, { name: undefined }, { name: '' }]) {
        expect(validateFormData(text, data)).toEqual({
          valid: false,
          errors: [
            { path: 'name', messageKey: 'form.validation.required', params: { label: '名称' } },
          ],
        });
      }
      expect(validateFormData(text, { name: ' ' }).valid).toBe(true);
    });

    it('refuses an empty array for array widgets, not as a value of a text widget', () => {
      const boxes = design({ kind: 'checkbox', vModel: 'c', required: true, options: [] });
      expect(errorsOf(boxes, { c: [] })).toEqual(['c form.validation.required']);
      expect(errorsOf(text, { name: [] })).toEqual(['name form.validation.type']);
      expect(errorsOf(text, { name: {} })).toEqual(['name form.validation.type']);
    });

    it('refuses an org value with nothing selected in any tab', () => {
      const org = design({ kind: 'orgSelect', vModel: 'o', required: true });
      for (const o of [{}, { dep: [] }, { dep: [], user: [], 'dep&user': [] }]) {
        expect(errorsOf(org, { o })).toEqual(['o form.validation.required']);
      }
      expect(errorsOf(org, { o: { user: [{ userId: 1, username: 'li' }] } })).toEqual([]);
      expect(errorsOf(org, { o: { dep: 'x' } })).toEqual(['o.dep form.validation.type']);
    });

    it('skips other checks on an empty optional field', () => {
      const n = design({ kind: 'number', vModel: 'n', min: 1 });
      expect(errorsOf(n, {})).toEqual([]);
      expect(errorsOf(n, { n: null })).toEqual([]);
      expect(errorsOf(n, { n: '' })).toEqual([]);
    });
  });

  describe('patterns', () => {
    const phone = design({
      kind: 'input',
      vModel: 'phone',
      regList: [
        { pattern: '/^1[3-9]\\d{9}$/', message: '手机号格式错误' },
        { pattern: '^\\d+$', message: '' },
      ],
    });

    it('reports each failing rule with its design message', () => {
      expect(validateFormData(phone, { phone: '13800138000' }).valid).toBe(true);
      expect(validateFormData(phone, { phone: '12a' }).errors).toEqual([
        {
          path: 'phone',
          messageKey: 'form.validation.pattern',
          params: { pattern: '/^1[3-9]\\d{9}$/' },
          message: '手机号格式错误',
        },
        { path: 'phone', messageKey: 'form.validation.pattern', params: { pattern: '^\\d+$' } },
      ]);
    });

    it('applies to numbers as text', () => {
      const n = design({ kind: 'number', vModel: 'n', regList: [{ pattern: '^\\d+$' }] });
      expect(errorsOf(n, { n: 1.5 })).toEqual(['n form.validation.pattern']);
      expect(errorsOf(n, { n: 2 })).toEqual([]);
    });

    it('treats an invalid pattern as a design error, without throwing', () => {
      const broken = design({ kind: 'input', vModel: 'a', regList: [{ pattern: '([' }] });
      const result = validateFormData(broken, { a: 'x' });
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual([
        {
          path: '',
          messageKey: 'form.validation.designError',
          message: 'fields.0.regList.0.pattern: Invalid regular expression',
        },
      ]);
    });
  });

  describe('options', () => {
    const options = [
      { label: 'A', value: 'a' },
      { label: 'One', value: 1 },
    ];

    it('checks single and multiple values strictly', () => {
      const d = design(
        { kind: 'select', vModel: 's', options },
        { kind: 'select', vModel: 'm', options, multiple: true },
        { kind: 'radio', vModel: 'r', options },
        { kind: 'checkbox', vModel: 'c', options },
      );
      expect(errorsOf(d, { s: 'a', m: ['a', 1], r: 1, c: [1] })).toEqual([]);
      expect(validateFormData(d, { s: 'b' }).errors).toEqual([
        { path: 's', messageKey: 'form.validation.option', params: { value: 'b' } },
      ]);
      expect(errorsOf(d, { r: '1' })).toEqual(['r form.validation.option']);
      expect(errorsOf(d, { c: ['a', 'z', 2] })).toEqual([
        'c form.validation.option',
        'c form.validation.option',
      ]);
      expect(errorsOf(d, { m: 'a' })).toEqual(['m form.validation.type']);
      expect(errorsOf(d, { s: ['a'] })).toEqual(['s form.validation.type']);
      expect(errorsOf(d, { c: [{}] })).toEqual(['c form.validation.type']);
    });

    it('walks cascader paths', () => {
      const d = design({
        kind: 'cascader',
        vModel: 'area',
        options: [{ label: '浙江', value: 'zj', children: [{ label: '杭州', value: 'hz' }] }],
      });
      expect(errorsOf(d, { area: ['zj', 'hz'] })).toEqual([]);
      expect(errorsOf(d, { area: ['zj', 'nb'] })).toEqual(['area form.validation.option']);
      expect(errorsOf(d, { area: ['zj', 'hz', 'x'] })).toEqual(['area form.validation.option']);
      expect(errorsOf(d, { area: 'zj' })).toEqual(['area form.validation.type']);
    });
  });

  describe('numbers and text', () => {
    it('checks min and max with params', () => {
      const d = design({ kind: 'number', vModel: 'n', min: 1, max: 10 });
      expect(validateFormData(d, { n: 0 }).errors).toEqual([
        { path: 'n', messageKey: 'form.validation.min', params: { min: 1 } },
      ]);
      expect(validateFormData(d, { n: 11 }).errors).toEqual([
        { path: 'n', messageKey: 'form.validation.max', params: { max: 10 } },
      ]);
      expect(errorsOf(d, { n: 10 })).toEqual([]);
      for (const n of ['5', NaN, Infinity, true]) {
        expect(errorsOf(d, { n })).toEqual(['n form.validation.type']);
      }
    });

    it('takes amounts as numbers or decimal text', () => {
      const d = design({ kind: 'amount', vModel: 'a', min: 0 });
      expect(errorsOf(d, { a: '12.3456' })).toEqual([]);
      expect(errorsOf(d, { a: 12.5 })).toEqual([]);
      expect(errorsOf(d, { a: '-1' })).toEqual(['a form.validation.min']);
      expect(errorsOf(d, { a: '1,000' })).toEqual(['a form.validation.type']);
    });

    it('caps text at the design maxLength and at the hard limit', () => {
      const d = design(
        { kind: 'input', vModel: 't', maxLength: 3 },
        { kind: 'textarea', vModel: 'u' },
      );
      expect(validateFormData(d, { t: 'abcd' }).errors).toEqual([
        { path: 't', messageKey: 'form.validation.maxLength', params: { max: 3 } },
      ]);
      expect(errorsOf(d, { u: 'x'.repeat(10_001) })).toEqual(['u form.validation.maxLength']);
      expect(errorsOf(d, { t: 5 })).toEqual(['t form.validation.type']);
    });

    it('checks switches, dates, times and ranges', () => {
      const d = design(
        { kind: 'switch', vModel: 'on' },
        { kind: 'date', vModel: 'day' },
        { kind: 'time', vModel: 'at' },
        { kind: 'dateRange', vModel: 'period' },
        { kind: 'timeRange', vModel: 'hours' },
      );
      const ok = {
        on: false,
        day: '2024-05-01',
        at: '08:30',
        period: ['2024-05-01', '2024-05-03'],
        hours: ['9:00', '17:30:00'],
      };
      expect(errorsOf(d, ok)).toEqual([]);
      expect(errorsOf(d, { on: 'yes', day: 'tomorrow', at: '8h' })).toEqual([
        'on form.validation.type',
        'day form.validation.type',
        'at form.validation.type',
      ]);
      expect(
        errorsOf(d, { period: ['2024-05-03', '2024-05-01'], hours: ['18:00', '09:00'] }),
      ).toEqual(['period form.validation.range', 'hours form.validation.range']);
      expect(errorsOf(d, { period: ['2024-05-03'], hours: [null, null] })).toEqual([
        'period form.validation.type',
        'hours form.validation.type',
      ]);
    });
  });

  describe('uploads', () => {
    const d = design({
      kind: 'upload',
      vModel: 'files',
      maxCount: 2,
      maxSize: 1,
      sizeUnit: 'MB',
      accept: '.pdf,image/*',
    });

    it('accepts files within the limits', () => {
      expect(errorsOf(d, { files: [file('a.pdf', 1024), file('b.bin', 10, 'image/png')] })).toEqual(
        [],
      );
      expect(errorsOf(d, { files: [{ name: 'a.pdf', size: 1, type: '', id: 7 }] })).toEqual([]);
    });

    it('reports too many, too large and wrong type with params', () => {
      const result = validateFormData(d, {
        files: [file('a.pdf', 2 * 1024 * 1024), file('b.exe', 1), file('c.pdf', 1)],
      });
      expect(result.errors).toEqual([
        { path: 'files', messageKey: 'form.upload.tooMany', params: { max: 2 } },
        { path: 'files[0]', messageKey: 'form.upload.tooLarge', params: { max: 1, unit: 'MB' } },
        { path: 'files[1]', messageKey: 'form.upload.type', params: { accept: '.pdf,image/*' } },
      ]);
    });

    it('refuses malformed files', () => {
      for (const f of [
        'a.pdf',
        { name: 'a.pdf', size: 1, type: '' },
        { name: 'a.pdf', size: -1, type: '', url: '/x' },
        { name: 1, size: 1, type: '', url: '/x' },
        { name: 'a.pdf', size: '1', type: '', url: '/x' },
      ]) {
        expect(errorsOf(d, { files: [f] })).toEqual(['files[0] form.validation.type']);
      }
    });
  });

  describe('org select', () => {
    const d = design({ kind: 'orgSelect', vModel: 'o', maxNum: 2, tabs: ['dep', 'user'] });

    it('caps the number of selected nodes', () => {
      const user = (id: number) => ({ userId: id, username: `u${id}` });
      expect(
        errorsOf(d, { o: { dep: [{ deptId: 1, parentId: 0, name: '财务' }], user: [user(1)] } }),
      ).toEqual([]);
      expect(validateFormData(d, { o: { user: [user(1), user(2), user(3)] } }).errors).toEqual([
        { path: 'o', messageKey: 'form.org.tooMany', params: { max: 2 } },
      ]);
    });

    it('refuses tabs the widget does not offer and malformed nodes', () => {
      expect(errorsOf(d, { o: { role: [{ roleId: 1 }] } })).toEqual([
        'o.role form.validation.type',
      ]);
      expect(errorsOf(d, { o: { user: [{ nested: { a: 1 } }] } })).toEqual([
        'o.user form.validation.type',
      ]);
      expect(errorsOf(d, { o: { user: ['u1'] } })).toEqual(['o.user form.validation.type']);
      expect(errorsOf(d, { o: [] })).toEqual([]);
      expect(errorsOf(d, { o: 'all' })).toEqual(['o form.validation.type']);
    });
  });

  describe('tables', () => {
    const d = design(
      {
        kind: 'table',
        vModel: 'items',
        required: true,
        children: [
          { kind: 'input', vModel: 'name', required: true },
          { kind: 'number', vModel: 'qty', required: true, min: 1 },
          { kind: 'calculate', vModel: 'total', formula: 'items.qty * 2' },
          {
            kind: 'table',
            vModel: 'parts',
            children: [{ kind: 'input', vModel: 'sn', required: true }],
          },
        ],
      },
      { kind: 'calculate', vModel: 'sum', formula: 'items.qty' },
    );

    it('reports required cells per row with their paths', () => {
      const data = {
        items: [
          { name: 'a', qty: 1 },
          { name: 'b', qty: 2, total: 4, parts: [{ sn: 'x' }] },
          { name: '', qty: null },
        ],
      };
      expect(errorsOf(d, data)).toEqual([
        'items[2].name form.validation.required',
        'items[2].qty form.validation.required',
      ]);
    });

    it('checks nested tables, unknown cells and malformed rows', () => {
      expect(
        errorsOf(d, {
          items: [
            { name: 'a', qty: 0, parts: [{ sn: 'ok' }, { sn: '' }, { sn: 'x', extra: 1 }] },
            'row',
          ],
        }),
      ).toEqual([
        'items[0].qty form.validation.min',
        'items[0].parts[1].sn form.validation.required',
        'items[0].parts[2].extra form.validation.unknownField',
        'items[1] form.validation.type',
      ]);
    });

    it('refuses an empty required table', () => {
      expect(errorsOf(d, { items: [] })).toEqual(['items form.validation.required']);
      expect(errorsOf(d, { items: {} })).toEqual(['items form.validation.type']);
    });

    it('ignores calculate values but refuses non-numbers there', () => {
      expect(errorsOf(d, { items: [{ name: 'a', qty: 1, total: 12345 }], sum: 99 })).toEqual([]);
      expect(errorsOf(d, { items: [{ name: 'a', qty: 1 }], sum: null })).toEqual([]);
      expect(errorsOf(d, { items: [{ name: 'a', qty: 1, total: 'x'.repeat(1e6) }] })).toEqual([
        'items[0].total form.validation.type',
      ]);
    });
  });

  describe('strictness and hostile input', () => {
    const d = design({ kind: 'input', vModel: 'a' }, { kind: 'number', vModel: 'b' });

    it('reports unknown keys, __proto__ and constructor included', () => {
      expect(
        errorsOf(d, JSON.parse('{"a":"x","__proto__":{"admin":true},"constructor":1}')),
      ).toEqual([
        '__proto__ form.validation.unknownField',
        'constructor form.validation.unknownField',
      ]);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('refuses data that is not an object', () => {
      for (const data of [null, undefined, 'x', 42, [], [{ a: 'x' }], new Date()]) {
        expect(errorsOf(d, data)).toEqual([' form.validation.type']);
      }
    });

    it('does not read inherited values', () => {
      const data = Object.create({ a: 5 }) as object;
      expect(
        validateFormData(design({ kind: 'input', vModel: 'a', required: true }), data).errors,
      ).toEqual([{ path: '', messageKey: 'form.validation.type', params: { expected: 'object' } }]);
      const nullProto = Object.assign(Object.create(null) as object, { a: 'x' });
      expect(errorsOf(d, nullProto)).toEqual([]);
    });

    it('caps the number of errors and shortens long keys', () => {
      const data = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
      const result = validateFormData(d, data);
      expect(result.valid).toBe(false);
      expect(result.errors).toHaveLength(MAX_VALIDATION_ERRORS);
      const long = validateFormData(d, { ['x'.repeat(1e6)]: 1 });
      expect(long.errors[0]!.path.length).toBeLessThanOrEqual(101);
    });

    it('reports a broken design instead of throwing', () => {
      for (const schema of [null, 'x', { fields: 'x' }, { fields: [{ kind: 'input' }] }]) {
        const result = validateFormData(schema as FormDesignInput, {});
        expect(result.valid).toBe(false);
        expect(result.errors.every((e) => e.messageKey === 'form.validation.designError')).toBe(
          true,
        );
      }
    });

    it('never throws and only uses known message keys', () => {
      const rich = design(
        { kind: 'input', vModel: 'a', required: true, regList: [{ pattern: '^a' }] },
        { kind: 'number', vModel: 'b', min: 0 },
        { kind: 'orgSelect', vModel: 'o' },
        { kind: 'upload', vModel: 'f', maxCount: 1, accept: '.pdf' },
        { kind: 'select', vModel: 's', options: [{ label: 'x', value: 'x' }], multiple: true },
        { kind: 'table', vModel: 't', children: [{ kind: 'input', vModel: 'a', required: true }] },
        { kind: 'dateRange', vModel: 'r' },
      );
      const keys = ['a', 'b', 'o', 'f', 's', 't', 'r', '__proto__', 'x'];
      const data = fc.oneof(
        fc.anything(),
        fc.dictionary(fc.constantFrom(...keys), fc.anything()),
        fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(
            fc.array(fc.dictionary(fc.constantFrom(...keys, 'name', 'size'), fc.anything())),
            fc.anything(),
          ),
        ),
      );
      fc.assert(
        fc.property(data, (value) => {
          const result = validateFormData(rich, value);
          expect(result.valid).toBe(result.errors.length === 0);
          for (const e of result.errors) expect(VALIDATION_MESSAGE_KEYS).toContain(e.messageKey);
        }),
        { numRuns: 500 },
      );
    });
  });
});
