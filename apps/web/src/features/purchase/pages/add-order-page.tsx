import { toChineseAmount, type PurchaseOrderInput } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useSaving } from '../../../lib/use-saving';
import { createOrder, purchaseKeys, skuPageQueryOptions } from '../api';
import { OrderWarehouseSelect } from '../components/order-warehouse-select';
import { OrderLineFields } from '../components/order-line-fields';
import { orderHref } from '../paths';

interface LineValues {
  skuId?: number;
  supplierId?: number;
  quantity?: number;
  unitPrice?: number;
}

interface Values {
  title: string;
  warehouseId: number;
  expectedDate?: Dayjs | null;
  remark?: string;
  lines: LineValues[];
}

/** The total of the lines in cents, exact (prices have two decimals). */
export function totalOf(lines: readonly LineValues[] | undefined): string {
  const cents = (lines ?? []).reduce(
    (sum, l) => sum + Math.round((l.unitPrice ?? 0) * 100) * (l.quantity ?? 0),
    0,
  );
  return (cents / 100).toFixed(2);
}

/**
 * /purchase/purchase-order/add-order: a work order: its warehouse, lines picked by SKU then
 * supplier (that supplier's current price filled in), the total and its upper-case amount as
 * they change; saved as a draft or submitted for approval.
 */
export function AddOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const lines = Form.useWatch('lines', form) as LineValues[] | undefined;
  const skus = useQuery(skuPageQueryOptions({ current: 1, size: 500, enabled: true }));
  const save = useSaving({
    save: ({ values, submit }: { values: Values; submit: boolean }) => {
      const body: PurchaseOrderInput = {
        title: values.title,
        warehouseId: values.warehouseId,
        expectedDate: values.expectedDate ? values.expectedDate.format('YYYY-MM-DD') : null,
        remark: values.remark ?? null,
        submit,
        lines: values.lines.map((l) => ({
          skuId: l.skuId!,
          supplierId: l.supplierId!,
          quantity: l.quantity!,
          unitPrice: (l.unitPrice ?? 0).toFixed(2),
        })),
      };
      return createOrder(body);
    },
    refresh: purchaseKeys.all,
    done: (order) =>
      t(order.status === 'draft' ? 'purchase.addOrder.saved' : 'purchase.addOrder.submitted', {
        code: order.code,
      }),
    then: (order) => void navigate(orderHref(order.orderId)),
  });
  // A form with missing fields shows them under each field: nothing is sent.
  const send = (submit: boolean) =>
    void form
      .validateFields()
      .then((values) => save.mutate({ values, submit }))
      .catch(() => undefined);
  const total = totalOf(lines);
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('purchase.addOrder.title')}</PageTitle>
      <Card>
        <Form<Values> form={form} layout="vertical" initialValues={{ lines: [{}] }}>
          <Flex gap={16} wrap>
            <Form.Item
              name="title"
              label={t('purchase.order.subject')}
              rules={[
                { required: true, whitespace: true, message: t('purchase.addOrder.giveTitle') },
              ]}
            >
              <Input maxLength={100} style={{ minWidth: 240 }} />
            </Form.Item>
            <Form.Item
              name="warehouseId"
              label={t('purchase.order.warehouse')}
              rules={[{ required: true, message: t('purchase.addOrder.pickWarehouse') }]}
            >
              <OrderWarehouseSelect />
            </Form.Item>
            <Form.Item name="expectedDate" label={t('purchase.order.expectedDate')}>
              <DatePicker />
            </Form.Item>
          </Flex>
          <Form.Item name="remark" label={t('purchase.remark')}>
            <Input.TextArea maxLength={500} autoSize />
          </Form.Item>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                <Typography.Title level={2} style={{ fontSize: 16 }}>
                  {t('purchase.order.lines')}
                </Typography.Title>
                {fields.map((field) => (
                  <OrderLineFields
                    key={field.key}
                    name={field.name}
                    skus={skus.data?.records ?? []}
                    onRemove={() => fields.length > 1 && remove(field.name)}
                  />
                ))}
                <Button onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                  {t('purchase.addOrder.addLine')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Typography.Paragraph strong style={{ marginTop: 16 }} aria-live="polite">
            {t('purchase.addOrder.total', { total, upper: toChineseAmount(total) })}
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Button loading={save.isPending} onClick={() => send(false)}>
              {t('purchase.addOrder.saveDraft')}
            </Button>
            <Button type="primary" loading={save.isPending} onClick={() => send(true)}>
              {t('purchase.addOrder.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
