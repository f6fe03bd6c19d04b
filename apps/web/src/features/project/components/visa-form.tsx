import { COST_VISA_MAX_FILES } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { createVisa, projectKeys, projectQueryOptions } from '../api';
import { visaHref } from '../paths';
import { ReasonField, RequestFormFooter } from './request-form-parts';

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
        <Form.Item
          name="title"
          label={t('project.visa.subject')}
          rules={[{ required: true, whitespace: true, message: t('project.visa.giveSubject') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <ReasonField label={t('project.visa.reason')} message={t('project.visa.giveReason')} />
        <Form.Item
          name="amount"
          label={t('project.visa.amount')}
          extra={t('project.visa.amountHint')}
          rules={[
            {
              validator: (_, value: number | null | undefined) =>
                typeof value === 'number' && Math.round(value * 100) !== 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('project.visa.giveAmount'))),
            },
          ]}
        >
          <InputNumber
            min={-999_999_999_999}
            max={999_999_999_999}
            precision={2}
            prefix="¥"
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="stageId" label={t('project.visa.stage')}>
          <Select
            allowClear
            style={{ maxWidth: 320 }}
            options={(project.data?.stages ?? []).map((s) => ({
              value: s.id,
              label: `${s.seq}. ${s.name}`,
            }))}
          />
        </Form.Item>
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
