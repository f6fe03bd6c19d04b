import { Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/**
 * A form's required line of text: blank refused, at most `max` characters (the contract's
 * limit), which the box also stops typing at.
 */
export function RequiredText({ name, label, max }: { name: NamePath; label: string; max: number }) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, max }]}>
      <Input maxLength={max} />
    </Form.Item>
  );
}
