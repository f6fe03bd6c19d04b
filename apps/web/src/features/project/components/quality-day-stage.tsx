import type { ProjectDetail } from '@depot/shared';
import { DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A new quality record's day (required, not after today) and the stage of the project it is of
 * (optional): the inspection and sampling forms' first fields.
 */
export function QualityDayStageFields({
  dayName,
  dayLabel,
  project,
  stageStyle,
}: {
  dayName: string;
  dayLabel: string;
  project: ProjectDetail;
  stageStyle: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={dayName}
        label={dayLabel}
        rules={[{ required: true, message: t('project.quality.giveDay') }]}
      >
        <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="stageId" label={t('project.quality.stage')}>
        <Select
          allowClear
          style={stageStyle}
          options={project.stages.map((s) => ({ value: s.id, label: `${s.seq}. ${s.name}` }))}
        />
      </Form.Item>
    </>
  );
}
