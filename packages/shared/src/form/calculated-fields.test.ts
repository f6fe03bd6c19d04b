import { describe, expect, it } from 'vitest';
import { computeCalculatedFields } from './calculated-fields';
import { formDesignSchema } from './form-schema';
import type { FormWidget } from './widget-schema';

function fieldsOf(fields: unknown[]): FormWidget[] {
  return formDesignSchema.parse({ fields }).fields;
}

describe('computeCalculatedFields', () => {
  it('computes in dependency order, whatever the design order', () => {
    const fields = fieldsOf([
      { kind: 'calculate', vModel: 'c', formula: 'b + 1' },
      { kind: 'calculate', vModel: 'b', formula: 'a * 2' },
      { kind: 'number', vModel: 'a' },
    ]);
    expect(computeCalculatedFields(fields, { a: 3, b: 999, c: 'x' })).toEqual({ a: 3, b: 6, c: 7 });
  });

  it('computes row columns with the row, then totals over them', () => {
    const fields = fieldsOf([
      { kind: 'calculate', vModel: 'total', formula: 'items.amount * (1 + rate)' },
      { kind: 'number', vModel: 'rate' },
      {
        kind: 'table',
        vModel: 'items',
        children: [
          { kind: 'number', vModel: 'qty' },
          { kind: 'amount', vModel: 'price' },
          { kind: 'calculate', vModel: 'amount', formula: 'items.qty * items.price' },
        ],
      },
    ]);
    const data = {
      rate: 0.1,
      items: [
        { qty: 2, price: 1.5 },
        { qty: 1, price: 7, amount: 1000 },
      ],
    };
    const out = computeCalculatedFields(fields, data);
    expect(out).toEqual({
      rate: 0.1,
      total: 11,
      items: [
        { qty: 2, price: 1.5, amount: 3 },
        { qty: 1, price: 7, amount: 7 },
      ],
    });
    expect(data.items[1]).toEqual({ qty: 1, price: 7, amount: 1000 }); // not mutated
  });

  it('computes nested table columns with the innermost row', () => {
    const fields = fieldsOf([
      { kind: 'number', vModel: 'k' },
      {
        kind: 'table',
        vModel: 't',
        children: [
          {
            kind: 'table',
            vModel: 'u',
            children: [
              { kind: 'number', vModel: 'x' },
              { kind: 'calculate', vModel: 'y', formula: 'u.x * k' },
            ],
          },
        ],
      },
    ]);
    expect(
      computeCalculatedFields(fields, { k: 10, t: [{ u: [{ x: 1 }, { x: 2 }] }, 'junk'] }),
    ).toEqual({
      k: 10,
      t: [
        {
          u: [
            { x: 1, y: 10 },
            { x: 2, y: 20 },
          ],
        },
        'junk',
      ],
    });
  });

  it('gives 0 for cycles and broken formulas', () => {
    const fields: FormWidget[] = [
      {
        kind: 'calculate',
        vModel: 'x',
        formula: 'y + 1',
        label: '',
        required: false,
        regList: [],
        showChinese: false,
      },
      {
        kind: 'calculate',
        vModel: 'y',
        formula: 'x + 1',
        label: '',
        required: false,
        regList: [],
        showChinese: false,
      },
      {
        kind: 'calculate',
        vModel: 'z',
        formula: '1 +',
        label: '',
        required: false,
        regList: [],
        showChinese: false,
      },
    ];
    expect(computeCalculatedFields(fields, { x: 5 })).toEqual({ x: 0, y: 0, z: 0 });
  });

  it('starts from an empty object when the data is not one', () => {
    const fields = fieldsOf([{ kind: 'calculate', vModel: 'c', formula: '2 * 3' }]);
    expect(computeCalculatedFields(fields, 'junk')).toEqual({ c: 6 });
    expect(computeCalculatedFields(fields, null)).toEqual({ c: 6 });
  });
});
