import type {
  ReplenishmentDetail,
  ReplenishmentInput,
  ReplenishmentSuggestion,
} from '@depot/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchable } from '../../../components/org-selects';
import { saveForm, useSaving } from '../../../lib/use-saving';
import {
  createReplenishment,
  purchaseKeys,
  replenishmentSuggestionsQueryOptions,
  replenishmentWarehousesQueryOptions,
  updateReplenishment,
} from '../api';
import { ShortfallAlert } from './shortfall-alert';
import { SkuSelect, SupplierSelect, skuOption } from './catalogue-selects';
import { SearchSelect } from '../../../components/search-select';

interface LineValues {
  skuId?: number;
  quantity?: number;
  supplierId?: number;
  /** From a shortfall whose category has several SKUs: the ones to pick from. */
  choices?: Array<{ value: number; label: string }>;
}

interface Values {
  warehouseId?: number;
  neededBy?: Dayjs | null;
  remark?: string;
  lines: LineValues[];
}

/** The lines a warehouse's shortfalls suggest: one per short category, its SKU picked if one. */
function linesOf(suggestions: readonly ReplenishmentSuggestion[]): LineValues[] {
  return suggestions.map((s) =>
    s.skus.length === 1
      ? { skuId: s.skus[0]!.skuId, quantity: s.shortfall }
      : { quantity: s.shortfall, choices: s.skus.map(skuOption) },
  );
}

/** A draft's fields as they are, for its edit. */
function valuesOf(draft: ReplenishmentDetail): Values {
  return {
    warehouseId: draft.warehouse.id,
    neededBy: draft.neededBy ? dayjs(draft.neededBy) : null,
    remark: draft.remark ?? undefined,
    lines: draft.lines.map((l) => ({
      skuId: l.skuId,
      quantity: l.quantity,
      supplierId: l.supplier?.id,
    })),
  };
}

/**
 * A new warehouse purchase order, or the caller's `draft` to edit: the warehouse (of the
 * caller's scope), the day it is needed, a note, and lines of SKU × quantity with an optional
 * preferred supplier, which the warehouse's low-stock shortfalls can fill in; saved as a draft
 * or submitted to the purchasers. An edit sends every field and line at the draft's version.
 */
export function ReplenishmentDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft?: ReplenishmentDetail;
  onClose: () => void;
  onSaved: (request: ReplenishmentDetail) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const warehouseId = Form.useWatch('warehouseId', form) as number | undefined;
  const [shortfalls, setShortfalls] = useState<ReplenishmentSuggestion[] | null>(null);
  const warehouses = useQuery(replenishmentWarehousesQueryOptions());
  const save = useSaving({
    save: ({ values, submit }: { values: Values; submit: boolean }) => {
      const body: ReplenishmentInput = {
        warehouseId: values.warehouseId!,
        neededBy: values.neededBy ? values.neededBy.format('YYYY-MM-DD') : null,
        remark: values.remark?.trim() ? values.remark : null,
        submit,
        lines: values.lines.map((l) => ({
          skuId: l.skuId!,
          quantity: l.quantity!,
          supplierId: l.supplierId ?? null,
        })),
      };
      return draft
        ? updateReplenishment(draft.replenishmentId, { ...body, version: draft.version })
        : createReplenishment(body);
    },
    refresh: purchaseKeys.all,
    done: (request) =>
      request.status === 'submitted'
        ? t('purchase.replenishment.submitDone', { code: request.code })
        : t('purchase.replenishment.dialog.saved', { code: request.code }),
    then: onSaved,
  });
  const send = (submit: boolean) =>
    saveForm(form, (values) => save.mutateAsync({ values, submit }));
  const fillFromShortfall = async () => {
    if (!warehouseId) return;
    const found = await queryClient.fetchQuery(replenishmentSuggestionsQueryOptions(warehouseId));
    setShortfalls(found);
    if (found.length) form.setFieldValue('lines', linesOf(found));
  };

  return (
    <Modal
      open
      width={760}
      title={
        draft
          ? t('purchase.replenishment.dialog.editTitle', { code: draft.code })
          : t('purchase.replenishment.dialog.title')
      }
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={save.isPending} onClick={() => send(false)}>
            {t('purchase.replenishment.dialog.saveDraft')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => send(true)}>
            {t('purchase.replenishment.dialog.submit')}
          </Button>
        </Flex>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={draft ? valuesOf(draft) : { lines: [{}] }}
      >
        <Flex gap={16} wrap align="flex-end">
          <Form.Item
            name="warehouseId"
            label={t('purchase.replenishment.warehouse')}
            rules={[{ required: true, message: t('purchase.replenishment.dialog.pickWarehouse') }]}
          >
            <Select<number>
              {...searchable}
              style={{ minWidth: 200 }}
              loading={warehouses.isLoading}
              options={(warehouses.data ?? []).map((w) => ({
                value: w.warehouseId,
                label: w.name,
              }))}
              onChange={() => setShortfalls(null)}
            />
          </Form.Item>
          <Form.Item name="neededBy" label={t('purchase.replenishment.neededBy')}>
            <DatePicker />
          </Form.Item>
          <Form.Item>
            <Button disabled={!warehouseId} onClick={() => void fillFromShortfall()}>
              {t('purchase.replenishment.dialog.fromShortfall')}
            </Button>
          </Form.Item>
        </Flex>
        {shortfalls && <ShortfallAlert shortfalls={shortfalls} />}
        <Form.Item name="remark" label={t('purchase.remark')}>
          <Input.TextArea maxLength={500} autoSize />
        </Form.Item>
        <Typography.Text strong>{t('purchase.replenishment.lines')}</Typography.Text>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map(({ key, name }) => {
                const choices = form.getFieldValue([
                  'lines',
                  name,
                  'choices',
                ]) as LineValues['choices'];
                const n = name + 1;
                return (
                  <Flex key={key} gap={8} wrap align="flex-start">
                    <Form.Item
                      name={[name, 'skuId']}
                      label={t('purchase.replenishment.dialog.sku', { n })}
                      rules={[
                        { required: true, message: t('purchase.replenishment.dialog.pickSku') },
                      ]}
                    >
                      {choices ? (
                        <SearchSelect<number> style={{ minWidth: 220 }} options={choices} />
                      ) : (
                        <SkuSelect style={{ minWidth: 220 }} />
                      )}
                    </Form.Item>
                    <Form.Item
                      name={[name, 'quantity']}
                      label={t('purchase.replenishment.dialog.quantity', { n })}
                      rules={[
                        {
                          required: true,
                          message: t('purchase.replenishment.dialog.giveQuantity'),
                        },
                      ]}
                    >
                      <InputNumber min={1} max={1_000_000} precision={0} />
                    </Form.Item>
                    <Form.Item
                      name={[name, 'supplierId']}
                      label={t('purchase.replenishment.dialog.supplier', { n })}
                    >
                      <SupplierSelect allowClear style={{ minWidth: 160 }} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="link"
                        danger
                        style={{ marginTop: 30 }}
                        onClick={() => remove(name)}
                      >
                        {t('purchase.replenishment.dialog.remove')}
                      </Button>
                    )}
                  </Flex>
                );
              })}
              <Button onClick={() => add({})}>{t('purchase.replenishment.dialog.addLine')}</Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
