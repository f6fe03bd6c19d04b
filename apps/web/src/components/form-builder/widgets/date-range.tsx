import { DatePicker, Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, formatDate, parseDate, rangeOf } from '../time-values';
import type { WidgetProps } from '../types';
import { DurationText } from './duration-text';

type Range = [string, string];

/** Start and end dates (YYYY-MM-DD), with the duration under them when the design asks. */
export function DateRangeWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<Range, 'dateRange'>) {
  const { t } = useTranslation();
  const range = rangeOf(value);
  const change = (next: [Dayjs | null, Dayjs | null] | null) => {
    const start = formatDate(next?.[0]);
    const end = formatDate(next?.[1]);
    onChange?.(start && end ? [start, end] : undefined);
  };
  return (
    <Flex vertical gap={4}>
      <DatePicker.RangePicker
        {...rest}
        value={range ? [parseDate(range[0]), parseDate(range[1])] : null}
        onChange={change}
        format={DATE_FORMAT}
        placeholder={[t('form.widget.startDate'), t('form.widget.endDate')]}
        disabled={disabled || widget.disabled}
        open={readOnly ? false : undefined}
        inputReadOnly={readOnly}
        style={{ width: '100%' }}
      />
      {widget.showDuration && range && (
        <DurationText start={range[0]} end={range[1]} unit={widget.durationUnit} />
      )}
    </Flex>
  );
}
