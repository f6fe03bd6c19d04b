import type { SupplierPrice } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { today } from '../../../lib/days';
import { priceHistoryQueryOptions } from '../api';
import { SkuSelect } from './catalogue-selects';
import { useMoney } from '../../../lib/money';

/** One line as OrderLineFields holds it (a template's line has no price). */
export interface OrderLineValues {
  skuId?: number;
  supplierId?: number;
  quantity?: number;
  unitPrice?: number;
}

/** Each supplier's current price of a SKU from its price history (newest first). */
export function currentBySupplier(history: readonly SupplierPrice[]): SupplierPrice[] {
  const now = today();
  const seen = new Map<number, SupplierPrice>();
  for (const p of history) {
    const had = seen.get(p.supplierId);
    if (!had || (had.validFrom > now && p.validFrom <= now)) seen.set(p.supplierId, p);
  }
  return [...seen.values()];
}

/**
 * One line of the add-order form: SKU, then one of its suppliers (its price filled in). On a
 * template (`priceShown`) the supplier's current price is shown, not entered: an order takes
 * the price of its day.
 */
export function OrderLineFields({
  name,
  onRemove,
  priceShown = false,
}: {
  name: number;
  onRemove: () => void;
  priceShown?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = Form.useFormInstance();
  const skuId = Form.useWatch(['lines', name, 'skuId'], form) as number | undefined;
  const history = useQuery({ ...priceHistoryQueryOptions(skuId ?? 0), enabled: Boolean(skuId) });
  const suppliers = currentBySupplier(history.data ?? []);
  const n = name + 1;
  return (
    <Flex gap={8} wrap align="flex-start">
      <Form.Item
        name={[name, 'skuId']}
        label={t('purchase.addOrder.sku', { n })}
        rules={[{ required: true, message: t('purchase.addOrder.pickSku') }]}
      >
        <SkuSelect
          style={{ minWidth: 200 }}
          onChange={() =>
            form.setFieldValue(['lines', name], {
              ...form.getFieldValue(['lines', name]),
              supplierId: undefined,
              unitPrice: undefined,
            })
          }
        />
      </Form.Item>
      <Form.Item
        name={[name, 'supplierId']}
        label={t('purchase.addOrder.supplier', { n })}
        rules={[{ required: true, message: t('purchase.addOrder.pickSupplier') }]}
      >
        <Select<number>
          style={{ minWidth: 180 }}
          loading={history.isFetching}
          disabled={!skuId}
          options={suppliers.map((p) => ({
            value: p.supplierId,
            label: `${p.supplierName} ${money(p.price)}`,
          }))}
          onChange={(supplierId) => {
            const price = suppliers.find((p) => p.supplierId === supplierId)?.price;
            form.setFieldValue(['lines', name, 'unitPrice'], price ? Number(price) : undefined);
          }}
        />
      </Form.Item>
      <Form.Item
        name={[name, 'quantity']}
        label={t('purchase.addOrder.quantity', { n })}
        rules={[{ required: true, message: t('purchase.addOrder.giveQuantity') }]}
      >
        <InputNumber min={1} precision={0} style={{ width: 110 }} />
      </Form.Item>
      {priceShown ? (
        <Form.Item name={[name, 'unitPrice']} label={t('purchase.template.currentPrice', { n })}>
          <InputNumber precision={2} disabled style={{ width: 130 }} />
        </Form.Item>
      ) : (
        <Form.Item
          name={[name, 'unitPrice']}
          label={t('purchase.addOrder.unitPrice', { n })}
          rules={[{ required: true, message: t('purchase.addOrder.givePrice') }]}
        >
          <InputNumber min={0} precision={2} style={{ width: 130 }} />
        </Form.Item>
      )}
      <Form.Item
        label={<Typography.Text type="secondary">{t('purchase.addOrder.remove')}</Typography.Text>}
      >
        <Button onClick={onRemove} aria-label={t('purchase.addOrder.removeLine', { n })}>
          {t('purchase.addOrder.remove')}
        </Button>
      </Form.Item>
    </Flex>
  );
}

/**
 * The lines of an order or a template under their title, one OrderLineFields each, with a
 * button for one more; an order keeps at least one line (`keepOne`).
 */
export function OrderLines({
  title,
  priceShown = false,
  keepOne = false,
}: {
  title: string;
  priceShown?: boolean;
  keepOne?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {title}
          </Typography.Title>
          {fields.map((field) => (
            <OrderLineFields
              key={field.key}
              name={field.name}
              onRemove={() => (!keepOne || fields.length > 1) && remove(field.name)}
              priceShown={priceShown}
            />
          ))}
          <Button onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
            {t('purchase.addOrder.addLine')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
