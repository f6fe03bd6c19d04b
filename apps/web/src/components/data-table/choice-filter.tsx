import { Form, Select } from 'antd';

/**
 * A filter-bar field on one of a fixed set of values (a status, a kind, yes or no), each shown
 * by its word; cleared, it filters on nothing.
 */
export function ChoiceFilter<V extends string | boolean>({
  name,
  label,
  values,
  text,
  minWidth,
}: {
  name: string;
  label: string;
  values: readonly V[];
  text: (value: V) => string;
  minWidth: number;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        style={{ minWidth }}
        options={values.map((value) => ({ value, label: text(value) }))}
      />
    </Form.Item>
  );
}
