import { Rate } from 'antd';
import type { WidgetProps } from '../types';

const DEFAULT_STARS = 5;

/** Stars; the design's max is the number of stars. */
export function RateWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<number, 'rate'>) {
  return (
    <Rate
      {...rest}
      // A label element cannot name the stars' list: the field's label names it instead.
      aria-label={rest['aria-label'] ?? widget.label}
      value={value ?? 0}
      onChange={(next) => onChange?.(next === 0 ? undefined : next)}
      count={
        widget.max !== undefined && widget.max >= 1
          ? Math.min(Math.floor(widget.max), 20)
          : DEFAULT_STARS
      }
      allowHalf
      disabled={disabled || widget.disabled || readOnly}
    />
  );
}
