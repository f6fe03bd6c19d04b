import type { Movement } from '@depot/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { reverseMovement, warehouseKeys } from '../api';
import { useSaving } from '../../../lib/use-saving';

/** Reverses a movement with a reason, once confirmed (a new row of the opposite quantity). */
export function ReverseDialog({ movement, onClose }: { movement: Movement; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const reverse = useSaving({
    save: (reason: string) => reverseMovement(movement.movementId, { reason }),
    refresh: warehouseKeys.all,
    done: () => t('warehouse.ledger.reverseDone'),
    then: onClose,
  });
  return (
    <Modal
      open
      title={t('warehouse.ledger.reverseTitle', { id: movement.movementId })}
      okText={t('warehouse.ledger.reverse')}
      okButtonProps={{ danger: true, loading: reverse.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('warehouse.ledger.reverseConfirm')} />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) => reverse.mutate(v.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('warehouse.common.reason')}
          rules={[{ required: true, whitespace: true, max: 500 }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
