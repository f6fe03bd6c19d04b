import {
  toChineseAmount,
  type PurchaseOrderDetail,
  type PurchaseOrderInput,
  type PurchaseTemplateDetail,
  type ReplenishmentDetail,
  type ReplenishmentSuggestion,
  type SkuOrderDetail,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormRenderer, type FormValues } from '../../../components/form-builder';
import { PageTitle } from '../../../components/page-title';
import { useSaving } from '../../../lib/use-saving';
import {
  createOrder,
  orderQueryOptions,
  purchaseKeys,
  replenishmentQueryOptions,
  templateQueryOptions,
  updateOrder,
} from '../api';
import { LowStockFillButton, orderLinesOf } from '../components/low-stock-fill';
import { OrderWarehouseSelect } from '../components/order-warehouse-select';
import { OrderLines, type OrderLineValues } from '../components/order-line-fields';
import { ShortfallAlert } from '../components/shortfall-alert';
import { orderHref } from '../paths';
import { skuOrderQueryOptions } from '../../../api/sku-order';
import { useMoney } from '../../../lib/money';

interface Values {
  title: string;
  warehouseId: number;
  expectedDate?: Dayjs | null;
  remark?: string;
  lines: OrderLineValues[];
}

/** The total of the lines in cents, exact (prices have two decimals). */
export function totalOf(lines: readonly OrderLineValues[] | undefined): string {
  const cents = (lines ?? []).reduce(
    (sum, l) => sum + Math.round((l.unitPrice ?? 0) * 100) * (l.quantity ?? 0),
    0,
  );
  return (cents / 100).toFixed(2);
}

/** A new order's fields as a template fills them (its lines at their current prices). */
function fromTemplate(template: PurchaseTemplateDetail | undefined): Partial<Values> {
  if (!template) return { lines: [{}] };
  return {
    title: template.name,
    warehouseId: template.warehouse?.id,
    lines: template.lines.length
      ? template.lines.map((l) => ({
          skuId: l.skuId,
          supplierId: l.supplierId,
          quantity: l.quantity,
          unitPrice: l.unitPrice === null ? undefined : Number(l.unitPrice),
        }))
      : [{}],
  };
}

/**
 * A new order's fields as a warehouse purchase order fills them: its warehouse, and each line
 * still to order at the offered supplier and price (the preferred one, else the cheapest).
 */
function fromRequest(request: ReplenishmentDetail, title: string): Partial<Values> {
  const open = request.lines.filter((l) => l.quantity > l.ordered);
  return {
    title,
    warehouseId: request.warehouse.id,
    expectedDate: request.neededBy ? dayjs(request.neededBy) : null,
    lines: open.length
      ? open.map((l) => ({
          skuId: l.skuId,
          supplierId: l.offer?.supplierId,
          quantity: l.quantity - l.ordered,
          unitPrice: l.offer ? Number(l.offer.unitPrice) : undefined,
        }))
      : [{}],
  };
}

/**
 * A new order's fields as a project's SKU order fills them: its name, the day needed, and each
 * line at the cheapest supplier's current price (any of it editable; the warehouse is chosen).
 */
function fromSkuOrder(order: SkuOrderDetail, title: string, shortfall: boolean): Partial<Values> {
  return {
    title,
    expectedDate: order.neededBy ? dayjs(order.neededBy) : null,
    // Its shortfall: the warehouse it holds stock at, restocked with what it could not hold.
    ...(shortfall ? { warehouseId: order.reservations[0]?.warehouseId } : {}),
    lines: order.lines
      .filter((l) => !shortfall || l.shortfall > 0)
      .map((l) => ({
        skuId: l.skuId,
        supplierId: l.offer?.supplierId,
        quantity: shortfall ? l.shortfall : l.quantity,
        unitPrice: l.offer ? Number(l.offer.unitPrice) : undefined,
      })),
  };
}

/** A draft's fields as they are, for its edit. */
function fromDraft(order: PurchaseOrderDetail): Partial<Values> {
  return {
    title: order.title,
    warehouseId: order.warehouse.id,
    expectedDate: order.expectedDate ? dayjs(order.expectedDate) : null,
    remark: order.remark ?? undefined,
    lines: order.lines.map((l) => ({
      skuId: l.skuId,
      supplierId: l.supplierId,
      quantity: l.quantity,
      unitPrice: Number(l.unitPrice),
    })),
  };
}

/**
 * /purchase/purchase-order/add-order: a work order: its warehouse, lines picked by SKU then
 * supplier (that supplier's current price filled in), the total and its upper-case amount as
 * they change; saved as a draft or submitted for approval. `?templateId=` starts it from a
 * template: its lines, warehouse and header fields (checked by the shared validator); `?id=`
 * opens the caller's draft for edit (its template's header form too).
 */
