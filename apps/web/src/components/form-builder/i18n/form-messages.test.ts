import { describe, expect, it } from 'vitest';
import { FORM_MESSAGE_KEYS } from '@depot/shared';
import { i18n } from '../../../i18n';

describe('form builder texts', () => {
  it.each(['zh-CN', 'en-US'])('%s translates every key the shared form logic hands out', (lng) => {
    const missing = FORM_MESSAGE_KEYS.filter((key) => !i18n.exists(key, { lng }));
    expect(missing).toEqual([]);
  });

  it('words the SPEC §5 and §8 messages', () => {
    const en = i18n.getFixedT('en-US');
    expect(en('form.upload.tooMany', { max: 3 })).toBe('exceeded the quantity limit, at most 3');
    expect(en('form.org.tooMany', { max: 99 })).toBe('at most 99 items can be selected');
    expect(en('form.amount.tooLarge')).toBe('amount too large to calculate');
    expect(en('form.timeAgo.minutesAgo', { count: 1 })).toBe('1 minute ago');
    expect(en('form.timeAgo.minutesAgo', { count: 5 })).toBe('5 minutes ago');
    const zh = i18n.getFixedT('zh-CN');
    expect(zh('form.upload.tooMany', { max: 3 })).toBe('超出数量限制，最多 3 个');
    expect(zh('form.table.confirmDelete')).toBe('确定删除该行数据吗？');
    expect(zh('form.timeAgo.minutesAgo', { count: 5 })).toBe('5 分钟前');
  });
});
