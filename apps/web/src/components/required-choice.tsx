import { Form, Select } from 'antd';
import { searchable } from './org-selects';

interface Props {
  name: string;
  label: string;
  /** What the field says when nothing is chosen. */
  message: string;
  loading: boolean;
  options: { value: number; label: string }[];
  onChange?: (value: number) => void;
}

/** A required choice in an antd form, searched by its labels: a project, a supplier, a warehouse. */
export function RequiredChoice({ name, label, message, loading, options, onChange }: Props) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message }]}>
      <Select<number> {...searchable} loading={loading} onChange={onChange} options={options} />
    </Form.Item>
  );
}
