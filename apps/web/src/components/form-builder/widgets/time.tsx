import { TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, parseTime, TIME_FORMAT } from '../time-values';
import type { WidgetProps } from '../types';

/** A time of day as HH:mm:ss. */
export function TimeWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'time'>) {
  const { t } = useTranslation();
  return (
    <TimePicker
      {...rest}
      value={parseTime(value)}
      onChange={(next) => onChange?.(formatTime(next))}
      format={TIME_FORMAT}
      placeholder={widget.placeholder ?? t('form.widget.placeholderSelect')}
      disabled={disabled || widget.disabled}
      open={readOnly ? false : undefined}
      inputReadOnly={readOnly}
      style={{ width: '100%' }}
    />
  );
}
