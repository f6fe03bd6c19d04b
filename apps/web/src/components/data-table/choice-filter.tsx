import { Form, Select } from 'antd';
import { choicesOf } from '../../lib/choices';

/**
 * A filter-bar field on one of a fixed set of values (a status, a kind, yes or no), each shown
 * by its word, or on several of them (`multiple`); cleared, it filters on nothing.
 */
export function ChoiceFilter<V extends string | boolean>({
  name,
  label,
  values,
  text,
  minWidth,
  multiple,
}: {
  name: string;
  label: string;
  values: readonly V[];
  text: (value: V) => string;
  minWidth: number;
  multiple?: boolean;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        mode={multiple ? 'multiple' : undefined}
        allowClear
        style={{ minWidth }}
        options={choicesOf(values, text)}
      />
    </Form.Item>
  );
}
