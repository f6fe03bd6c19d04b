import { Button, type ButtonProps } from 'antd';

export interface ButtonWidgetProps {
  label: string;
  onClick?: () => void;
  type?: ButtonProps['type'];
  htmlType?: ButtonProps['htmlType'];
  loading?: boolean;
  disabled?: boolean;
  icon?: ButtonProps['icon'];
}

/**
 * A form button (SPEC §3 lists a button icon). Not a design widget kind — a button holds no
 * data, so the shared schema has none — but the renderer's submit and reset actions use it.
 */
export function ButtonWidget({ label, ...props }: ButtonWidgetProps) {
  return <Button {...props}>{label}</Button>;
}
