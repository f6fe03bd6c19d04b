import type { ProjectStage, ProjectStageFinish } from '@depot/shared';
import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaving } from '../../../lib/use-saving';
import { finishStage, projectKeys, startStage } from '../api';

const DAY = 'YYYY-MM-DD';

/**
 * Starts or finishes a stage on a chosen day (today unless changed; never in the future, a
 * finish never before the start), once confirmed. After a finish the message names the stages
 * the new schedule moved and by how many days.
 */
export function StageDayDialog({
  stage,
  action,
  onClose,
}: {
  stage: ProjectStage;
  action: 'start' | 'finish';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Dayjs | null>(dayjs());
  const [touched, setTouched] = useState(false);
  const shift = (n: number) => ({ sign: n > 0 ? '+' : '', n });
  const save = useSaving({
    save: async (d: string): Promise<ProjectStageFinish | null> => {
      if (action === 'finish') return finishStage({ stageId: stage.id, day: d });
      await startStage({ stageId: stage.id, day: d });
      return null;
    },
    refresh: projectKeys.all,
    done: (result) => {
      if (!result) return t('project.stage.started', { name: stage.name });
      if (result.moved.length === 0) return t('project.stage.noneMoved', { name: stage.name });
      const list = result.moved
        .map((m) => t('project.stage.movedItem', { name: m.name, ...shift(m.shiftDays) }))
        .join('；');
      return t('project.stage.moved', { name: stage.name, list });
    },
    then: onClose,
  });
  const earliest = action === 'finish' && stage.actualStart ? dayjs(stage.actualStart) : null;
  return (
    <Modal
      open
      title={t(action === 'start' ? 'project.stage.startTitle' : 'project.stage.finishTitle', {
        name: stage.name,
      })}
      okText={t(`project.stage.${action}`)}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => {
        setTouched(true);
        if (day) save.mutate(day.format(DAY));
      }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('project.stage.day')}
          required
          validateStatus={touched && !day ? 'error' : undefined}
          help={touched && !day ? t('project.stage.pickDay') : undefined}
        >
          <DatePicker
            aria-label={t('project.stage.day')}
            value={day}
            onChange={setDay}
            disabledDate={(d) =>
              d.isAfter(dayjs(), 'day') || (earliest !== null && d.isBefore(earliest, 'day'))
            }
          />
        </Form.Item>
      </Form>
      {action === 'start' &&
        stage.blockers.map((b) => (
          <Typography.Paragraph key={b.stageId} type="warning">
            {t(`project.stage.blocks.${b.reason}`, { name: b.name })}
          </Typography.Paragraph>
        ))}
    </Modal>
  );
}
