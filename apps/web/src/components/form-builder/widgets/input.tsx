import { Input } from 'antd';
import type { WidgetProps } from '../types';
import { useTextProps } from './text-props';

/** Single-line text. */
export function InputWidget(props: WidgetProps<string, 'input'>) {
  return <Input {...useTextProps(props)} allowClear={!props.readOnly} />;
}
