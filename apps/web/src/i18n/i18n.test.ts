import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_MESSAGE_KEYS } from '@depot/shared';
import { applyLanguage, i18n, loadTexts, type TextPart } from '.';
import { areasEnUS } from './locales/areas/en-US';
import { areasZhCN } from './locales/areas/zh-CN';
import { baseEnUS } from './locales/base/en-US';
import { baseZhCN } from './locales/base/zh-CN';
import { certificateEnUS } from './locales/certificate/en-US';
import { certificateZhCN } from './locales/certificate/zh-CN';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';
import { flattenTexts, placeholders } from '../test/text-keys';

const languages = {
  'zh-CN': flattenTexts({ ...baseZhCN, ...zhCN, ...areasZhCN, ...certificateZhCN }),
  'en-US': flattenTexts({ ...baseEnUS, ...enUS, ...areasEnUS, ...certificateEnUS }),
};

describe('i18n resources', () => {
  it('have the same keys in both languages', () => {
    const zh = [...languages['zh-CN'].keys()].sort();
    const en = [...languages['en-US'].keys()].sort();
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('have each section in one part only: the base, the app, the areas or the signing page', () => {
    const sections = [baseZhCN, zhCN, areasZhCN, certificateZhCN].flatMap((part) =>
      Object.keys(part),
    );
    expect(sections.filter((section, i) => sections.indexOf(section) !== i)).toEqual([]);
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
    for (const [key, zh] of languages['zh-CN']) {
      expect(placeholders(languages['en-US'].get(key)), key).toEqual(placeholders(zh));
    }
  });
});

describe('text parts', () => {
  /** A part whose en-US texts arrive when the test says so. */
  function heldPart(name: string) {
    let release: (() => void) | undefined;
    const asked = vi.fn();
    const part: TextPart = {
      'zh-CN': () => Promise.resolve({ [name]: { text: `${name}：中文` } }),
      'en-US': () => {
        asked();
        return new Promise<object>((resolve) => {
          release = () => resolve({ [name]: { text: `${name}: English` } });
        });
      },
    };
    return { part, asked, release: () => release?.() };
  }
  const text = (name: string) => i18n.t(`${name}.text` as 'common.ok');

  afterEach(async () => {
    applyLanguage('zh-CN');
    await vi.waitFor(() => expect(i18n.language).toBe('zh-CN'));
  });

  it('load in the language shown, and a switch waits for every part in use', async () => {
    const probe = heldPart('probeA');
    await loadTexts(probe.part);
    expect(text('probeA')).toBe('probeA：中文');
    expect(probe.asked).not.toHaveBeenCalled();

    applyLanguage('en-US');
    await vi.waitFor(() => expect(probe.asked).toHaveBeenCalled());
    expect(i18n.language).toBe('zh-CN');
    probe.release();
    await vi.waitFor(() => expect(i18n.language).toBe('en-US'));
    expect(text('probeA')).toBe('probeA: English');
  });

  it('put in use during a switch are loaded in the new language before it shows', async () => {
    const first = heldPart('probeB');
    const second = heldPart('probeC');
    await loadTexts(first.part);
    applyLanguage('en-US');
    await vi.waitFor(() => expect(first.asked).toHaveBeenCalled());
    // A page asks for its texts while the switch waits: shown in Chinese, asked in English too.
    const pageTexts = loadTexts(second.part);
    await vi.waitFor(() => expect(second.asked).toHaveBeenCalled());
    first.release();
    await vi.waitFor(() => expect(i18n.getResource('en-US', 'translation', 'probeB')).toBeTruthy());
    expect(i18n.language).toBe('zh-CN');
    second.release();
    await pageTexts;
    await vi.waitFor(() => expect(i18n.language).toBe('en-US'));
    expect(text('probeC')).toBe('probeC: English');
  });
});
