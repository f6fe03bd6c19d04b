import { Slider } from 'antd';
import { describedBy, type WidgetProps } from '../types';

/** A number picked on a track between min (default 0) and max (default 100). */
export function SliderWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<number, 'slider'>) {
  const min = widget.min ?? 0;
  return (
    <Slider
      id={rest.id}
      {...describedBy(rest)}
      value={value ?? min}
      onChange={(next: number) => onChange?.(next)}
      min={min}
      max={widget.max ?? 100}
      disabled={disabled || widget.disabled || readOnly}
    />
  );
}
