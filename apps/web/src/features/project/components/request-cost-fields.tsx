import type { ProjectDetail } from '@depot/shared';
import { Form, InputNumber, Select, type FormItemProps } from 'antd';

// The fields of a project request that changes the cost (a cost visa, a design change).

/** A request's signed sum in yuan, to the fen (a saving is negative); `rules` the form's own. */
export function SignedAmountField({
  name,
  label,
  hint,
  rules,
}: {
  name: string;
  label: string;
  hint: string;
  rules: FormItemProps['rules'];
}) {
  return (
    <Form.Item name={name} label={label} extra={hint} rules={rules}>
      <InputNumber
        aria-label={label}
        min={-999_999_999_999}
        max={999_999_999_999}
        precision={2}
        prefix="¥"
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

/** The stage a request concerns, if any: one of the project's, as `seq. name`. */
export function StageField({
  label,
  stages = [],
}: {
  label: string;
  stages: ProjectDetail['stages'] | undefined;
}) {
  return (
    <Form.Item name="stageId" label={label}>
      <Select
        allowClear
        aria-label={label}
        style={{ maxWidth: 320 }}
        options={stages.map((s) => ({ value: s.id, label: `${s.seq}. ${s.name}` }))}
      />
    </Form.Item>
  );
}
