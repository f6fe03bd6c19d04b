import type { AcceptanceTemplateKind } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptanceTemplatePageQueryOptions, acceptanceTemplateQueryOptions } from '../api';

/**
 * The enabled acceptance templates of `kind` on offer and the one chosen (the only one at once),
 * with its checklist's current design: what a completion, a handover or a sampling fills in.
 */
export function useTemplateChoice(kind: AcceptanceTemplateKind) {
  const [chosen, choose] = useState<number>();
  const templates = useQuery(
    acceptanceTemplatePageQueryOptions({ current: 1, size: 100, kind, enabled: true }),
  );
  const offered = templates.data?.records ?? [];
  const templateId = chosen ?? (offered.length === 1 ? offered[0]!.id : undefined);
  const template = useQuery({
    ...acceptanceTemplateQueryOptions(templateId ?? 0),
    enabled: templateId !== undefined,
  });
  return { kind, pending: templates.isPending, offered, templateId, choose, template };
}
export type TemplateChoice = ReturnType<typeof useTemplateChoice>;

/** There is no enabled template of the kind: say so, pointing at the templates. */
export function NoTemplates({ choice }: { choice: TemplateChoice }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('project.checklist.noTemplates', {
        kind: t(`project.checklist.kinds.${choice.kind}`),
      })}
    />
  );
}

/** The template chosen among those on offer. */
export function TemplateSelect({ choice, label }: { choice: TemplateChoice; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required>
      <Select
        aria-label={label}
        value={choice.templateId}
        placeholder={t('project.checklist.chooseTemplate')}
        onChange={choice.choose}
        style={{ maxWidth: 360 }}
        options={choice.offered.map((o) => ({ value: o.id, label: o.name }))}
      />
    </Form.Item>
  );
}
