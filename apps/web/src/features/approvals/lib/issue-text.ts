import type { TFunction } from 'i18next';

/** A zod issue as the shared schemas report it (kept structural: the web app does not import zod). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

/** The shared schemas' own message keys (`validation.amount`) this area words. */
const OWN_KEYS = ['amount', 'amountRange'] as const;

/**
 * An issue of a shared schema in the user's words: the schema's own keys (`validation.amount`),
 * else by what went wrong: empty, too long, too many, out of range, not a whole number.
 */
export function issueText(t: TFunction, issue: SchemaIssue): string {
  const own = OWN_KEYS.find((key) => issue.message === `validation.${key}`);
  if (own) return t(`approvals.validation.${own}`);
  const limit = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return t('approvals.validation.required');
      if (issue.origin === 'array') return t('approvals.validation.atLeastOne');
      return t('approvals.validation.tooSmall', { min: limit(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return t('approvals.validation.tooLong', { max: limit(issue.maximum) });
      if (issue.origin === 'array')
        return t('approvals.validation.tooMany', { max: limit(issue.maximum) });
      return t('approvals.validation.tooBig', { max: limit(issue.maximum) });
    case 'invalid_type':
      if (issue.expected === 'int') return t('approvals.validation.wholeNumber');
      return t('approvals.validation.required');
    case 'invalid_value':
    case 'invalid_union':
      return t('approvals.validation.choose');
    default:
      return t('approvals.validation.invalid');
  }
}

/** The same path, element by element (`['steps', 0, 'name']`). */
export function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((part, i) => String(part) === String(b[i]));
}
