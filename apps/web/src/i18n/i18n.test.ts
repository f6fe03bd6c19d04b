import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGE_KEYS } from '@depot/shared';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const languages = { 'zh-CN': flatten(zhCN), 'en-US': flatten(enUS) };

describe('i18n resources', () => {
  it('have the same keys in both languages', () => {
    const zh = [...languages['zh-CN'].keys()].sort();
    const en = [...languages['en-US'].keys()].sort();
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
  });

  it.each(Object.entries(languages))('%s has no empty or non-text value', (_, entries) => {
    const bad = [...entries].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad).toEqual([]);
  });

  it('cover the whole SPEC §8 status catalogue', () => {
    for (const key of Object.values(STATUS_MESSAGE_KEYS)) {
      expect(languages['zh-CN'].has(key), key).toBe(true);
      expect(languages['en-US'].has(key), key).toBe(true);
    }
  });

  it('keep interpolation placeholders identical across languages', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const [key, zh] of languages['zh-CN']) {
      expect(placeholders(languages['en-US'].get(key)), key).toEqual(placeholders(zh));
    }
  });
});
