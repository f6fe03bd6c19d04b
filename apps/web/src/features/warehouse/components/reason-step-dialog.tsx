import { Alert, Form, Input, Modal } from 'antd';
import { useSaving } from '../../../lib/use-saving';
import { warehouseKeys } from '../api';

/**
 * A step on stock that cannot be undone and needs a reason (reversing a movement, cancelling a
 * transfer or returning its rest): `warning` says what it does, the reason is required (at most
 * `max` characters), the red button sends it trimmed to `save`; the dialog closes once the lists
 * show the change, and stays open with the reason when the server refuses.
 */
export function ReasonStepDialog<T>({
  title,
  okText,
  warning,
  label,
  max,
  save,
  done,
  onClose,
}: {
  title: string;
  okText: string;
  warning: string;
  label: string;
  max: number;
  save: (reason: string) => Promise<T>;
  done: (result: T) => string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const step = useSaving({ save, refresh: warehouseKeys.all, done, then: onClose });
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: step.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={warning} />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) => step.mutate(v.reason.trim())}
      >
        <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, max }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
