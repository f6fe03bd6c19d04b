import type { DoorKey } from '@depot/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
import { doorLockKeys, revokeDoorKey } from '../api';

/** Revoke a key, with a reason (it is kept, closed from now on). */
export function RevokeKeyDialog({ doorKey, onClose }: { doorKey: DoorKey; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const save = useSaving({
    save: (v: { reason: string }) => revokeDoorKey(doorKey.keyId, v.reason),
    refresh: doorLockKeys.all,
    done: () => t('doorLock.key.revoked'),
    then: onClose,
  });
  return (
    <FormModal<{ reason: string }>
      name="door-key-revoke"
      title={t('doorLock.key.revokeTitle', { name: doorKey.userName })}
      open
      form={form}
      onSubmit={(v) => save.mutate(v)}
      onClose={onClose}
      submitting={save.isPending}
    >
      <Form.Item
        name="reason"
        label={t('doorLock.key.revokeReason')}
        rules={[{ required: true, whitespace: true, max: 200 }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
