import { ORG_CODE_MAX, ORG_CODE_PATTERN } from '@depot/shared';
import type { Rule } from 'antd/es/form';

/** The shared limits of `sort` (the server's). */
export { SORT_MAX, SORT_MIN } from '@depot/shared';

export function requiredText(message: string): Rule {
  return { required: true, whitespace: true, message };
}

export function codeRules(required: string, pattern: string): Rule[] {
  return [
    requiredText(required),
    { pattern: ORG_CODE_PATTERN, message: pattern },
    { max: ORG_CODE_MAX, message: pattern },
  ];
}

/** Trims a text field; an empty one becomes null (the server clears it). */
export function textOrNull(value: string | undefined | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}
