import { z } from 'zod';
import { translate, type Language } from './i18n';
import { isMessageKey } from './i18n';

/**
 * Zod's default text for a missing value is "Invalid input: expected string, received
 * undefined"; people filling a form expect "Required". Set once for the whole server.
 */
const REQUIRED = 'validation.required';
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined,
});

// zod's own wording in each language for issues a route schema did not word itself.
const zodLocales: Record<Language, ReturnType<typeof z.locales.en>> = {
  'zh-CN': z.locales.zhCN(),
  'en-US': z.locales.en(),
};

/** A zod issue as zod reports it, or as fastify-type-provider-zod hands it back. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  [detail: string]: unknown;
}

/**
 * The text of one issue in the caller's language: our own message keys (the server's and the
 * shared `profile.validation.*` keys the client also knows) are translated, zod's generic
 * issues get zod's wording in that language.
 */
function issueText(issue: FieldIssue, language: Language, translateKey: KeyTranslator): string {
  if (isMessageKey(issue.message)) return translate(language, issue.message);
  const own = translateKey(issue.message, language);
  if (own) return own;
  if (issue.code) {
    // The issue object carries what the locale needs (code, expected, minimum, format…).
    const localized = zodLocales[language].localeError(issue as never);
    const text = typeof localized === 'string' ? localized : localized?.message;
    if (text) return text;
  }
  return issue.message;
}

/** Translates message keys defined outside the server (e.g. shared form rules). */
export type KeyTranslator = (key: string, language: Language) => string | undefined;

/** "username: Required; size: Too big…" — the msg of a 400, naming each bad field. */
export function describeIssues(
  issues: readonly FieldIssue[],
  fallbackField: string,
  language: Language,
  translateKey: KeyTranslator = () => undefined,
): string {
  return issues
    .map((issue) =>
      translate(language, 'validation.field', {
        field: issue.path.map(String).join('.') || fallbackField,
        message: issueText(issue, language, translateKey),
      }),
    )
    .join('; ');
}

/** Fastify reports a field as `/a/0/b`; turn it back into a path. */
export function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}
