import {
  AFTER_SALE_KINDS,
  AFTER_SALE_MAX_FILES,
  type AfterSaleKind,
  type PurchaseOrderLine,
} from '@depot/shared';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { UploadedFiles } from '../../../components/uploaded-files';
import { useSaving } from '../../../lib/use-saving';
import { createAfterSale, purchaseKeys } from '../api';
import { afterSaleHref } from '../after-sale-paths';
import { choicesOf } from '../../../lib/choices';

/**
 * An after-sales order against a received line: kind, quantity (1 prefilled, at most what was
 * received less what is already under after-sales on the line), a required reason, photos
 * uploaded through the files module first. Opens the new order's page.
 */
export function AfterSaleDialog({
  line,
  under,
  onClose,
}: {
  line: PurchaseOrderLine;
  /** The line's quantity already under after-sales orders not cancelled. */
  under: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const max = Math.max(line.received - under, 0);
  const [kind, setKind] = useState<AfterSaleKind>('return');
  const [quantity, setQuantity] = useState<number | null>(Math.min(1, max));
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [touched, setTouched] = useState(false);
  const saving = useSaving({
    save: () =>
      createAfterSale({
        lineId: line.lineId,
        kind,
        quantity: quantity ?? 0,
        reason,
        fileIds: files.map((f) => String(f.id)),
      }),
    refresh: purchaseKeys.all,
    done: (made) => t('purchase.afterSale.createdDone', { code: made.code }),
    then: (made) => {
      onClose();
      void navigate(afterSaleHref(made.afterSaleId));
    },
  });
  const missing = reason.trim() === '';
  const badQuantity = quantity === null || quantity < 1 || quantity > max;
  const quantityLabel = t('purchase.afterSale.quantity');
  return (
    <Modal
      open
      title={t('purchase.afterSale.addTitle', { sku: line.skuName })}
      onCancel={onClose}
      okButtonProps={{ loading: saving.isPending, disabled: max === 0 }}
      onOk={() => {
        setTouched(true);
        if (!missing && !badQuantity) saving.mutate(undefined);
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('purchase.afterSale.kindLabel')}>
          <Radio.Group
            aria-label={t('purchase.afterSale.kindLabel')}
            value={kind}
            onChange={(e) => setKind(e.target.value as AfterSaleKind)}
            options={choicesOf(AFTER_SALE_KINDS, (k) => t(`purchase.afterSale.kind.${k}`))}
          />
        </Form.Item>
        <Form.Item
          label={quantityLabel}
          htmlFor="after-sale-quantity"
          extra={t('purchase.afterSale.maxHint', { max, received: line.received, under })}
          validateStatus={touched && badQuantity ? 'error' : undefined}
        >
          <InputNumber
            id="after-sale-quantity"
            aria-label={quantityLabel}
            min={1}
            max={max}
            precision={0}
            value={quantity}
            onChange={(v) => setQuantity(v)}
            suffix={line.unit}
          />
        </Form.Item>
        <Form.Item
          label={t('purchase.afterSale.reason')}
          htmlFor="after-sale-reason"
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? t('purchase.afterSale.reasonRequired') : undefined}
        >
          <Input.TextArea
            id="after-sale-reason"
            aria-label={t('purchase.afterSale.reason')}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('purchase.afterSale.files')}>
          <UploadedFiles
            value={files}
            onChange={setFiles}
            max={AFTER_SALE_MAX_FILES}
            words={{
              upload: t('purchase.afterSale.upload'),
              remove: t('purchase.afterSale.remove'),
              removeFile: (name) => t('purchase.afterSale.removeFile', { name }),
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
