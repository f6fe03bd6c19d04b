import { Flex, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatTime, parseTime, rangeOf, TIME_FORMAT, timeInstant } from '../time-values';
import type { WidgetProps } from '../types';
import { DurationText } from './duration-text';

type Range = [string, string];

/** Start and end times (HH:mm:ss), with the duration under them when the design asks. */
export function TimeRangeWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<Range, 'timeRange'>) {
  const { t } = useTranslation();
  const range = rangeOf(value);
  const change = (next: [Dayjs | null, Dayjs | null] | null) => {
    const start = formatTime(next?.[0]);
    const end = formatTime(next?.[1]);
    onChange?.(start && end ? [start, end] : undefined);
  };
  return (
    <Flex vertical gap={4}>
      <TimePicker.RangePicker
        {...rest}
        value={range ? [parseTime(range[0]), parseTime(range[1])] : null}
        onChange={change}
        format={TIME_FORMAT}
        placeholder={[t('form.widget.startTime'), t('form.widget.endTime')]}
        disabled={disabled || widget.disabled}
        open={readOnly ? false : undefined}
        inputReadOnly={readOnly}
        style={{ width: '100%' }}
      />
      {widget.showDuration && range && (
        <DurationText
          start={timeInstant(range[0])}
          end={timeInstant(range[1])}
          unit={widget.durationUnit}
        />
      )}
    </Flex>
  );
}
