import { DOOR_LOCK_STATUSES, EQUIPMENT_STATUSES } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '../lib/days';
import { choicesOf } from '../lib/choices';
import { storeOptionsQueryOptions } from '../api/eam';
import { RequiredText } from './required-text';
import { SearchSelect } from './search-select';

/** The fields of StoreDeviceFields as the form holds them (a day is a Dayjs). */
export interface StoreDeviceValues<Status extends string> {
  storeId: number;
  model: string;
  serialNo: string;
  installedOn?: Dayjs | null;
  status: Status;
  remark?: string;
}

/** A store device's common fields as its create and update bodies send them, text trimmed. */
export function storeDeviceBody<Status extends string>(v: StoreDeviceValues<Status>) {
  return {
    storeId: v.storeId,
    model: v.model.trim(),
    serialNo: v.serialNo.trim(),
    installedOn: isoDay(v.installedOn),
    status: v.status,
    remark: v.remark?.trim() || null,
  };
}

/** The form's values for a device being changed: its days as Dayjs, no remark as empty. */
export function storeDeviceInitial<D extends { installedOn: string | null; remark: string | null }>(
  record: D,
) {
  return {
    ...record,
    remark: record.remark ?? undefined,
    installedOn: record.installedOn ? dayjs(record.installedOn) : null,
  };
}

/** The areas of store devices, each with its words under its own name (`doorLock.store` …). */
export type StoreDevice = 'doorLock' | 'equipment';

/** A device area's words for the common fields, and its statuses as options. */
function useDeviceWords(device: StoreDevice) {
  const { t } = useTranslation();
  const statuses =
    device === 'doorLock'
      ? choicesOf(DOOR_LOCK_STATUSES, (s) => t(`doorLock.statuses.${s}`))
      : choicesOf(EQUIPMENT_STATUSES, (s) => t(`equipment.statuses.${s}`));
  const word = (
    key:
      | 'store'
      | 'model'
      | 'serialNo'
      | 'status'
      | 'installedOn'
      | 'remark'
      | 'searchLabel'
      | 'search',
  ) => t(`${device}.${key}`);
  return { word, statuses };
}

/** The stores the caller may pick, as select options. */
function useStoreOptions() {
  const stores = useQuery(storeOptionsQueryOptions());
  return {
    loading: stores.isPending,
    options: (stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name })),
  };
}

/**
 * A store device's form fields (the equipment register, door locks): its store, where it is
 * (`place`, the area's own field), model, serial number, status, installation day, the area's
 * other fields (`children`) and a remark. The area's dialog maps the values to its contract.
 */
export function StoreDeviceFields({
  device,
  place,
  children,
}: {
  device: StoreDevice;
  place: ReactNode;
  children?: ReactNode;
}) {
  const stores = useStoreOptions();
  const { word, statuses } = useDeviceWords(device);
  return (
    <>
      <Form.Item name="storeId" label={word('store')} rules={[{ required: true }]}>
        <SearchSelect {...stores} />
      </Form.Item>
      {place}
      <RequiredText name="model" label={word('model')} max={64} />
      <RequiredText name="serialNo" label={word('serialNo')} max={64} />
      <Form.Item name="status" label={word('status')}>
        <Select options={statuses} />
      </Form.Item>
      <Form.Item name="installedOn" label={word('installedOn')}>
        <DatePicker />
      </Form.Item>
      {children}
      <Form.Item name="remark" label={word('remark')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}

/** A store device list's filters: text, store and status. */
export function StoreDeviceFilters({ device }: { device: StoreDevice }) {
  const stores = useStoreOptions();
  const { word, statuses } = useDeviceWords(device);
  return (
    <>
      <Form.Item name="q" label={word('searchLabel')}>
        <Input allowClear placeholder={word('search')} />
      </Form.Item>
      <Form.Item name="storeId" label={word('store')}>
        <SearchSelect allowClear style={{ minWidth: 160 }} {...stores} />
      </Form.Item>
      <Form.Item name="status" label={word('status')}>
        <Select allowClear style={{ minWidth: 120 }} options={statuses} />
      </Form.Item>
    </>
  );
}
