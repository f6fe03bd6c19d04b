import { describe, expect, it } from 'vitest';
import { allDataWidgets, levelWidgets } from './design-walk';
import { formDesignSchema } from './form-schema';

const { fields } = formDesignSchema.parse({
  fields: [
    { kind: 'input', vModel: 'a' },
    { kind: 'row', children: [{ kind: 'row', children: [{ kind: 'number', vModel: 'b' }] }] },
    {
      kind: 'table',
      vModel: 't',
      children: [
        { kind: 'input', vModel: 'c' },
        { kind: 'table', vModel: 'u', children: [{ kind: 'input', vModel: 'd' }] },
      ],
    },
  ],
});

describe('design walk', () => {
  it('looks through rows on a level without entering tables', () => {
    expect(levelWidgets(fields).map((p) => [p.widget.vModel, p.designPath])).toEqual([
      ['a', [0]],
      ['b', [1, 'children', 0, 'children', 0]],
      ['t', [2]],
    ]);
  });

  it('lists every data widget with its enclosing tables', () => {
    expect(allDataWidgets(fields).map((p) => [p.widget.vModel, p.tables])).toEqual([
      ['a', []],
      ['b', []],
      ['t', []],
      ['c', ['t']],
      ['u', ['t']],
      ['d', ['t', 'u']],
    ]);
  });
});
