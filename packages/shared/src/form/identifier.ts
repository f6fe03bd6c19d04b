/**
 * Field names (vModel) as formulas and form data use them: letters of any script (Chinese
 * included), digits and underscore, not starting with a digit. Names that would reach
 * Object.prototype are reserved.
 */
export const IDENTIFIER_PATTERN = /^[\p{L}_][\p{L}\p{Nd}_]*$/u;
export const IDENTIFIER_START = /[\p{L}_]/u;
export const IDENTIFIER_PART = /[\p{L}\p{Nd}_]/u;
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);
export const MAX_IDENTIFIER_LENGTH = 64;

export function isIdentifier(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_IDENTIFIER_LENGTH &&
    IDENTIFIER_PATTERN.test(value) &&
    !RESERVED_NAMES.has(value)
  );
}
