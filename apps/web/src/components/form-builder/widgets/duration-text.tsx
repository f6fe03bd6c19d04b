import { Typography } from 'antd';
import { durationText, formatDuration, type DurationUnit, type TimeInput } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import { useFormLanguage } from '../use-form-language';

/** "时长：2 天" / "Duration: 2 days" under a range (SPEC §2); nothing for an incomplete range. */
export function DurationText({
  start,
  end,
  unit,
}: {
  start: TimeInput | null;
  end: TimeInput | null;
  unit?: DurationUnit;
}) {
  const { t } = useTranslation();
  const language = useFormLanguage();
  if (start === null || end === null) return null;
  const text = formatDuration(durationText(start, end, unit), language);
  if (text === '') return null;
  return (
    <Typography.Text type="secondary" role="status">
      {t('form.duration.text', { text })}
    </Typography.Text>
  );
}
