import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { storeOptionsQueryOptions } from '../api/eam';
import { RequiredText } from './required-text';
import { SearchSelect } from './search-select';

interface Option {
  value: string;
  label: string;
}

/** The fields of StoreDeviceFields as the form holds them (a day is a Dayjs). */
export interface StoreDeviceValues<Status extends string> {
  storeId: number;
  model: string;
  serialNo: string;
  installedOn?: Dayjs | null;
  status: Status;
  remark?: string;
}

/** A picked day as the contracts send it, none as null. */
export const isoDay = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

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
  labels,
  statuses,
  place,
  children,
}: {
  labels: Record<'store' | 'model' | 'serialNo' | 'status' | 'installedOn' | 'remark', string>;
  statuses: readonly Option[];
  place: ReactNode;
  children?: ReactNode;
}) {
  const stores = useStoreOptions();
  return (
    <>
      <Form.Item name="storeId" label={labels.store} rules={[{ required: true }]}>
        <SearchSelect {...stores} />
      </Form.Item>
      {place}
      <RequiredText name="model" label={labels.model} max={64} />
      <RequiredText name="serialNo" label={labels.serialNo} max={64} />
      <Form.Item name="status" label={labels.status}>
        <Select options={[...statuses]} />
      </Form.Item>
      <Form.Item name="installedOn" label={labels.installedOn}>
        <DatePicker />
      </Form.Item>
      {children}
      <Form.Item name="remark" label={labels.remark} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}

/** A store device list's filters: text, store and status. */
export function StoreDeviceFilters({
  labels,
  statuses,
}: {
  labels: Record<'searchLabel' | 'search' | 'store' | 'status', string>;
  statuses: readonly Option[];
}) {
  const stores = useStoreOptions();
  return (
    <>
      <Form.Item name="q" label={labels.searchLabel}>
        <Input allowClear placeholder={labels.search} />
      </Form.Item>
      <Form.Item name="storeId" label={labels.store}>
        <SearchSelect allowClear style={{ minWidth: 160 }} {...stores} />
      </Form.Item>
      <Form.Item name="status" label={labels.status}>
        <Select allowClear style={{ minWidth: 120 }} options={[...statuses]} />
      </Form.Item>
    </>
  );
}
