import {
  WARE_ORDER_KINDS,
  WARE_ORDER_URGENCIES,
  type WareOrderDetail,
  type WareOrderDraft,
  type WareOrderKind,
  type WareOrderType,
  type WareOrderUrgency,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequired } from './use-required';
import { assetPageQueryOptions } from '../../../api/asset';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import { applySpecialOrder, createWorkOrder, wareOrderKeys } from '../api';
import { useSaving } from '../../../lib/use-saving';

interface Values {
  kind: WareOrderKind;
  storeId: number;
  assetIds: number[];
  plannedDate?: Dayjs | null;
  contactName?: string;
  contactPhone?: string;
  address?: string;
  remark?: string;
  urgency?: WareOrderUrgency;
  reason?: string;
}

/** Assets of the chosen store to pick from, searched by code or name (20 at a time). */
function useAssetOptions(storeId: number | undefined, search: string, draft?: WareOrderDraft) {
  const assets = useQuery({
    ...assetPageQueryOptions({ storeId, q: search || undefined, current: 1, size: 20 }),
    enabled: storeId !== undefined,
  });
  const options = new Map<number, string>();
  for (const a of draft?.assets ?? []) options.set(a.assetId, `${a.code} ${a.name}`);
  for (const a of assets.data?.records ?? []) options.set(a.assetId, `${a.code} ${a.name}`);
  return {
    loading: assets.isFetching,
    options: [...options].map(([value, label]) => ({ value, label })),
  };
}

/**
 * A new work order (by hand, or prefilled from an approved asset document: `draft`), or an
 * application for a special one (urgency and reason, submitted for approval).
 */
export function OrderFormModal({
  type,
  open,
  draft,
  onClose,
  onCreated,
}: {
  type: WareOrderType;
  open: boolean;
  draft?: WareOrderDraft;
  onClose: () => void;
  onCreated: (order: WareOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const storeId = Form.useWatch('storeId', form) as number | undefined;
  const [search, setSearch] = useState('');
  const stores = useQuery(storeOptionsQueryOptions());
  const assets = useAssetOptions(storeId, search, draft);
  const required = useRequired();

  const save = useSaving({
    save: (values: Values) => {
      const common = {
        kind: values.kind,
        storeId: values.storeId,
        assetIds: values.assetIds ?? [],
        plannedDate: values.plannedDate ? values.plannedDate.format('YYYY-MM-DD') : null,
        contactName: values.contactName ?? null,
        contactPhone: values.contactPhone ?? null,
        address: values.address ?? null,
        remark: values.remark ?? null,
      };
      return type === 'work'
        ? createWorkOrder({ ...common, sourceDocId: draft?.sourceDocId ?? null })
        : applySpecialOrder({
            ...common,
            urgency: values.urgency ?? 'high',
            reason: values.reason ?? '',
          });
    },
    refresh: wareOrderKeys.records(type),
    done: (order) =>
      t(type === 'work' ? 'wareOrder.created' : 'wareOrder.applied', { code: order.code }),
    then: onCreated,
  });

  return (
    <FormModal<Values>
      name={`ware-${type}-order`}
      title={t(`wareOrder.form.title.${type}`)}
      open={open}
      form={form}
      width={640}
      initialValues={{
        kind: draft?.kind ?? 'deliver',
        storeId: draft?.storeId,
        assetIds: draft?.assets.map((a) => a.assetId) ?? [],
        address: draft?.address ?? undefined,
        urgency: 'high',
      }}
      submitting={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
    >
      {draft && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('wareOrder.form.fromDoc', { code: draft.sourceCode })}
        />
      )}
      <Form.Item
        name="kind"
        label={t('wareOrder.kind')}
        rules={required.choice(t('wareOrder.kind'))}
      >
        <Select
          options={WARE_ORDER_KINDS.map((k) => ({ value: k, label: t(`wareOrder.kinds.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="storeId"
        label={t('wareOrder.store')}
        rules={required.choice(t('wareOrder.store'))}
      >
        <Select
          showSearch
          optionFilterProp="label"
          disabled={draft !== undefined}
          options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
          onChange={() => form.setFieldValue('assetIds', [])}
        />
      </Form.Item>
      <Form.Item name="assetIds" label={t('wareOrder.assets')}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          disabled={storeId === undefined}
          placeholder={
            storeId === undefined
              ? t('wareOrder.form.pickStoreFirst')
              : t('wareOrder.form.assetsPlaceholder')
          }
          loading={assets.loading}
          onSearch={setSearch}
          options={assets.options}
        />
      </Form.Item>
      {type === 'special' && (
        <>
          <Form.Item name="urgency" label={t('wareOrder.urgency')}>
            <Select
              options={WARE_ORDER_URGENCIES.map((u) => ({
                value: u,
                label: t(`wareOrder.urgencies.${u}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('wareOrder.reason')}
            rules={required.text(t('wareOrder.reason'))}
          >
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
          </Form.Item>
        </>
      )}
      <Form.Item name="plannedDate" label={t('wareOrder.plannedDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="contactName" label={t('wareOrder.contactName')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('wareOrder.contactPhone')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="address" label={t('wareOrder.address')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="remark" label={t('wareOrder.remark')}>
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </FormModal>
  );
}
