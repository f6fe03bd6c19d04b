import type { AfterSaleDetail } from '@depot/shared';
import { Flex, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaving } from '../../../lib/use-saving';
import { purchaseKeys, receiveBackAfterSale } from '../api';

/**
 * Part (or the rest) of a sent exchange's or repair's goods comes back into its warehouse:
 * the quantity is prefilled to what is still out and may not exceed it; the after-sales order
 * closes once everything is back.
 */
export function ReceiveBackDialog({
  sale,
  onClose,
}: {
  sale: AfterSaleDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const left = sale.quantity - sale.receivedBack;
  const [quantity, setQuantity] = useState<number | null>(left);
  const unit = sale.line.unit;
  const saving = useSaving({
    save: (count: number) =>
      receiveBackAfterSale(sale.afterSaleId, { version: sale.version, quantity: count }),
    refresh: purchaseKeys.all,
    done: (now) =>
      t('purchase.afterSale.receivedBackDone', {
        count: now.receivedBack - sale.receivedBack,
        unit,
      }),
    then: onClose,
  });
  const valid = quantity !== null && quantity >= 1 && quantity <= left;
  const label = t('purchase.afterSale.receiveBackLabel');
  return (
    <Modal
      open
      title={t('purchase.afterSale.receiveBackTitle', {
        sku: sale.line.skuName,
        warehouse: sale.warehouse.name,
      })}
      onCancel={onClose}
      okButtonProps={{ loading: saving.isPending, disabled: !valid }}
      onOk={() => valid && saving.mutate(quantity)}
    >
      <Flex vertical gap={4}>
        <label htmlFor="after-sale-back">{label}</label>
        <InputNumber<number>
          id="after-sale-back"
          aria-label={label}
          min={1}
          max={left}
          precision={0}
          value={quantity}
          onChange={(v) => setQuantity(v)}
          style={{ width: '100%', maxWidth: 240 }}
        />
        <Typography.Text type="secondary">
          {t('purchase.afterSale.receiveBackHint', {
            sent: sale.quantity,
            back: sale.receivedBack,
            left,
            unit,
          })}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
