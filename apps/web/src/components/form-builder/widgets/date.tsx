import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, formatDate, parseDate } from '../time-values';
import type { WidgetProps } from '../types';

/** A date as YYYY-MM-DD. */
export function DateWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'date'>) {
  const { t } = useTranslation();
  return (
    <DatePicker
      {...rest}
      value={parseDate(value)}
      onChange={(next) => onChange?.(formatDate(next))}
      format={DATE_FORMAT}
      placeholder={widget.placeholder ?? t('form.widget.placeholderSelect')}
      disabled={disabled || widget.disabled}
      open={readOnly ? false : undefined}
      inputReadOnly={readOnly}
      style={{ width: '100%' }}
    />
  );
}
