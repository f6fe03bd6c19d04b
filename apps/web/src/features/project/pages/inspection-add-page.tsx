import {
  INSPECTION_MAX_ISSUES,
  INSPECTION_SEVERITIES,
  type InspectionDetail,
  type InspectionSeverity,
  type ProjectDetail,
} from '@depot/shared';
import { Button, Card, DatePicker, Flex, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { UserSelect } from '../../../components/org-selects';
import { useSaving } from '../../../lib/use-saving';
import { createInspection, projectKeys } from '../api';
import { EntryCards } from '../components/entry-cards';
import { PhotoPicker } from '../components/photo-picker';
import { projectRecordPage } from '../components/project-record-page';
import { QualityDayStageFields } from '../components/quality-day-stage';
import { inspectionsHref } from '../paths';
import { choicesOf } from '../../../lib/choices';

interface IssueValues {
  description: string;
  severity: InspectionSeverity;
  responsibleId: number;
  deadline: Dayjs;
}

interface Values {
  inspectedOn: Dayjs;
  stageId?: number | null;
  summary: string;
  issues?: IssueValues[];
}

const DAY = 'YYYY-MM-DD';

/**
 * The site form, made for a phone: the day (today, never later), the stage, what was found,
 * photos from the camera, and each issue with its severity, the person responsible and a
 * deadline from the inspection day on. Saved, it opens the record.
 */
function InspectionForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const inspectedOn = Form.useWatch('inspectedOn', form);
  const save = useSaving({
    save: (v: Values) =>
      createInspection({
        projectId: project.id,
        stageId: v.stageId ?? null,
        inspectedOn: v.inspectedOn.format(DAY),
        summary: v.summary.trim(),
        fileIds: photos.map((p) => String(p.id)),
        issues: (v.issues ?? []).map((i) => ({
          description: i.description.trim(),
          severity: i.severity,
          responsibleId: i.responsibleId,
          deadline: i.deadline.format(DAY),
        })),
      }),
    refresh: projectKeys.all,
    done: () => t('project.quality.saved'),
    then: (r: InspectionDetail) =>
      void navigate(inspectionsHref(project.id, r.id), { replace: true }),
  });
  return (
    <Card>
      <Form<Values>
        form={form}
        name="inspection"
        layout="vertical"
        size="large"
        initialValues={{ inspectedOn: dayjs(), issues: [] }}
        onFinish={(v) => save.mutate(v)}
      >
        <QualityDayStageFields
          dayName="inspectedOn"
          dayLabel={t('project.quality.inspectedOn')}
          project={project}
          stageStyle={{ maxWidth: 360 }}
        />
        <Form.Item
          name="summary"
          label={t('project.quality.summary')}
          rules={[{ required: true, whitespace: true, message: t('project.quality.giveSummary') }]}
        >
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 3 }} />
        </Form.Item>
        <Form.Item label={t('project.quality.photos')}>
          <PhotoPicker value={photos} onChange={setPhotos} />
        </Form.Item>
        <EntryCards
          name="issues"
          max={INSPECTION_MAX_ISSUES}
          newEntry={{ severity: 'minor' }}
          title={(seq) => t('project.quality.issue', { seq })}
          removeLabel={(seq) => t('project.quality.removeIssue', { seq })}
          addLabel={t('project.quality.addIssue')}
        >
          {(field) => (
            <>
              <Form.Item
                name={[field.name, 'description']}
                label={t('project.quality.description')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('project.quality.giveDescription'),
                  },
                ]}
              >
                <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'severity']}
                label={t('project.quality.severity')}
                rules={[{ required: true, message: t('project.quality.giveSeverity') }]}
              >
                <Radio.Group
                  optionType="button"
                  options={choicesOf(INSPECTION_SEVERITIES, (s) =>
                    t(`project.quality.severities.${s}`),
                  )}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'responsibleId']}
                label={t('project.quality.responsible')}
                rules={[{ required: true, message: t('project.quality.giveResponsible') }]}
              >
                <UserSelect style={{ maxWidth: 360 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'deadline']}
                label={t('project.quality.deadline')}
                dependencies={['inspectedOn']}
                rules={[
                  { required: true, message: t('project.quality.giveDeadline') },
                  {
                    validator: (_, value: Dayjs | undefined) =>
                      !value || !inspectedOn || !value.isBefore(inspectedOn, 'day')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('project.quality.deadlineBeforeDay'))),
                  },
                ]}
              >
                <DatePicker disabledDate={(d) => !!inspectedOn && d.isBefore(inspectedOn, 'day')} />
              </Form.Item>
            </>
          )}
        </EntryCards>
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} block>
            {t('project.quality.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

/** /item/item-inspection-record-add?projectId=: a new site inspection record of a project. */
export const InspectionAddPage = projectRecordPage(
  (t, project) => t('project.quality.newInspectionOf', { project }),
  InspectionForm,
);
