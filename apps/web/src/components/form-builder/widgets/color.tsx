import { ColorPicker } from 'antd';
import { describedBy, type WidgetProps } from '../types';

/** A colour as #rrggbb (or #rrggbbaa with transparency). */
export function ColorWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'color'>) {
  return (
    <ColorPicker
      {...describedBy(rest)}
      value={value ?? null}
      onChangeComplete={(color) => onChange?.(color.toHexString())}
      onClear={() => onChange?.(undefined)}
      allowClear
      showText
      disabled={disabled || widget.disabled || readOnly}
    />
  );
}
