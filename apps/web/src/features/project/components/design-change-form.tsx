import type { ProjectDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { addDesignChange, drawingsQueryOptions, projectKeys } from '../api';
import { designChangeHref } from '../paths';
import { SignedAmountField, StageField } from './request-cost-fields';
import { ReasonField, RequestFormFooter, TitleField } from './request-form-parts';

interface Values {
  title: string;
  reason: string;
  costImpact: number;
  stageId?: number;
  drawingIds?: number[];
}

/**
 * A design change of `project`: title, reason, the signed cost impact, its stage, the project's
 * drawings it changes and the changed drawings as files; submitted for approval at once, then
 * its page opens.
 */
export function DesignChangeForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const drawings = useQuery(drawingsQueryOptions({ projectId: project.id }));
  const save = useSaving({
    save: (values: Values) =>
      addDesignChange({
        projectId: project.id,
        stageId: values.stageId ?? null,
        title: values.title.trim(),
        reason: values.reason.trim(),
        costImpact: values.costImpact.toFixed(2),
        drawingIds: values.drawingIds ?? [],
        fileIds: files.map((f) => String(f.id)),
      }),
    refresh: projectKeys.all,
    done: (c) => t('project.drawing.change.submitted', { code: c.code }),
    then: (c) => void navigate(designChangeHref(c.id), { replace: true }),
  });
  return (
    <Card>
      <Form<Values>
        form={form}
        name="design-change"
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
      >
        <TitleField
          label={t('project.drawing.change.changeTitle')}
          message={t('project.drawing.change.giveTitle')}
        />
        <ReasonField
          label={t('project.drawing.change.reason')}
          message={t('project.drawing.change.giveReason')}
        />
        <SignedAmountField
          name="costImpact"
          label={t('project.drawing.change.costImpact')}
          hint={t('project.drawing.change.costHint')}
          rules={[{ required: true, message: t('project.drawing.change.giveCost') }]}
        />
        <StageField label={t('project.drawing.stage')} stages={project.stages} />
        <Form.Item name="drawingIds" label={t('project.drawing.change.drawings')}>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('project.drawing.change.drawings')}
            loading={drawings.isPending}
            options={(drawings.data?.drawings ?? []).map((d) => ({
              value: d.id,
              label: `${d.title}（${t(`project.drawing.kinds.${d.kind}`)}）`,
            }))}
          />
        </Form.Item>
        <RequestFormFooter
          filesLabel={t('project.drawing.change.files')}
          files={files}
          onFilesChange={setFiles}
          submit={t('project.drawing.change.submit')}
          pending={save.isPending}
        />
      </Form>
    </Card>
  );
}
