import type { SuborderDetail } from '@depot/shared';
import { Form, InputNumber, Modal, Popconfirm, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaving } from '../../../lib/use-saving';
import { purchaseKeys, receiveSuborder } from '../api';

const remainingOf = (l: SuborderDetail['lines'][number]) => l.quantity - l.received - l.cancelled;

/**
 * Receives a sub-order into its order's warehouse: each open line's quantity prefilled to what
 * is left of it, confirmed against the warehouse's name before sending.
 */
export function ReceiveDialog({ sub, onClose }: { sub: SuborderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const open = sub.lines.filter((l) => remainingOf(l) > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(open.map((l) => [l.lineId, remainingOf(l)])),
  );
  const saving = useSaving({
    save: () =>
      receiveSuborder(sub.suborderId, {
        version: sub.version,
        lines: open.map((l) => ({ lineId: l.lineId, quantity: quantities[l.lineId] ?? 0 })),
      }),
    refresh: purchaseKeys.all,
    done: () => t('purchase.suborder.received_done'),
    then: onClose,
  });
  const nothing = open.every((l) => (quantities[l.lineId] ?? 0) === 0);
  return (
    <Modal
      open
      title={t('purchase.suborder.receiveTitle')}
      onCancel={onClose}
      footer={
        <Popconfirm
          title={t('purchase.suborder.receiveInto', { warehouse: sub.warehouse.name })}
          onConfirm={() => saving.mutate(undefined)}
        >
          <Button type="primary" disabled={nothing} loading={saving.isPending}>
            {t('purchase.suborder.receive')}
          </Button>
        </Popconfirm>
      }
    >
      <Form layout="vertical">
        {open.map((l) => {
          const label = t('purchase.suborder.receiveQuantity', { sku: l.skuName });
          return (
            <Form.Item key={l.lineId} label={label} htmlFor={`receive-${l.lineId}`}>
              <InputNumber
                id={`receive-${l.lineId}`}
                aria-label={label}
                min={0}
                max={remainingOf(l)}
                precision={0}
                value={quantities[l.lineId]}
                onChange={(v) => setQuantities((q) => ({ ...q, [l.lineId]: v ?? 0 }))}
                suffix={l.unit}
              />
              <Typography.Text type="secondary">
                {' '}
                {t('purchase.suborder.remaining')} {remainingOf(l)}
              </Typography.Text>
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
