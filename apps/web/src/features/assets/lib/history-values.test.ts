import type { FormDesign } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { historyValueText, type HistoryWords } from './history-values';

const design = {
  fields: [
    {
      kind: 'select',
      vModel: 'os',
      label: '操作系统',
      options: [
        { label: 'Windows 11', value: 'win11' },
        { label: 'macOS', value: 'mac' },
      ],
    },
  ],
} as unknown as FormDesign;

const words: HistoryWords = {
  status: (s) => ({ idle: '闲置', inUse: '在用' })[s as 'idle'] ?? s,
  yes: '是',
  no: '否',
  names: { custodianId: new Map([[7, '王师傅']]) },
  design,
};

describe('a history value in the user’s words', () => {
  it('words statuses, ids, options, booleans and empties', () => {
    expect(historyValueText('status', 'inUse', words)).toBe('在用');
    expect(historyValueText('custodianId', 7, words)).toBe('王师傅');
    expect(historyValueText('custodianId', 8, words)).toBe('#8');
    expect(historyValueText('custom.os', 'mac', words)).toBe('macOS');
    expect(historyValueText('custom.os', ['win11', 'mac'], words)).toBe('Windows 11, macOS');
    expect(historyValueText('custom.os', 'linux', words)).toBe('linux');
    expect(historyValueText('custom.encrypted', true, words)).toBe('是');
    expect(historyValueText('remark', null, words)).toBe('—');
    expect(historyValueText('price', '8999.00', words)).toBe('8999.00');
  });

  it('lists the names of the files an asset held, none as a dash', () => {
    expect(historyValueText('files', ['正面.png', 'manual.pdf'], words)).toBe(
      '正面.png, manual.pdf',
    );
    expect(historyValueText('files', [], words)).toBe('—');
  });
});
