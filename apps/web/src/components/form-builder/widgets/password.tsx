import { Input } from 'antd';
import type { WidgetProps } from '../types';
import { useTextProps } from './text-props';

/** Password text: hidden while typed, with a toggle to show it. */
export function PasswordWidget(props: WidgetProps<string, 'password'>) {
  return <Input.Password {...useTextProps(props)} autoComplete="new-password" />;
}
