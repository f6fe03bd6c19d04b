import { DOOR_LOCK_STATUSES, type DoorLock, type DoorLockStatus } from '@depot/shared';
import { Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { UserSelect } from '../../../components/org-selects';
import { useSaving } from '../../../lib/use-saving';
import { createDoorLock, doorLockKeys, updateDoorLock } from '../api';
import { StoreDeviceFields } from '../../../components/store-device-fields';

interface Values {
  storeId: number;
  door: string;
  model: string;
  serialNo: string;
  installedOn?: Dayjs | null;
  battery?: number | null;
  status: DoorLockStatus;
  keeperId?: number | null;
  remark?: string;
}

/** Adds a door lock (no record) or changes one: its store, door, model, serial and keeper. */
export function LockDialog({ record, onClose }: { record: DoorLock | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaving({
    save: (v: Values) => {
      const body = {
        storeId: v.storeId,
        door: v.door.trim(),
        model: v.model.trim(),
        serialNo: v.serialNo.trim(),
        installedOn: v.installedOn ? v.installedOn.format('YYYY-MM-DD') : null,
        battery: v.battery ?? null,
        status: v.status,
        keeperId: v.keeperId ?? null,
        remark: v.remark?.trim() || null,
      };
      return record ? updateDoorLock({ lockId: record.lockId, ...body }) : createDoorLock(body);
    },
    refresh: doorLockKeys.all,
    done: () => t('doorLock.saved'),
    then: onClose,
  });
  const initial: Partial<Values> = record
    ? {
        ...record,
        remark: record.remark ?? undefined,
        installedOn: record.installedOn ? dayjs(record.installedOn) : null,
      }
    : { status: 'working' };

  return (
    <FormModal<Values>
      name="door-lock"
      title={record ? t('doorLock.editTitle') : t('doorLock.add')}
      open
      form={form}
      initialValues={initial}
      submitting={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <StoreDeviceFields
        labels={{
          store: t('doorLock.store'),
          model: t('doorLock.model'),
          serialNo: t('doorLock.serialNo'),
          status: t('doorLock.status'),
          installedOn: t('doorLock.installedOn'),
          remark: t('doorLock.remark'),
        }}
        statuses={DOOR_LOCK_STATUSES.map((s) => ({
          value: s,
          label: t(`doorLock.statuses.${s}`),
        }))}
        place={
          <Form.Item
            name="door"
            label={t('doorLock.door')}
            rules={[{ required: true, whitespace: true, max: 64 }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        }
      >
        <Form.Item name="battery" label={t('doorLock.battery')}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="keeperId" label={t('doorLock.keeper')}>
          <UserSelect allowClear />
        </Form.Item>
      </StoreDeviceFields>
    </FormModal>
  );
}
