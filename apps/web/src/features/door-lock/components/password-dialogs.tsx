import type { DoorPasswordReveal } from '@depot/shared';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { applyDoorPassword, doorLockKeys } from '../api';
import { Validity } from './key-state-tag';

interface Values {
  window: [Dayjs, Dayjs];
  reason: string;
}

/** Ask for a door password for a window: it goes to approval. */
export function ApplyPasswordDialog({ lockId, onClose }: { lockId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const save = (v: Values) =>
    applyDoorPassword({
      lockId,
      startsAt: v.window[0].toISOString(),
      endsAt: v.window[1].toISOString(),
      reason: v.reason,
    });
  return (
    <SavingFormModal<Values>
      name="door-password"
      title={t('doorLock.detail.apply')}
      save={save}
      refresh={doorLockKeys.all}
      done={() => t('doorLock.password.applied')}
      onClose={onClose}
    >
      <Form.Item name="window" label={t('doorLock.password.window')} rules={[{ required: true }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('doorLock.password.reason')}
        rules={[{ required: true, whitespace: true, max: 200 }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </SavingFormModal>
  );
}

/** The revealed code, with a copy button; closing it leaves nothing on the page. */
export function RevealedPassword({
  reveal,
  onClose,
}: {
  reveal: DoorPasswordReveal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('doorLock.password.revealTitle')} footer={null} onCancel={onClose}>
      <Typography.Title level={2} copyable={{ text: reveal.password }}>
        {reveal.password}
      </Typography.Title>
      <Validity from={reveal.startsAt} to={reveal.endsAt} />
      <Typography.Paragraph type="secondary">
        {t('doorLock.password.revealNote')}
      </Typography.Paragraph>
    </Modal>
  );
}
