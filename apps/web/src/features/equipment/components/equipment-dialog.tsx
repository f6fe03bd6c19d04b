import { EQUIPMENT_STATUSES, type Equipment, type EquipmentStatus } from '@depot/shared';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createEquipment, equipmentKeys, updateEquipment } from '../api';
import { FormModal } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
import { StoreDeviceFields } from '../../../components/store-device-fields';

interface Values {
  storeId: number;
  position: string;
  model: string;
  serialNo: string;
  installedOn?: Dayjs | null;
  status: EquipmentStatus;
  lastInspectedOn?: Dayjs | null;
  remark?: string;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/** Adds a store device (no record) or changes one. */
export function EquipmentDialog({
  record,
  onClose,
}: {
  record: Equipment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaving({
    save: (v: Values) => {
      const body = {
        storeId: v.storeId,
        position: v.position.trim(),
        model: v.model.trim(),
        serialNo: v.serialNo.trim(),
        installedOn: day(v.installedOn),
        status: v.status,
        lastInspectedOn: day(v.lastInspectedOn),
        remark: v.remark?.trim() || null,
      };
      return record
        ? updateEquipment({ equipmentId: record.equipmentId, ...body })
        : createEquipment(body);
    },
    refresh: equipmentKeys.all,
    done: () => t('equipment.saved'),
    then: onClose,
  });
  const initial: Partial<Values> = record
    ? {
        ...record,
        remark: record.remark ?? undefined,
        installedOn: record.installedOn ? dayjs(record.installedOn) : null,
        lastInspectedOn: record.lastInspectedOn ? dayjs(record.lastInspectedOn) : null,
      }
    : { status: 'working' };

  return (
    <FormModal<Values>
      name="equipment"
      title={record ? t('equipment.edit') : t('equipment.add')}
      open
      form={form}
      initialValues={initial}
      submitting={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <StoreDeviceFields
        labels={{
          store: t('equipment.store'),
          model: t('equipment.model'),
          serialNo: t('equipment.serialNo'),
          status: t('equipment.status'),
          installedOn: t('equipment.installedOn'),
          remark: t('equipment.remark'),
        }}
        statuses={EQUIPMENT_STATUSES.map((s) => ({
          value: s,
          label: t(`equipment.statuses.${s}`),
        }))}
        place={
          <Form.Item
            name="position"
            label={t('equipment.position')}
            rules={[{ required: true, whitespace: true, max: 64 }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        }
      >
        <Form.Item name="lastInspectedOn" label={t('equipment.lastInspectedOn')}>
          <DatePicker />
        </Form.Item>
      </StoreDeviceFields>
    </FormModal>
  );
}
