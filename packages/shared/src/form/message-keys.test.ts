import { describe, expect, it } from 'vitest';
import { FORM_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from './message-keys';

describe('form message keys', () => {
  it('are unique and under form.', () => {
    expect(new Set(FORM_MESSAGE_KEYS).size).toBe(FORM_MESSAGE_KEYS.length);
    for (const key of FORM_MESSAGE_KEYS) expect(key).toMatch(/^form\.[a-zA-Z]+\.[a-zA-Z]+$/);
  });

  it('include the keys named in the issue', () => {
    for (const key of [
      'form.validation.required',
      'form.validation.pattern',
      'form.validation.option',
      'form.validation.min',
      'form.validation.max',
      'form.upload.tooMany',
      'form.upload.tooLarge',
      'form.upload.type',
      'form.amount.tooLarge',
      'form.timeAgo.justNow',
      'form.formula.expectedOperand',
    ]) {
      expect(FORM_MESSAGE_KEYS).toContain(key);
    }
    expect(FORM_MESSAGE_KEYS).toEqual(expect.arrayContaining([...VALIDATION_MESSAGE_KEYS]));
  });

  it('never use a key as both a text and a group (i18next nesting)', () => {
    for (const key of FORM_MESSAGE_KEYS) {
      expect(FORM_MESSAGE_KEYS.some((other) => other.startsWith(`${key}.`))).toBe(false);
    }
  });
});
