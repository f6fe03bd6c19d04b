import type { Equipment, EquipmentStatus } from '@depot/shared';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createEquipment, equipmentKeys, updateEquipment } from '../api';
import { SavingFormModal } from '../../../components/data-table';
import { isoDay } from '../../../lib/days';
import {
  StoreDeviceFields,
  storeDeviceBody,
  storeDeviceInitial,
  type StoreDeviceValues,
} from '../../../components/store-device-fields';
import { RequiredText } from '../../../components/required-text';

interface Values extends StoreDeviceValues<EquipmentStatus> {
  position: string;
  lastInspectedOn?: Dayjs | null;
}

/** Adds a store device (no record) or changes one. */
export function EquipmentDialog({
  record,
  onClose,
}: {
  record: Equipment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: Values) => {
    const body = {
      ...storeDeviceBody(v),
      position: v.position.trim(),
      lastInspectedOn: isoDay(v.lastInspectedOn),
    };
    return record
      ? updateEquipment({ equipmentId: record.equipmentId, ...body })
      : createEquipment(body);
  };
  const initial: Partial<Values> = record
    ? {
        ...storeDeviceInitial(record),
        lastInspectedOn: record.lastInspectedOn ? dayjs(record.lastInspectedOn) : null,
      }
    : { status: 'working' };

  return (
    <SavingFormModal<Values>
      name="equipment"
      title={record ? t('equipment.edit') : t('equipment.add')}
      initialValues={initial}
      save={save}
      refresh={equipmentKeys.all}
      done={() => t('equipment.saved')}
      onClose={onClose}
    >
      <StoreDeviceFields
        device="equipment"
        place={<RequiredText name="position" label={t('equipment.position')} max={64} />}
      >
        <Form.Item name="lastInspectedOn" label={t('equipment.lastInspectedOn')}>
          <DatePicker />
        </Form.Item>
      </StoreDeviceFields>
    </SavingFormModal>
  );
}
