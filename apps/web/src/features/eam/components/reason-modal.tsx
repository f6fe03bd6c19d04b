import { repairActionBodies } from '@depot/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { useZodRule } from '../hooks/use-zod-rule';
import type { OrderDialogProps } from './order-dialog-props';

export interface ReasonValues {
  reason: string;
}

/** Pause or cancel an order: both need a reason (the shared schema's rule). */
export function ReasonModal({
  kind,
  order,
  submitting,
  onSubmit,
  onClose,
}: OrderDialogProps<ReasonValues> & { kind: 'pause' | 'cancel' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReasonValues>();
  const rule = useZodRule();
  const code = order?.code ?? '';
  return (
    <FormModal<ReasonValues>
      name={`eam-${kind}`}
      title={t(kind === 'pause' ? 'eam.dialogs.pauseTitle' : 'eam.dialogs.cancelTitle', { code })}
      open={order !== undefined}
      form={form}
      // '' rather than nothing, so that the shared rule answers "reason required" for it.
      initialValues={{ reason: '' }}
      submitting={submitting}
      onSubmit={(values) => onSubmit({ reason: values.reason.trim() })}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t(kind === 'pause' ? 'eam.dialogs.pauseReason' : 'eam.dialogs.cancelReason')}
        required
        rules={[rule(repairActionBodies[kind], 'reason')]}
      >
        <Input maxLength={500} placeholder={t('eam.dialogs.reasonPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
