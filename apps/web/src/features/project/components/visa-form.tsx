import { COST_VISA_MAX_FILES } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { createVisa, projectKeys, projectQueryOptions } from '../api';
import { visaHref } from '../paths';
import { SignedAmountField, StageField } from './request-cost-fields';
import { ReasonField, RequestFormFooter, TitleField } from './request-form-parts';

interface Values {
  title: string;
  reason: string;
  amount: number;
  stageId?: number | null;
}

/**
 * A new cost visa of a project: title, reason, a signed amount (a saving is negative, never
 * zero), the stage it concerns, evidence files (uploaded through the files module first);
 * saved as a draft or submitted for approval at once. Opens the visa's page.
 */
export function VisaForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const project = useQuery(projectQueryOptions(projectId));
  const save = useSaving({
    save: ({ values, submit }: { values: Values; submit: boolean }) =>
      createVisa({
        projectId,
        stageId: values.stageId ?? null,
        title: values.title.trim(),
        reason: values.reason.trim(),
        amount: values.amount.toFixed(2),
        fileIds: files.map((f) => String(f.id)),
        submit,
      }),
    refresh: projectKeys.all,
    done: (v) =>
      t(v.status === 'draft' ? 'project.visa.saved' : 'project.visa.submitted', { code: v.code }),
    then: (v) => void navigate(visaHref(v.id), { replace: true }),
  });
  const send = (submit: boolean) =>
    void form
      .validateFields()
      .then((values) => save.mutate({ values, submit }))
      .catch(() => undefined);
  return (
    <Card title={project.data ? `${project.data.code} ${project.data.name}` : undefined}>
      <Form<Values> form={form} name="visa" layout="vertical">
        <TitleField label={t('project.visa.subject')} message={t('project.visa.giveSubject')} />
        <ReasonField label={t('project.visa.reason')} message={t('project.visa.giveReason')} />
        <SignedAmountField
          name="amount"
          label={t('project.visa.amount')}
          hint={t('project.visa.amountHint')}
          rules={[
            {
              validator: (_, value: number | null | undefined) =>
                typeof value === 'number' && Math.round(value * 100) !== 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('project.visa.giveAmount'))),
            },
          ]}
        />
        <StageField label={t('project.visa.stage')} stages={project.data?.stages} />
        <RequestFormFooter
          filesLabel={t('project.visa.evidence')}
          files={files}
          onFilesChange={setFiles}
          max={COST_VISA_MAX_FILES}
          upload={t('project.visa.upload')}
          pending={save.isPending}
          actions={
            <Flex gap={8} wrap>
              <Button loading={save.isPending} onClick={() => send(false)}>
                {t('project.visa.saveDraft')}
              </Button>
              <Button type="primary" loading={save.isPending} onClick={() => send(true)}>
                {t('project.visa.submit')}
              </Button>
            </Flex>
          }
        />
      </Form>
    </Card>
  );
}
