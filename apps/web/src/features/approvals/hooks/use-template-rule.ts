import { approvalTemplateCreateBody } from '@depot/shared';
import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText, samePath, type SchemaIssue } from '../lib/issue-text';
import { formPathOf, toTemplateBody, type TemplateValues } from '../lib/template-form';

/**
 * A form rule for one field of the template editor from the shared schema (STYLE #3): the whole
 * form is checked as the body it makes, and the issue on this field (if any) is shown under it,
 * so cross-field rules (the amount range) show where they belong.
 */
export function useTemplateRule(): (path: readonly PropertyKey[]) => FormRule {
  const { t } = useTranslation();
  return useCallback(
    (path: readonly PropertyKey[]) => (form) => ({
      validator: async () => {
        const values = form.getFieldsValue(true) as TemplateValues;
        const result = approvalTemplateCreateBody.safeParse(toTemplateBody(values));
        if (result.success) return;
        const issue = (result.error.issues as readonly SchemaIssue[]).find((i) =>
          samePath(formPathOf(i.path), path),
        );
        if (issue) throw new Error(issueText(t, issue));
      },
    }),
    [t],
  );
}
