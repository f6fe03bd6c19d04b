import {
  SAMPLING_DEFAULT_PASS_MARK,
  samplingChecklistItems,
  samplingPassed,
  samplingPercent,
  scoreSampling,
  type FormDesign,
  type ProjectDetail,
  type SamplingChecklistItem,
  type SamplingDetail,
} from '@depot/shared';
import { Button, Card, Flex, Form, Input, InputNumber, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { createSampling, projectKeys } from '../api';
import { PhotoPicker } from '../components/photo-picker';
import { projectRecordPage } from '../components/project-record-page';
import { QualityDayStageFields } from '../components/quality-day-stage';
import { VerdictTag } from '../components/quality-tags';
import { NoTemplates, TemplateSelect, useTemplateChoice } from '../components/template-choice';
import { samplingsHref } from '../paths';

/** An item's score and note as entered, by the item's key. */
type Entered = Record<string, { score?: number | null; note?: string } | undefined>;

interface Values {
  sampledOn: Dayjs;
  stageId?: number | null;
  passMark: number;
  note?: string;
  scores?: Entered;
}

/** The scores entered so far, as the server is sent them (an item left empty is not). */
const scoresOf = (items: readonly SamplingChecklistItem[], entered: Entered | undefined) =>
  items.flatMap((item) => {
    const given = entered?.[item.key];
    return typeof given?.score === 'number'
      ? [{ key: item.key, score: given.score, note: given.note?.trim() || null }]
      : [];
  });

/** The total, percent and verdict of what is scored so far (the server makes the real ones). */
function Preview({
  items,
  entered,
  passMark,
}: {
  items: readonly SamplingChecklistItem[];
  entered: Entered | undefined;
  passMark: number | undefined;
}) {
  const { t } = useTranslation();
  const scored = scoreSampling(items, scoresOf(items, entered));
  if (!scored.ok || !scored.maxScore) return null;
  const { totalScore: total, maxScore: max } = scored;
  return (
    <Flex gap={8} align="center" wrap role="status">
      <Typography.Text strong>
        {t('project.quality.totalPreview', { total, max, percent: samplingPercent(total, max) })}
      </Typography.Text>
      {typeof passMark === 'number' && <VerdictTag passed={samplingPassed(total, max, passMark)} />}
    </Flex>
  );
}

/** Each item of the checklist: its score (0 to its full score; required or not) and a note. */
function ItemFields({ items }: { items: readonly SamplingChecklistItem[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      {items.map((item) => (
        <Card key={item.key} size="small" title={item.name}>
          <Form.Item
            name={['scores', item.key, 'score']}
            label={t('project.quality.scoreOf', { name: item.name, max: item.maxScore })}
            rules={[
              { required: item.required, message: t('project.quality.giveScore') },
              {
                type: 'number',
                min: 0,
                max: item.maxScore,
                message: t('project.quality.scoreRange', { max: item.maxScore }),
              },
            ]}
          >
            <InputNumber precision={0} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name={['scores', item.key, 'note']}
            label={t('project.quality.noteOf', { name: item.name })}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Card>
      ))}
    </Flex>
  );
}

/**
 * A quality sampling: the day (never later than today), the stage, the pass mark, then a
 * sampling checklist designed with the form builder (the only enabled one chosen at once) scored
 * item by item (0 to each item's full score; an optional one may stay empty), a note and photos;
 * the total, percent and verdict shown as it is filled in. Saved, it opens the sampling.
 */
function SamplingForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const choice = useTemplateChoice('sampling');
  const checklist = choice.template.data;
  const items = useMemo(
    () => (checklist ? samplingChecklistItems(checklist.design as FormDesign).items : []),
    [checklist],
  );
  const entered = Form.useWatch('scores', form);
  const passMark = Form.useWatch('passMark', form);
  const save = useSaving({
    save: (v: Values) =>
      createSampling({
        projectId: project.id,
        stageId: v.stageId ?? null,
        templateId: checklist!.id,
        sampledOn: v.sampledOn.format('YYYY-MM-DD'),
        passMark: v.passMark,
        note: v.note?.trim() || null,
        fileIds: photos.map((p) => String(p.id)),
        scores: scoresOf(items, v.scores),
      }),
    refresh: projectKeys.all,
    done: (s: SamplingDetail) =>
      t('project.quality.samplingSaved', {
        percent: s.percent,
        verdict: t(s.passed ? 'project.quality.passed' : 'project.quality.failed'),
      }),
    then: (s) => void navigate(samplingsHref(project.id, s.id), { replace: true }),
  });
  if (choice.pending) return <Spin />;
  if (!choice.offered.length) return <NoTemplates choice={choice} />;
  return (
    <Card>
      <Form<Values>
        form={form}
        name="sampling"
        layout="vertical"
        size="large"
        initialValues={{ sampledOn: dayjs(), passMark: SAMPLING_DEFAULT_PASS_MARK }}
        onFinish={(v) => save.mutate(v)}
      >
        <Flex gap={16} wrap>
          <QualityDayStageFields
            dayName="sampledOn"
            dayLabel={t('project.quality.sampledOn')}
            project={project}
            stageStyle={{ minWidth: 200 }}
          />
          <Form.Item
            name="passMark"
            label={t('project.quality.passMark')}
            rules={[{ required: true, message: t('project.quality.givePassMark') }]}
          >
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
        </Flex>
        <TemplateSelect choice={choice} label={t('project.quality.checklistTemplate')} />
        {choice.templateId !== undefined && !checklist && <Spin />}
        {checklist && (
          <>
            <Typography.Paragraph type="secondary">
              {t('project.quality.checklistHint')}
            </Typography.Paragraph>
            <ItemFields key={`${checklist.id}-${checklist.designVersion}`} items={items} />
            <div style={{ margin: '16px 0' }}>
              <Preview items={items} entered={entered} passMark={passMark} />
            </div>
          </>
        )}
        <Form.Item name="note" label={t('project.quality.note')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item label={t('project.quality.photos')}>
          <PhotoPicker value={photos} onChange={setPhotos} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          disabled={!checklist}
          block
        >
          {t('project.quality.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** /item/item-sampling-add?projectId=: a new quality sampling of a project. */
export const SamplingAddPage = projectRecordPage(
  (t, project) => t('project.quality.newSamplingOf', { project }),
  SamplingForm,
);
