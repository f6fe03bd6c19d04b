import type { DataWidget } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { designedValueText } from './designed-values';

const words = { yes: '是', no: '否' };
const widget = (w: object) => ({ vModel: 'f', label: 'F', required: false, ...w }) as DataWidget;

describe('designed values in words', () => {
  it('names options, cascader paths and org nodes by their labels', () => {
    const select = widget({
      kind: 'checkbox',
      options: [
        { label: '键盘', value: 1 },
        { label: '鼠标', value: 2 },
      ],
    });
    expect(designedValueText(select, [2, 1], words)).toBe('鼠标, 键盘');
    const area = widget({
      kind: 'cascader',
      options: [{ label: '华东', value: 'e', children: [{ label: '上海', value: 'sh' }] }],
    });
    expect(designedValueText(area, ['e', 'sh'], words)).toBe('华东 / 上海');
    const org = widget({ kind: 'orgSelect' });
    const value = {
      user: [{ userId: 7, nickname: '王师傅' }],
      dep: [{ deptId: 3, name: '运维部' }],
    };
    expect(designedValueText(org, value, words)).toBe('运维部, 王师傅');
  });

  it('says yes or no, writes dates as days, and a dash for nothing', () => {
    expect(designedValueText(widget({ kind: 'switch' }), false, words)).toBe('否');
    const date = widget({ kind: 'date' });
    expect(designedValueText(date, '2026-03-01', words)).toBe('2026-03-01');
    expect(designedValueText(date, 1_767_268_800_000, words)).toBe('2026-01-01');
    const range = widget({ kind: 'dateRange' });
    expect(designedValueText(range, ['2026-01-01', '2026-01-31'], words)).toBe(
      '2026-01-01 ~ 2026-01-31',
    );
    expect(designedValueText(widget({ kind: 'input' }), '', words)).toBe('—');
    expect(designedValueText(widget({ kind: 'number' }), 32, words)).toBe('32');
  });
});
