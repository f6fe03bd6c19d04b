import { Checkbox, DatePicker, Form, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { UserSelect } from '../../../components/org-selects';
import { doorLockKeys, issueDoorKey } from '../api';
import { LockSelect } from './lock-select';
import { choicesOf } from '../../../lib/choices';

interface Values {
  lockId: number;
  userId: number;
  window: [Dayjs, Dayjs];
  days?: number[];
  daily?: [Dayjs, Dayjs];
}

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Issue an electronic key: a lock, a holder, a window and, if wished, a weekly schedule. */
export function IssueKeyDialog({
  lockId,
  onClose,
}: {
  /** The lock the page was opened for, chosen at first. */
  lockId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: Values) =>
    issueDoorKey({
      lockId: v.lockId,
      userId: v.userId,
      startsAt: v.window[0].toISOString(),
      endsAt: v.window[1].toISOString(),
      schedule:
        v.days?.length && v.daily
          ? { days: v.days, from: v.daily[0].format('HH:mm'), to: v.daily[1].format('HH:mm') }
          : null,
    });
  return (
    <SavingFormModal<Values>
      name="door-key"
      title={t('doorLock.key.issue')}
      initialValues={{ lockId }}
      save={save}
      refresh={doorLockKeys.all}
      done={() => t('doorLock.key.issued')}
      onClose={onClose}
    >
      <Form.Item name="lockId" label={t('doorLock.key.lock')} rules={[{ required: true }]}>
        <LockSelect />
      </Form.Item>
      <Form.Item name="userId" label={t('doorLock.key.user')} rules={[{ required: true }]}>
        <UserSelect />
      </Form.Item>
      <Form.Item name="window" label={t('doorLock.key.window')} rules={[{ required: true }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="days" label={t('doorLock.key.days')}>
        <Checkbox.Group
          options={choicesOf(DAYS, (d) =>
            t(`doorLock.key.weekdays.${d}` as 'doorLock.key.weekdays.1'),
          )}
        />
      </Form.Item>
      <Form.Item name="daily" label={t('doorLock.key.schedule')}>
        <TimePicker.RangePicker format="HH:mm" />
      </Form.Item>
    </SavingFormModal>
  );
}
