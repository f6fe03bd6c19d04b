import type { DoorKey } from '@depot/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { doorLockKeys, revokeDoorKey } from '../api';

/** Revoke a key, with a reason (it is kept, closed from now on). */
export function RevokeKeyDialog({ doorKey, onClose }: { doorKey: DoorKey; onClose: () => void }) {
  const { t } = useTranslation();
  const save = (v: { reason: string }) => revokeDoorKey(doorKey.keyId, v.reason);
  return (
    <SavingFormModal<{ reason: string }>
      name="door-key-revoke"
      title={t('doorLock.key.revokeTitle', { name: doorKey.userName })}
      save={save}
      refresh={doorLockKeys.all}
      done={() => t('doorLock.key.revoked')}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('doorLock.key.revokeReason')}
        rules={[{ required: true, whitespace: true, max: 200 }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </SavingFormModal>
  );
}