export function AddOrderPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = Number(search.get('id')) || undefined;
  const draft = useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
  const templateId =
    Number(search.get('templateId')) || (draft.data?.template?.id ?? undefined) || undefined;
  const template = useQuery({
    ...templateQueryOptions(templateId ?? 0),
    enabled: templateId !== undefined,
  });
  const requestId = Number(search.get('replenishmentId')) || undefined;
  const request = useQuery({
    ...replenishmentQueryOptions(requestId ?? 0),
    enabled: requestId !== undefined,
  });
  const skuOrderId = Number(search.get('skuOrderId')) || undefined;
  // Only what the SKU order could not reserve, for its warehouse: the order itself stays open.
  const shortfall = search.get('shortfall') === '1';
  const skuOrder = useQuery({
    ...skuOrderQueryOptions(skuOrderId ?? 0),
    enabled: skuOrderId !== undefined,
  });
  if (skuOrderId !== undefined && !skuOrder.data) {
    return skuOrder.isPending ? (
      <Spin />
    ) : (
      <Alert type="error" showIcon title={t('projectDispatch.skuOrder.notFound')} />
    );
  }
  if (skuOrder.data && !skuOrder.data.canOrder) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('projectDispatch.skuOrder.notOrderable', { code: skuOrder.data.code })}
        description={t(`projectDispatch.skuOrder.statuses.${skuOrder.data.status}`)}
      />
    );
  }
  if (requestId !== undefined && !request.data) {
    return request.isPending ? (
      <Spin />
    ) : (
      <Alert type="error" showIcon title={t('purchase.replenishment.notFound')} />
    );
  }
  if (request.data && !request.data.canOrder) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('purchase.replenishment.pageTitle', { code: request.data.code })}
        description={t(`purchase.replenishment.status.${request.data.status}`)}
      />
    );
  }
  if (orderId !== undefined && !draft.data) {
    return draft.isPending ? (
      <Spin />
    ) : (
      <Alert type="error" showIcon title={t('purchase.order.notFound')} />
    );
  }
  if (draft.data && !draft.data.canEdit) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('purchase.addOrder.notEditable', { code: draft.data.code })}
      />
    );
  }
  if (templateId !== undefined && !template.data) {
    return template.isPending ? (
      <Spin />
    ) : (
      <Alert type="error" showIcon title={t('purchase.template.notFound')} />
    );
  }
  if (!draft.data && template.data && !template.data.enabled) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('purchase.template.disabledTemplate', { name: template.data.name })}
      />
    );
  }
  return (
    <AddOrderForm
      key={`${orderId ?? 'new'}:${templateId ?? 'blank'}:${requestId ?? ''}:${skuOrderId ?? ''}:${shortfall}`}
      template={template.data}
      draft={draft.data}
      request={request.data}
      skuOrder={skuOrder.data}
      shortfall={shortfall}
    />
  );
}

