import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { areasZhCN } from '../i18n/locales/areas/zh-CN';
import { baseZhCN } from '../i18n/locales/base/zh-CN';
import { certificateZhCN } from '../i18n/locales/certificate/zh-CN';
import { zhCN } from '../i18n/locales/zh-CN';
import { flattenTexts, placeholders } from '../test/text-keys';
import { AREA_WORDS, AREA_WORDS_TEXTS } from './area-words';

describe('the areas’ words (features/<area>/words)', () => {
  it.each(Object.entries(AREA_WORDS))(
    '%s has the same keys in both languages, each a text with the same placeholders',
    async (_, words) => {
      const zh = flattenTexts(await words['zh-CN']());
      const en = flattenTexts(await words['en-US']());
      expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
      for (const [key, text] of [...zh, ...en]) {
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
      }
      for (const [key, text] of zh)
        expect(placeholders(en.get(key)), key).toEqual(placeholders(text));
    },
  );

  it('take sections no other part of the texts has', () => {
    const others = [baseZhCN, zhCN, areasZhCN, certificateZhCN].flatMap((part) =>
      Object.keys(part),
    );
    expect(Object.keys(AREA_WORDS).filter((section) => others.includes(section))).toEqual([]);
  });

  it('load as one part, each area under its key', async () => {
    const english = await AREA_WORDS_TEXTS['en-US']();
    expect(Object.keys(english)).toEqual(Object.keys(AREA_WORDS));
    // The test setup loaded them as the areas' pages do: t() finds them in either language.
    expect(i18n.t('equipment.title', { lng: 'zh-CN' })).toBe('设备天线');
    expect(i18n.t('equipment.title', { lng: 'en-US' })).toBe('Equipment antennas');
  });
});
