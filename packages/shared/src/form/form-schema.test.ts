import { describe, expect, it } from 'vitest';
import {
  checkDesign,
  formDesignSchema,
  type FormDesign,
  type FormDesignInput,
} from './form-schema';
import { ORG_TABS } from './org-value';

function parse(fields: unknown[]): FormDesign {
  return formDesignSchema.parse({ fields });
}

function issues(fields: unknown[]): string[] {
  const result = formDesignSchema.safeParse({ fields });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('formDesignSchema', () => {
  it('fills in defaults', () => {
    const design = parse([
      { kind: 'input', vModel: 'name' },
      { kind: 'orgSelect', vModel: 'owner' },
      { kind: 'upload', vModel: 'files', maxCount: 3 },
      { kind: 'table', vModel: 'items', children: [{ kind: 'number', vModel: 'qty' }] },
      { kind: 'richText', vModel: 'body' },
      { kind: 'select', vModel: 's', options: [{ label: 'A', value: 'a' }] },
    ]);
    expect(design.fields[0]).toEqual({
      kind: 'input',
      vModel: 'name',
      label: '',
      required: false,
      regList: [],
    });
    expect(design.fields[1]).toMatchObject({
      buttonType: 'input',
      searchable: true,
      maxNum: 99,
      tabs: [...ORG_TABS],
    });
    expect(design.fields[2]).toMatchObject({ maxCount: 3, sizeUnit: 'MB' });
    expect(design.fields[3]).toMatchObject({ tableType: 'table', showSummary: false });
    expect(design.fields[4]).toMatchObject({ height: 300 });
    expect(design.fields[5]).toMatchObject({ multiple: false });
  });

  it('keeps every documented widget setting', () => {
    const input: FormDesignInput = {
      fields: [
        {
          kind: 'table',
          vModel: 'items',
          label: '明细',
          required: true,
          tableType: 'list',
          actionText: '添加一行',
          showSummary: true,
          summaryColumns: ['total'],
          children: [
            { kind: 'amount', vModel: 'price', min: 0, max: 100, showChinese: true, formId: 101 },
            {
              kind: 'calculate',
              vModel: 'total',
              formula: 'items.price * 2',
              showChinese: true,
            },
            { kind: 'table', vModel: 'parts', children: [{ kind: 'input', vModel: 'sn' }] },
          ],
        },
        {
          kind: 'row',
          children: [
            {
              kind: 'input',
              vModel: 'phone',
              regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '手机号格式错误' }],
              defaultValue: '',
              maxLength: 11,
            },
          ],
        },
        {
          kind: 'orgSelect',
          vModel: 'approvers',
          title: '选择审批人',
          buttonType: 'button',
          searchable: false,
          maxNum: 5,
          tabs: ['user', 'dep&user'],
        },
        {
          kind: 'upload',
          vModel: 'files',
          maxCount: 2,
          maxSize: 5,
          sizeUnit: 'KB',
          accept: '.pdf',
        },
        { kind: 'dateRange', vModel: 'period', showDuration: true, durationUnit: 'day' },
      ],
    };
    const design = formDesignSchema.parse(input);
    expect(design).toEqual({
      fields: [
        expect.objectContaining({
          tableType: 'list',
          actionText: '添加一行',
          showSummary: true,
          summaryColumns: ['total'],
        }),
        expect.objectContaining({ kind: 'row' }),
        expect.objectContaining({ title: '选择审批人', maxNum: 5, tabs: ['user', 'dep&user'] }),
        expect.objectContaining({ maxSize: 5, sizeUnit: 'KB', accept: '.pdf' }),
        expect.objectContaining({ showDuration: true, durationUnit: 'day' }),
      ],
    });
  });

  it('strips unknown properties', () => {
    const design = parse([{ kind: 'input', vModel: 'a', tagIcon: 'input', onClick: 'x' }]);
    expect(design.fields[0]).not.toHaveProperty('tagIcon');
  });

  it('refuses bad names, kinds, patterns, formulas and bounds', () => {
    expect(issues([{ kind: 'input', vModel: '1a' }])).toHaveLength(1);
    expect(issues([{ kind: 'input', vModel: '__proto__' }])).toHaveLength(1);
    expect(issues([{ kind: 'input', vModel: 'a.b' }])).toHaveLength(1);
    expect(issues([{ kind: 'input' }])).toHaveLength(1);
    expect(issues([{ kind: 'marquee', vModel: 'a' }])).toHaveLength(1);
    expect(issues([{ kind: 'input', vModel: 'a', regList: [{ pattern: '(' }] }])).toEqual([
      'fields.0.regList.0.pattern: Invalid regular expression',
    ]);
    expect(issues([{ kind: 'calculate', vModel: 'c', formula: '1 +' }])[0]).toMatch(
      /^fields\.0\.formula: Formula ends/,
    );
    expect(issues([{ kind: 'number', vModel: 'n', min: 5, max: 1 }])).toEqual([
      'fields.0.max: min must not exceed max',
    ]);
    expect(issues([{ kind: 'orgSelect', vModel: 'o', tabs: ['dep', 'dep'] }])).toHaveLength(1);
    expect(issues([{ kind: 'orgSelect', vModel: 'o', tabs: ['team'] }])).toHaveLength(1);
    expect(issues([{ kind: 'orgSelect', vModel: 'o', tabs: [] }])).toHaveLength(1);
    expect(issues([{ kind: 'table', vModel: 't', tableType: 'grid', children: [] }])).toHaveLength(
      1,
    );
  });

  it('refuses duplicate vModels on a level, rows included, but not across tables', () => {
    expect(
      issues([
        { kind: 'input', vModel: 'a' },
        { kind: 'row', children: [{ kind: 'number', vModel: 'a' }] },
      ]),
    ).toEqual(['fields.1.children.0.vModel: Duplicate vModel "a"']);
    expect(
      issues([
        { kind: 'input', vModel: 'a' },
        { kind: 'table', vModel: 't', children: [{ kind: 'input', vModel: 'a' }] },
      ]),
    ).toEqual([]);
  });

  it('refuses formulas over unknown fields and self-dependent formulas', () => {
    expect(
      issues([
        { kind: 'number', vModel: 'a' },
        { kind: 'table', vModel: 't', children: [{ kind: 'number', vModel: 'q' }] },
        { kind: 'calculate', vModel: 'c', formula: 'a + t.q + b + t.x + u.q' },
      ]),
    ).toEqual([
      'fields.2.formula: Formula refers to unknown field "b"',
      'fields.2.formula: Formula refers to unknown field "t.x"',
      'fields.2.formula: Formula refers to unknown field "u.q"',
    ]);
    expect(
      issues([
        { kind: 'calculate', vModel: 'x', formula: 'y + 1' },
        { kind: 'calculate', vModel: 'y', formula: 'x * 2' },
        { kind: 'calculate', vModel: 'z', formula: 'z' },
      ]),
    ).toEqual([
      'fields.0.formula: Formula of "x" depends on itself',
      'fields.1.formula: Formula of "y" depends on itself',
      'fields.2.formula: Formula of "z" depends on itself',
    ]);
  });

  it('checkDesign passes a sound design', () => {
    const design = parse([
      { kind: 'number', vModel: 'a' },
      { kind: 'calculate', vModel: 'b', formula: 'a * 2' },
      { kind: 'calculate', vModel: 'c', formula: 'b + a' },
    ]);
    expect(checkDesign(design.fields)).toEqual([]);
  });
});
