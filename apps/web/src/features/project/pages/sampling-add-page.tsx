import {
  SAMPLING_DEFAULT_PASS_MARK,
  SAMPLING_ITEM_MAX_SCORE,
  SAMPLING_MAX_ITEMS,
  samplingPassed,
  samplingPercent,
  type ProjectDetail,
  type SamplingDetail,
} from '@depot/shared';
import { Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { createSampling, projectKeys } from '../api';
import { EntryCards } from '../components/entry-cards';
import { PhotoPicker } from '../components/photo-picker';
import { projectRecordPage } from '../components/project-record-page';
import { QualityDayStageFields } from '../components/quality-day-stage';
import { VerdictTag } from '../components/quality-tags';
import { samplingsHref } from '../paths';

interface ItemValues {
  name: string;
  maxScore: number;
  score: number;
  note?: string;
}

interface Values {
  sampledOn: Dayjs;
  stageId?: number | null;
  passMark: number;
  note?: string;
  items: ItemValues[];
}

/** The total, percent and verdict of what is entered so far (the server makes the real ones). */
function Preview({ items, passMark }: { items: ItemValues[] | undefined; passMark: number }) {
  const { t } = useTranslation();
  const filled = (items ?? []).filter(
    (i) => typeof i?.maxScore === 'number' && typeof i?.score === 'number',
  );
  const total = filled.reduce((sum, i) => sum + i.score, 0);
  const max = filled.reduce((sum, i) => sum + i.maxScore, 0);
  if (!max) return null;
  return (
    <Flex gap={8} align="center" wrap role="status">
      <Typography.Text strong>
        {t('project.quality.totalPreview', {
          total,
          max,
          percent: samplingPercent(total, max),
        })}
      </Typography.Text>
      {typeof passMark === 'number' && <VerdictTag passed={samplingPassed(total, max, passMark)} />}
    </Flex>
  );
}

/**
 * A quality sampling: the day (never later than today), the stage, the pass mark, the checklist
 * scored item by item (a score 0 to its maximum), a note and photos; the total, percent and
 * verdict shown as it is filled in. Saved, it opens the sampling.
 */
function SamplingForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const items = Form.useWatch('items', form);
  const passMark = Form.useWatch('passMark', form);
  const save = useSaving({
    save: (v: Values) =>
      createSampling({
        projectId: project.id,
        stageId: v.stageId ?? null,
        sampledOn: v.sampledOn.format('YYYY-MM-DD'),
        passMark: v.passMark,
        note: v.note?.trim() || null,
        fileIds: photos.map((p) => String(p.id)),
        items: v.items.map((i) => ({
          name: i.name.trim(),
          maxScore: i.maxScore,
          score: i.score,
          note: i.note?.trim() || null,
        })),
      }),
    refresh: projectKeys.all,
    done: (s: SamplingDetail) =>
      t('project.quality.samplingSaved', {
        percent: s.percent,
        verdict: t(s.passed ? 'project.quality.passed' : 'project.quality.failed'),
      }),
    then: (s) => void navigate(samplingsHref(project.id, s.id), { replace: true }),
  });
  return (
    <Card>
      <Form<Values>
        form={form}
        name="sampling"
        layout="vertical"
        size="large"
        initialValues={{
          sampledOn: dayjs(),
          passMark: SAMPLING_DEFAULT_PASS_MARK,
          items: [{ maxScore: 10 }],
        }}
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
        <EntryCards
          name="items"
          max={SAMPLING_MAX_ITEMS}
          keepOne
          newEntry={{ maxScore: 10 }}
          title={(n) => t('project.quality.itemN', { n })}
          removeLabel={(n) => t('project.quality.removeItem', { n })}
          addLabel={t('project.quality.addItem')}
        >
          {(field) => (
            <>
              <Form.Item
                name={[field.name, 'name']}
                label={t('project.quality.item')}
                rules={[
                  { required: true, whitespace: true, message: t('project.quality.giveItem') },
                ]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Flex gap={16} wrap>
                <Form.Item
                  name={[field.name, 'maxScore']}
                  label={t('project.quality.maxScore')}
                  rules={[{ required: true, message: t('project.quality.giveMax') }]}
                >
                  <InputNumber min={1} max={SAMPLING_ITEM_MAX_SCORE} precision={0} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'score']}
                  label={t('project.quality.score')}
                  dependencies={[['items', field.name, 'maxScore']]}
                  rules={[
                    { required: true, message: t('project.quality.giveScore') },
                    ({ getFieldValue }) => ({
                      validator: (_, value: number | undefined) => {
                        const max = getFieldValue(['items', field.name, 'maxScore']) as
                          number | undefined;
                        return typeof value !== 'number' || typeof max !== 'number' || value <= max
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('project.quality.scoreOverMax')));
                      },
                    }),
                  ]}
                >
                  <InputNumber min={0} max={SAMPLING_ITEM_MAX_SCORE} precision={0} />
                </Form.Item>
              </Flex>
              <Form.Item name={[field.name, 'note']} label={t('project.quality.itemNote')}>
                <Input maxLength={200} />
              </Form.Item>
            </>
          )}
        </EntryCards>
        <div style={{ margin: '16px 0' }}>
          <Preview items={items} passMark={passMark} />
        </div>
        <Form.Item name="note" label={t('project.quality.note')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item label={t('project.quality.photos')}>
          <PhotoPicker value={photos} onChange={setPhotos} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} block>
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