function AddOrderForm({
  template,
  draft,
  request,
  skuOrder,
  shortfall = false,
}: {
  template: PurchaseTemplateDetail | undefined;
  draft: PurchaseOrderDetail | undefined;
  /** The warehouse purchase order it is made from: its warehouse is fixed. */
  request?: ReplenishmentDetail | undefined;
  /** A project's SKU order it is made from: it becomes ordered with the order. */
  skuOrder?: SkuOrderDetail | undefined;
  /**
   * Made from `skuOrder`'s shortfall: a plain order restocking its warehouse, not linked to it
   * (it keeps its holds and stays open).
   */
  shortfall?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [headerForm] = Form.useForm<FormValues>();
  // Which of the header form's two buttons sent it: save a draft, or submit.
  const asDraft = useRef(false);
  const lines = Form.useWatch('lines', form) as OrderLineValues[] | undefined;
  const warehouseId = Form.useWatch('warehouseId', form) as number | undefined;
  // The shortfalls the lines were last filled from, for that warehouse (a new order only).
  const [lowStock, setLowStock] = useState<{
    warehouseId: number;
    shortfalls: ReplenishmentSuggestion[];
  } | null>(null);
  const canFillFromLowStock = !draft && !request && !skuOrder;
  const save = useSaving({
    save: ({ values, submit, header }: { values: Values; submit: boolean; header: FormValues }) => {
      const body: PurchaseOrderInput = {
        title: values.title,
        warehouseId: values.warehouseId,
        expectedDate: values.expectedDate ? values.expectedDate.format('YYYY-MM-DD') : null,
        remark: values.remark ?? null,
        submit,
        ...(template ? { header } : {}),
        lines: values.lines.map((l) => ({
          skuId: l.skuId!,
          supplierId: l.supplierId!,
          quantity: l.quantity!,
          unitPrice: (l.unitPrice ?? 0).toFixed(2),
        })),
      };
      return draft
        ? updateOrder({ ...body, orderId: draft.orderId, version: draft.version })
        : createOrder({
            ...body,
            ...(template ? { templateId: template.templateId } : {}),
            ...(request ? { replenishmentId: request.replenishmentId } : {}),
            ...(skuOrder && !shortfall ? { skuOrderId: skuOrder.id } : {}),
            ...(lowStock?.shortfalls.length && lowStock.warehouseId === values.warehouseId
              ? { fromLowStock: true }
              : {}),
          });
    },
    refresh: purchaseKeys.all,
    done: (order) =>
      t(order.status === 'draft' ? 'purchase.addOrder.saved' : 'purchase.addOrder.submitted', {
        code: order.code,
      }),
    then: (order) => void navigate(orderHref(order.orderId)),
  });
  // A form with missing fields shows them under each field: nothing is sent.
  const send = (submit: boolean, header: FormValues = {}) =>
    form.validateFields().then((values) => save.mutateAsync({ values, submit, header }));
  const header = template?.header;
  const total = totalOf(lines);
  const buttons = (
    <Flex gap={8} wrap>
      <Button loading={save.isPending} onClick={() => void send(false).catch(() => undefined)}>
        {t('purchase.addOrder.saveDraft')}
      </Button>
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() => void send(true).catch(() => undefined)}
      >
        {t('purchase.addOrder.submit')}
      </Button>
    </Flex>
  );
  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {draft
          ? t('purchase.addOrder.editTitle', { code: draft.code })
          : t('purchase.addOrder.title')}
      </PageTitle>
      {template && (
        <Typography.Text type="secondary">
          {t('purchase.template.fromTemplate', { name: template.name })}
        </Typography.Text>
      )}
      {request && (
        <Typography.Text type="secondary">
          {t('purchase.replenishment.fromRequest', { code: request.code })}
        </Typography.Text>
      )}
      {skuOrder && (
        <Typography.Text type="secondary">
          {shortfall
            ? t('projectDispatch.skuOrder.fromShortfall', {
                code: skuOrder.code,
                project: `${skuOrder.projectCode} ${skuOrder.projectName}`,
                warehouse: skuOrder.reservations[0]?.warehouseName ?? '—',
              })
            : t('projectDispatch.skuOrder.fromSkuOrder', {
                code: skuOrder.code,
                project: `${skuOrder.projectCode} ${skuOrder.projectName}`,
              })}
        </Typography.Text>
      )}
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={
            draft
              ? fromDraft(draft)
              : skuOrder
                ? fromSkuOrder(
                    skuOrder,
                    t(
                      shortfall
                        ? 'projectDispatch.skuOrder.shortfallOrderTitle'
                        : 'projectDispatch.skuOrder.orderTitle',
                      { code: skuOrder.code },
                    ),
                    shortfall,
                  )
                : request
                  ? fromRequest(
                      request,
                      t('purchase.replenishment.orderTitle', {
                        warehouse: request.warehouse.name,
                        code: request.code,
                      }),
                    )
                  : fromTemplate(template)
          }
        >
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
              <OrderWarehouseSelect
                disabled={request !== undefined}
                onChange={() => setLowStock(null)}
              />
            </Form.Item>
            <Form.Item name="expectedDate" label={t('purchase.order.expectedDate')}>
              <DatePicker />
            </Form.Item>
          </Flex>
          <Form.Item name="remark" label={t('purchase.remark')}>
            <Input.TextArea maxLength={500} autoSize />
          </Form.Item>
          {canFillFromLowStock && (
            <Flex vertical align="flex-start">
              <LowStockFillButton
                warehouseId={warehouseId}
                onFilled={(id, shortfalls) => {
                  setLowStock({ warehouseId: id, shortfalls });
                  if (shortfalls.length) form.setFieldValue('lines', orderLinesOf(shortfalls));
                }}
              />
              {lowStock && (
                <div style={{ marginTop: 8, alignSelf: 'stretch' }}>
                  <ShortfallAlert shortfalls={lowStock.shortfalls} />
                </div>
              )}
            </Flex>
          )}
          <OrderLines title={t('purchase.order.lines')} keepOne />
          <Typography.Paragraph strong style={{ marginTop: 16 }} aria-live="polite">
            {t('purchase.addOrder.total', { total: money(total), upper: toChineseAmount(total) })}
          </Typography.Paragraph>
          {!header && buttons}
        </Form>
      </Card>
      {header && (
        <Card
          title={t('purchase.template.header')}
          size="small"
          // The renderer's own button submits; only "save draft" (its onClick, after this) says draft.
          onClickCapture={() => {
            asDraft.current = false;
          }}
        >
          <FormRenderer
            key={`${header.designId}:${header.version}`}
            form={headerForm}
            design={header.design}
            mode={draft ? 'edit' : 'create'}
            initialValues={draft?.header as FormValues | undefined}
            submitText={t('purchase.addOrder.submit')}
            showReset={false}
            onSubmit={(values) => {
              const submit = !asDraft.current;
              asDraft.current = false;
              return send(submit, values);
            }}
            extraActions={
              <Button
                loading={save.isPending}
                onClick={() => {
                  asDraft.current = true;
                  headerForm.submit();
                }}
              >
                {t('purchase.addOrder.saveDraft')}
              </Button>
            }
          />
        </Card>
      )}
    </Flex>
  );
}
