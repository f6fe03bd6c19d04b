import type { FormRule } from 'antd';

/** What the adapter needs of a zod schema (kept structural: the web app does not import zod). */
export interface SafeParser {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/** The message of the first issue the schema finds on one field of the values, if any. */
export function fieldIssue(schema: SafeParser, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * An antd Form rule that checks one field with a shared zod schema (STYLE #3) run over the whole
 * form, so cross-field rules (new ≠ old, confirm = new) show under their own field. Issue
 * messages are i18n keys; `translate` turns them into text.
 */
export function zodFieldRule(
  schema: SafeParser,
  field: string,
  translate: (message: string) => string,
): FormRule {
  return (form) => ({
    validator: async () => {
      const message = fieldIssue(schema, form.getFieldsValue(true), field);
      if (message !== undefined) throw new Error(translate(message));
    },
  });
}
