import type { Rule } from 'antd/es/form';

/** The server's code rule (letters, digits, `_`, `.`, `-`; at most 64). */
export const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export const SORT_MIN = -1_000_000;
export const SORT_MAX = 1_000_000;

export function requiredText(message: string): Rule {
  return { required: true, whitespace: true, message };
}

export function codeRules(required: string, pattern: string): Rule[] {
  return [requiredText(required), { pattern: CODE_PATTERN, message: pattern }];
}

/** Trims a text field; an empty one becomes null (the server clears it). */
export function textOrNull(value: string | undefined | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}
