import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { subOrderName, timelineNote } from './timeline-text';

const t = i18n.t.bind(i18n);

describe('timeline notes', () => {
  it('read what the server keeps in the reason of each kind of entry', () => {
    const note = (action: string, reason: string | null) => timelineNote(t, { action, reason });
    expect(note('pause', '等配件')).toBe('原因：等配件');
    expect(note('cancel', '重复报修')).toBe('原因：重复报修');
    expect(note('dispatch', '王师傅')).toBe('派给：王师傅');
    expect(note('evaluate', '很满意')).toBe('评价：很满意');
    expect(note('edit', 'storeId, remark')).toBe('修改了：门店、备注');
    expect(note('suborder.edit', 'labourCost, afterPhotos')).toBe('修改了：人工费、维修后照片');
    expect(note('suborder.create', '水电')).toBeUndefined();
    expect(note('start', null)).toBeUndefined();
  });

  it('name the sub-order by its trade now, or as the entry recorded it', () => {
    const names = new Map([[9, '空调']]);
    expect(subOrderName({ action: 'suborder.start', subOrderId: 9, reason: null }, names)).toBe(
      '空调',
    );
    expect(subOrderName({ action: 'suborder.delete', subOrderId: 8, reason: '水电' }, names)).toBe(
      '水电',
    );
    expect(subOrderName({ action: 'pause', subOrderId: null, reason: '等配件' }, names)).toBe(
      undefined,
    );
  });
});
