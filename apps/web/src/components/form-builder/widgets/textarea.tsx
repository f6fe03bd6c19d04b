import { Input } from 'antd';
import type { WidgetProps } from '../types';
import { useTextProps } from './text-props';

/** Multi-line text. */
export function TextareaWidget(props: WidgetProps<string, 'textarea'>) {
  return (
    <Input.TextArea
      {...useTextProps(props)}
      showCount={props.widget.maxLength !== undefined}
      autoSize={{ minRows: 3, maxRows: 12 }}
    />
  );
}
