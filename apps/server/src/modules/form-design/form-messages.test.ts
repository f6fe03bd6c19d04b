import { formDesignSchema, VALIDATION_MESSAGE_KEYS, type FormDesignInput } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { translate } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/en-US';
import { formEnUS } from '../../../../web/src/components/form-builder/i18n/en-US';
import { formZhCN } from '../../../../web/src/components/form-builder/i18n/zh-CN';
import { describeFormErrors, fieldName } from './form-messages';

const design = formDesignSchema.parse({
  fields: [
    { kind: 'input', vModel: 'title', label: '标题' },
    { kind: 'number', vModel: 'qty', label: '' },
    {
      kind: 'table',
      vModel: 'items',
      label: '明细',
      children: [
        { kind: 'input', vModel: 'item', label: '品名' },
        {
          kind: 'table',
          vModel: 'parts',
          label: '配件',
          children: [{ kind: 'number', vModel: 'n', label: '数量' }],
        },
      ],
    },
  ],
} satisfies FormDesignInput);

/** A text of the web client's `form` block by its key ('form.validation.required'). */
function clientText(texts: object, key: string): string {
  const value = key
    .split('.')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  return String(value).replace(/\{\{(\w+)\}\}/g, '{$1}');
}

describe('texts of refused form data', () => {
  it('words every validateFormData key as the web client does, in both languages', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      expect(translate('en-US', key as MessageKey)).toBe(clientText(formEnUS, key));
      expect(translate('zh-CN', key as MessageKey)).toBe(clientText(formZhCN, key));
    }
  });

  it('names a field by its label, a table cell by table, row and column', () => {
    expect(fieldName(design.fields, 'title', 'zh-CN')).toBe('标题');
    expect(fieldName(design.fields, 'qty', 'en-US')).toBe('qty');
    expect(fieldName(design.fields, 'items[2].item', 'en-US')).toBe('明细 row 3 "品名"');
    expect(fieldName(design.fields, 'items[0].item', 'zh-CN')).toBe('明细第 1 行“品名”');
    expect(fieldName(design.fields, 'items[0].parts[1].n', 'zh-CN')).toBe(
      '明细第 1 行“配件第 2 行“数量””',
    );
    expect(fieldName(design.fields, 'nope.x', 'en-US')).toBe('nope.x');
    expect(fieldName(design.fields, '', 'en-US')).toBe('form data');
  });

  it('lists the problems, a pattern rule with its own message', () => {
    const errors = [
      { path: 'title', messageKey: 'form.validation.required', params: { label: '标题' } },
      { path: 'qty', messageKey: 'form.validation.max', params: { max: 5 } },
      { path: 'title', messageKey: 'form.validation.pattern', message: '编码格式如 IT-01' },
    ];
    expect(describeFormErrors(design.fields, errors, 'en-US')).toBe(
      '标题: cannot be empty; qty: must not be greater than 5; 标题: 编码格式如 IT-01',
    );
    expect(describeFormErrors(design.fields, errors, 'zh-CN')).toBe(
      '标题：不能为空；qty：不能大于 5；标题：编码格式如 IT-01',
    );
  });

  it('shows at most ten problems', () => {
    const errors = Array.from({ length: 12 }, () => ({
      path: 'title',
      messageKey: 'form.validation.required',
    }));
    const text = describeFormErrors(design.fields, errors, 'en-US');
    expect(text.match(/cannot be empty/g)).toHaveLength(10);
    expect(text.endsWith('; …')).toBe(true);
  });
});
