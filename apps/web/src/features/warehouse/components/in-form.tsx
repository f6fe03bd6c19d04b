import { WAREHOUSE_IN_SOURCES, type WarehouseInSource } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import { createWarehouseIn, warehouseKeys } from '../api';
import { CountedLines } from './counted-lines';
import { WarehouseField } from './warehouse-select';
import { useSaving } from '../../../lib/use-saving';
import { SearchSelect } from '../../../components/search-select';
import { choicesOf } from '../../../lib/choices';
import { useMoney } from '../../../lib/money';

interface Line {
  categoryId?: number;
  quantity?: number;
  unitPrice?: number;
}

export interface InValues {
  warehouseId?: number;
  source: WarehouseInSource;
  sourceRef?: string;
  fromStoreId?: number;
  supplier?: string;
  remark?: string;
  lines: Line[];
  assetIds?: string;
}

/** Cents of a line (quantity × unit price), as whole numbers so the total adds up exactly. */
const centsOf = (l: Line) => Math.round((l.unitPrice ?? 0) * 100) * (l.quantity ?? 0);

/** "12, 15 16" → [12, 15, 16]. */
const idsOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,，]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * A new warehouse-in: where to, the source, counted lines with quantity and unit price (the
 * total as they are typed), serialised assets by id; submitted for approval at once.
 */
export function InForm({ prefill, onClose }: { prefill: Partial<InValues>; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { message } = App.useApp();
  const [form] = Form.useForm<InValues>();
  const source = Form.useWatch('source', form);
  const lines = Form.useWatch('lines', form) ?? [];
  const stores = useQuery({ ...storeOptionsQueryOptions(), enabled: source === 'storeReturn' });
  const total = lines.reduce((sum, l) => sum + centsOf(l ?? {}), 0);
  const submit = useSaving({
    save: (v: InValues) =>
      createWarehouseIn({
        warehouseId: v.warehouseId!,
        source: v.source,
        sourceRef: v.sourceRef?.trim() || null,
        fromStoreId: v.source === 'storeReturn' ? (v.fromStoreId ?? null) : null,
        supplier: v.supplier?.trim() || null,
        remark: v.remark?.trim() || null,
        lines: v.lines
          .filter((l) => l.categoryId !== undefined)
          .map((l) => ({
            categoryId: l.categoryId!,
            quantity: l.quantity!,
            unitPrice: (l.unitPrice ?? 0).toFixed(2),
          })),
        assetIds: idsOf(v.assetIds),
      }),
    refresh: warehouseKeys.all,
    done: (doc) => t('warehouse.ins.submitted', { code: doc.code }),
    then: onClose,
  });
  return (
    <FormModal<InValues>
      name="warehouse-in"
      title={t('warehouse.ins.add')}
      open
      width={720}
      form={form}
      initialValues={{ source: 'purchase', lines: [{}], ...prefill }}
      onSubmit={(v) => {
        if (!v.lines.some((l) => l.categoryId !== undefined) && !idsOf(v.assetIds).length) {
          void message.error(t('warehouse.ins.empty'));
          return;
        }
        submit.mutate(v);
      }}
      onClose={onClose}
      submitting={submit.isPending}
    >
      <WarehouseField />
      <Form.Item name="source" label={t('warehouse.ins.source')} rules={[{ required: true }]}>
        <Select options={choicesOf(WAREHOUSE_IN_SOURCES, (s) => t(`warehouse.source.${s}`))} />
      </Form.Item>
      {source === 'storeReturn' && (
        <Form.Item
          name="fromStoreId"
          label={t('warehouse.ins.fromStore')}
          rules={[{ required: true }]}
        >
          <SearchSelect
            options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
          />
        </Form.Item>
      )}
      <Flex gap={8} wrap>
        <Form.Item
          name="sourceRef"
          label={t('warehouse.ins.sourceRef')}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="supplier"
          label={t('warehouse.ins.supplier')}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input maxLength={128} />
        </Form.Item>
      </Flex>
      <Typography.Title level={5}>{t('warehouse.ins.lines')}</Typography.Title>
      <CountedLines
        lines={lines}
        category="optional"
        addLabel={t('warehouse.ins.addLine')}
        removeLabel={t('warehouse.ins.removeLine')}
      >
        {(field, i) => (
          <>
            <Form.Item
              name={[field.name, 'unitPrice']}
              rules={[{ required: lines[i]?.categoryId !== undefined }]}
            >
              <InputNumber
                aria-label={`${t('warehouse.ins.unitPrice')} ${i + 1}`}
                placeholder={t('warehouse.ins.unitPrice')}
                min={0}
                precision={2}
              />
            </Form.Item>
            <Typography.Text type="secondary">
              {money(centsOf(lines[i] ?? {}) / 100)}
            </Typography.Text>
          </>
        )}
      </CountedLines>
      <Typography.Paragraph strong style={{ marginTop: 12 }}>
        {t('warehouse.ins.total')}: {money(total / 100)}
      </Typography.Paragraph>
      <Form.Item name="assetIds" label={t('warehouse.ins.assetIds')}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('warehouse.ins.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
