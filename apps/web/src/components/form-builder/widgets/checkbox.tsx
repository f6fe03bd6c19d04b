import { Checkbox } from 'antd';
import type { OptionValue } from '@depot/shared';
import { describedBy, type WidgetProps } from '../types';

/** Any number of the options, all shown. */
export function CheckboxWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<OptionValue[], 'checkbox'>) {
  return (
    <Checkbox.Group<OptionValue>
      {...describedBy(rest)}
      value={value ?? []}
      onChange={(next) => onChange?.(next.length === 0 ? undefined : next)}
      options={widget.options}
      disabled={disabled || widget.disabled || readOnly}
    />
  );
}
