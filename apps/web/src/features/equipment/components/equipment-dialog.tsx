import { EQUIPMENT_STATUSES, type Equipment, type EquipmentStatus } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createEquipment, equipmentKeys, updateEquipment } from '../api';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';

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
  const stores = useQuery(storeOptionsQueryOptions());
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
  const text = (max: number) => [{ required: true, whitespace: true, max }];

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
      <Form.Item name="storeId" label={t('equipment.store')} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={stores.isPending}
          options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
        />
      </Form.Item>
      <Form.Item name="position" label={t('equipment.position')} rules={text(64)}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="model" label={t('equipment.model')} rules={text(64)}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="serialNo" label={t('equipment.serialNo')} rules={text(64)}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="status" label={t('equipment.status')}>
        <Select
          options={EQUIPMENT_STATUSES.map((s) => ({
            value: s,
            label: t(`equipment.statuses.${s}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="installedOn" label={t('equipment.installedOn')}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="lastInspectedOn" label={t('equipment.lastInspectedOn')}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="remark" label={t('equipment.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
