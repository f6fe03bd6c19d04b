import type { DoorLock, DoorLockStatus } from '@depot/shared';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { UserSelect } from '../../../components/org-selects';
import { createDoorLock, doorLockKeys, updateDoorLock } from '../api';
import {
  StoreDeviceFields,
  storeDeviceBody,
  storeDeviceInitial,
  type StoreDeviceValues,
} from '../../../components/store-device-fields';
import { RequiredText } from '../../../components/required-text';

interface Values extends StoreDeviceValues<DoorLockStatus> {
  door: string;
  battery?: number | null;
  keeperId?: number | null;
}

/** Adds a door lock (no record) or changes one: its store, door, model, serial and keeper. */
export function LockDialog({ record, onClose }: { record: DoorLock | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = (v: Values) => {
    const body = {
      ...storeDeviceBody(v),
      door: v.door.trim(),
      battery: v.battery ?? null,
      keeperId: v.keeperId ?? null,
    };
    return record ? updateDoorLock({ lockId: record.lockId, ...body }) : createDoorLock(body);
  };
  const initial: Partial<Values> = record ? storeDeviceInitial(record) : { status: 'working' };

  return (
    <SavingFormModal<Values>
      name="door-lock"
      title={record ? t('doorLock.editTitle') : t('doorLock.add')}
      initialValues={initial}
      save={save}
      refresh={doorLockKeys.all}
      done={() => t('doorLock.saved')}
      onClose={onClose}
    >
      <StoreDeviceFields
        device="doorLock"
        place={<RequiredText name="door" label={t('doorLock.door')} max={64} />}
      >
        <Form.Item name="battery" label={t('doorLock.battery')}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="keeperId" label={t('doorLock.keeper')}>
          <UserSelect allowClear />
        </Form.Item>
      </StoreDeviceFields>
    </SavingFormModal>
  );
}
