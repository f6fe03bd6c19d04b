import { toChineseAmount, type PurchaseOrderDetail } from '@depot/shared';
import { Alert, Descriptions, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveForm, useSaving } from '../../../lib/use-saving';
import { useWide } from '../../../lib/use-wide';
import { amendOrder, purchaseKeys } from '../api';
import { amendmentOf, type LineChange } from '../lib/amendment-change';
import { OrderLines, type OrderLineValues } from './order-line-fields';
import { useMoney } from '../../../lib/money';

interface Values {
  changes: LineChange[];
  lines: OrderLineValues[];
  reason: string;
}

/**
 * Amends an approved order: each line's quantity (not below what was received; a line whose
 * rest was cancelled stays as it is) and price (while nothing of it was received), new lines,
 * a reason. Shows each line's change, the difference and the new total with its upper-case
 * amount; sends only what changes. The order changes once the amendment is approved.
 */
export function AmendOrderDialog({
  order,
  onClose,
}: {
  order: PurchaseOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const wide = useWide();
  const [form] = Form.useForm<Values>();
  const changes = Form.useWatch('changes', form);
  const added = Form.useWatch('lines', form);
  const change = amendmentOf(order, changes, added);
  const save = useSaving({
    save: (reason: string) =>
      amendOrder(order.orderId, {
        version: order.version,
        reason,
        lines: change.lines,
        newLines: change.newLines,
      }),
    refresh: purchaseKeys.all,
    done: (o) => t('purchase.amend.raised', { code: o.amendments[0]?.code ?? '' }),
    then: onClose,
  });
  return (
    <Modal
      open
      width={wide ? 900 : '100%'}
      title={t('purchase.amend.title', { code: order.code })}
      okText={t('purchase.amend.send')}
      okButtonProps={{ loading: save.isPending, disabled: change.changes === 0 }}
      onCancel={onClose}
      onOk={() => saveForm(form, (values) => save.mutateAsync(values.reason.trim()))}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          changes: order.lines.map((l) => ({
            lineId: l.lineId,
            quantity: l.quantity,
            unitPrice: Number(l.unitPrice),
          })),
          lines: [],
        }}
      >
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('purchase.order.lines')}
        </Typography.Title>
        {order.lines.map((l, i) => {
          const label = `${l.skuCode} ${l.skuName} · ${l.supplierName}`;
          const done = l.cancelled > 0;
          const delta = change.deltas.get(l.lineId);
          return (
            <Flex key={l.lineId} gap={8} wrap align="flex-start">
              <Form.Item name={['changes', i, 'lineId']} hidden>
                <InputNumber />
              </Form.Item>
              <Form.Item
                name={['changes', i, 'quantity']}
                label={t('purchase.amend.quantityOf', { line: label })}
                extra={
                  done
                    ? t('purchase.amend.cancelledLine')
                    : l.received > 0
                      ? t('purchase.amend.receivedLine', { count: l.received })
                      : undefined
                }
                rules={[{ required: true, message: t('purchase.addOrder.giveQuantity') }]}
              >
                <InputNumber
                  min={Math.max(1, l.received)}
                  precision={0}
                  disabled={done}
                  style={{ width: 120 }}
                />
              </Form.Item>
              <Form.Item
                name={['changes', i, 'unitPrice']}
                label={t('purchase.amend.priceOf', { line: label })}
                rules={[{ required: true, message: t('purchase.addOrder.givePrice') }]}
              >
                <InputNumber
                  min={0}
                  precision={2}
                  disabled={done || l.received > 0}
                  style={{ width: 130 }}
                />
              </Form.Item>
              <Form.Item label={t('purchase.amend.lineChange')}>
                <Typography.Text>{delta ? money(delta, true) : '—'}</Typography.Text>
              </Form.Item>
            </Flex>
          );
        })}
        <OrderLines title={t('purchase.amend.newLines')} />
        <Form.Item
          name="reason"
          label={t('purchase.amend.reason')}
          rules={[{ required: true, whitespace: true, message: t('purchase.amend.giveReason') }]}
          style={{ marginTop: 16 }}
        >
          <Input.TextArea maxLength={500} autoSize />
        </Form.Item>
      </Form>
      <Descriptions column={1} size="small" aria-live="polite">
        <Descriptions.Item label={t('purchase.amend.totalBefore')}>
          {money(order.total)}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchase.amend.difference')}>
          {money(change.difference, true)}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchase.amend.totalAfter')}>
          {money(change.total)} ({toChineseAmount(change.total)})
        </Descriptions.Item>
      </Descriptions>
      {change.changes === 0 && <Alert type="info" showIcon title={t('purchase.amend.nothing')} />}
    </Modal>
  );
}
