import {
  EDITABLE_STATUSES,
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
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequired } from './use-required';
import { assetPageQueryOptions } from '../../../api/asset';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import {
  applySpecialOrder,
  createWorkOrder,
  editWareOrder,
  resubmitSpecialOrder,
  wareOrderKeys,
} from '../api';
import { useSaving } from '../../../lib/use-saving';
import { SearchSelect } from '../../../components/search-select';
import { choicesOf } from '../../../lib/choices';

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
  /** For the approvers, when a sent-back special order is resubmitted. */
  comment?: string;
}

/**
 * What the dialog does: make an order, change one that has not started (its fields only), or
 * change a special order sent back to its applicant and resubmit it (assets, urgency and reason
 * too). The store is an order's own once made.
 */
type Mode = 'create' | 'edit' | 'resubmit';

function modeOf(order: WareOrderDetail | undefined): Mode {
  if (!order) return 'create';
  return order.status === 'sentBack' ? 'resubmit' : 'edit';
}

/** An order's values as the form holds them. */
function valuesOf(order: WareOrderDetail): Values {
  return {
    kind: order.kind,
    storeId: order.storeId,
    assetIds: order.assets.map((a) => a.assetId),
    plannedDate: order.plannedDate ? dayjs(order.plannedDate) : null,
    contactName: order.contactName ?? undefined,
    contactPhone: order.contactPhone ?? undefined,
    address: order.address ?? undefined,
    remark: order.remark ?? undefined,
    urgency: order.urgency ?? undefined,
    reason: order.reason ?? undefined,
  };
}

/** Whether `order` may be changed through this dialog (the server says so too). */
export const changeable = (order: WareOrderDetail) =>
  order.status === 'sentBack' || EDITABLE_STATUSES.includes(order.status);

/** Assets of the chosen store to pick from, searched by code or name (20 at a time). */
function useAssetOptions(
  storeId: number | undefined,
  search: string,
  known: readonly { assetId: number; code: string; name: string }[],
) {
  const assets = useQuery({
    ...assetPageQueryOptions({ storeId, q: search || undefined, current: 1, size: 20 }),
    enabled: storeId !== undefined,
  });
  const options = new Map<number, string>();
  for (const a of known) options.set(a.assetId, `${a.code} ${a.name}`);
  for (const a of assets.data?.records ?? []) options.set(a.assetId, `${a.code} ${a.name}`);
  return {
    loading: assets.isFetching,
    options: [...options].map(([value, label]) => ({ value, label })),
  };
}

/**
 * A new work order (by hand, or prefilled from an approved asset document: `draft`), or an
 * application for a special one (urgency and reason, submitted for approval); with `order`, that
 * order changed (see Mode).
 */
export function OrderFormModal({
  type,
  open,
  draft,
  order,
  onClose,
  onCreated,
}: {
  type: WareOrderType;
  open: boolean;
  draft?: WareOrderDraft;
  order?: WareOrderDetail;
  onClose: () => void;
  onCreated: (order: WareOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const storeId = Form.useWatch('storeId', form) as number | undefined;
  const [search, setSearch] = useState('');
  const stores = useQuery(storeOptionsQueryOptions());
  const assets = useAssetOptions(storeId, search, order?.assets ?? draft?.assets ?? []);
  const required = useRequired();
  const mode = modeOf(order);
  const special = type === 'special' && mode !== 'edit';

  const save = useSaving({
    save: (values: Values) => {
      const fields = {
        kind: values.kind,
        plannedDate: values.plannedDate ? values.plannedDate.format('YYYY-MM-DD') : null,
        contactName: values.contactName ?? null,
        contactPhone: values.contactPhone ?? null,
        address: values.address ?? null,
        remark: values.remark ?? null,
      };
      const assetIds = values.assetIds ?? [];
      const why = { urgency: values.urgency ?? 'high', reason: values.reason ?? '' };
      if (order && mode === 'edit') {
        return editWareOrder(type, order.orderId, { ...fields, version: order.version });
      }
      if (order) {
        return resubmitSpecialOrder(order.orderId, {
          ...fields,
          ...why,
          assetIds,
          version: order.version,
          comment: values.comment ?? '',
        });
      }
      const common = { ...fields, storeId: values.storeId, assetIds };
      return type === 'work'
        ? createWorkOrder({ ...common, sourceDocId: draft?.sourceDocId ?? null })
        : applySpecialOrder({ ...common, ...why });
    },
    refresh: wareOrderKeys.records(type),
    done: (saved) =>
      mode === 'edit'
        ? t('wareOrder.done.edit')
        : mode === 'resubmit'
          ? t('wareOrder.done.resubmit', { code: saved.code })
          : t(type === 'work' ? 'wareOrder.created' : 'wareOrder.applied', { code: saved.code }),
    then: onCreated,
  });
  const title =
    mode === 'create'
      ? t(`wareOrder.form.title.${type}`)
      : t(mode === 'edit' ? 'wareOrder.form.editTitle' : 'wareOrder.form.resubmitTitle', {
          code: order?.code ?? '',
        });

  return (
    <FormModal<Values>
      name={`ware-${type}-order-${mode}`}
      title={title}
      open={open}
      form={form}
      width={640}
      initialValues={
        order
          ? valuesOf(order)
          : {
              kind: draft?.kind ?? 'deliver',
              storeId: draft?.storeId,
              assetIds: draft?.assets.map((a) => a.assetId) ?? [],
              address: draft?.address ?? undefined,
              urgency: 'high',
            }
      }
      submitting={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
    >
      {mode !== 'create' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(mode === 'edit' ? 'wareOrder.form.editHint' : 'wareOrder.form.resubmitHint')}
        />
      )}
      {draft && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('wareOrder.form.fromDoc', { code: draft.sourceCode })}
        />
      )}
      <Form.Item
        name="kind"
        label={t('wareOrder.kind')}
        rules={required.choice(t('wareOrder.kind'))}
      >
        <Select options={choicesOf(WARE_ORDER_KINDS, (k) => t(`wareOrder.kinds.${k}`))} />
      </Form.Item>
      <Form.Item
        name="storeId"
        label={t('wareOrder.store')}
        rules={required.choice(t('wareOrder.store'))}
      >
        <SearchSelect
          disabled={draft !== undefined || order !== undefined}
          options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
          onChange={() => form.setFieldValue('assetIds', [])}
        />
      </Form.Item>
      <Form.Item name="assetIds" label={t('wareOrder.assets')}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          disabled={storeId === undefined || mode === 'edit'}
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
      {special && (
        <>
          <Form.Item name="urgency" label={t('wareOrder.urgency')}>
            <Select
              options={choicesOf(WARE_ORDER_URGENCIES, (u) => t(`wareOrder.urgencies.${u}`))}
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
      {mode === 'resubmit' && (
        <Form.Item name="comment" label={t('wareOrder.form.comment')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
      )}
    </FormModal>
  );
}
