import { scheduleStages, type SchedulableStage } from '@depot/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Gantt } from '../gantt';

/** A stage as the preview reads it: what `scheduleStages` needs, and its name. */
export type PreviewStage = SchedulableStage & { name: string };

/**
 * The stages scheduled from `start` by the one shared rule (`scheduleStages`): a Gantt and,
 * beside it, each stage's planned days as text (the chart's text equivalent).
 */
export function SchedulePreview({
  stages,
  start,
}: {
  stages: readonly PreviewStage[];
  start: string;
}) {
  const { t } = useTranslation();
  const planned = scheduleStages(stages, start);
  const name = new Map(stages.map((s) => [s.seq, s.name]));
  const bars = planned.map((p) => ({ key: p.seq, name: name.get(p.seq) ?? '', ...p }));
  return (
    <Flex vertical gap={8}>
      <Gantt bars={bars} today={start} hideToday />
      <ol aria-label={t('project.preview')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {bars.map((b) => (
          <li key={b.key}>
            <Typography.Text>
              {t('project.previewLine', { name: b.name, from: b.plannedStart, to: b.plannedEnd })}
            </Typography.Text>
          </li>
        ))}
      </ol>
    </Flex>
  );
}
