import { Radio } from 'antd';
import type { OptionValue } from '@depot/shared';
import type { WidgetProps } from '../types';

/** One of the options, all shown. */
export function RadioWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<OptionValue, 'radio'>) {
  return (
    <Radio.Group
      {...rest}
      value={value ?? undefined}
      onChange={(event) => onChange?.(event.target.value as OptionValue)}
      options={widget.options}
      disabled={disabled || widget.disabled || readOnly}
    />
  );
}
