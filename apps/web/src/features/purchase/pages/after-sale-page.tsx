import type { AfterSaleDetail } from '@depot/shared';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  InputNumber,
  Modal,
  Popconfirm,
  Result,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ReasonDialog } from '../../../components/reason-dialog';
import { StoredFileLinks } from '../../../components/stored-file-links';
import { useSaving } from '../../../lib/use-saving';
import {
  afterSaleQueryOptions,
  cancelAfterSale,
  closeAfterSale,
  purchaseKeys,
  sendAfterSale,
  writeOffAfterSale,
} from '../api';
import { AfterSaleStatusTag } from '../components/after-sale-status-tag';
import { PurchaseTimeline } from '../components/purchase-timeline';
import { ReceiveBackDialog } from '../components/receive-back-dialog';
import { suborderHref, supplierHref } from '../paths';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { ShortTable } from '../../../components/short-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { useMoney } from '../../../lib/money';

type Movement = AfterSaleDetail['movements'][number];

/** quantity × unit price in cents, as the server's default credit. */
const amountOf = (quantity: number, unitPrice: string) => {
  const [whole = '0', fraction = ''] = unitPrice.split('.');
  const cents = (Number(whole) * 100 + Number((fraction + '00').slice(0, 2))) * quantity;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** A return's credit: prefilled to quantity × unit price, changeable, sent once confirmed. */
function RefundDialog({ sale, onClose }: { sale: AfterSaleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const fallback = amountOf(sale.quantity, sale.line.unitPrice);
  const [credit, setCredit] = useState<string | null>(fallback);
  const saving = useSaving({
    save: () =>
      closeAfterSale(sale.afterSaleId, {
        version: sale.version,
        credit: Number(credit ?? fallback).toFixed(2),
      }),
    refresh: purchaseKeys.all,
    done: () => t('purchase.afterSale.closedDone'),
    then: onClose,
  });
  const label = t('purchase.afterSale.creditLabel');
  return (
    <Modal
      open
      title={t('purchase.afterSale.closeReturnTitle')}
      onCancel={onClose}
      okButtonProps={{ loading: saving.isPending, disabled: credit === null }}
      onOk={() => saving.mutate(undefined)}
    >
      <Flex vertical gap={4}>
        <label htmlFor="after-sale-credit">{label}</label>
        <InputNumber<string>
          id="after-sale-credit"
          aria-label={label}
          stringMode
          min="0"
          precision={2}
          value={credit}
          onChange={(v) => setCredit(v)}
          style={{ width: '100%', maxWidth: 240 }}
        />
        <Typography.Text type="secondary">
          {t('purchase.afterSale.creditHint', { amount: fallback })}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}

/** Cancels an open after-sales order, with a required reason. */
function CancelDialog({ sale, onClose }: { sale: AfterSaleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('purchase.afterSale.cancelTitle', { code: sale.code })}
      label={t('purchase.afterSale.cancelReason')}
      required={t('purchase.afterSale.reasonRequired')}
      save={(reason) => cancelAfterSale(sale.afterSaleId, { version: sale.version, reason })}
      refresh={purchaseKeys.all}
      done={() => t('purchase.afterSale.cancelledDone')}
      onClose={onClose}
    />
  );
}

/**
 * Writes off what of a sent exchange or repair is still out: what it does said first (it
 * closes the order; nothing comes into stock), a required reason, a danger button to confirm.
 */
function WriteOffDialog({ sale, onClose }: { sale: AfterSaleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const figures = {
    code: sale.code,
    sent: sale.quantity,
    back: sale.receivedBack,
    left: sale.quantity - sale.receivedBack,
    unit: sale.line.unit,
  };
  return (
    <ReasonDialog
      title={t('purchase.afterSale.writeOffTitle', figures)}
      note={t('purchase.afterSale.writeOffNote', figures)}
      label={t('purchase.afterSale.writeOffReason')}
      required={t('purchase.afterSale.reasonRequired')}
      okText={t('purchase.afterSale.writeOffOk')}
      danger
      save={(reason) => writeOffAfterSale(sale.afterSaleId, { version: sale.version, reason })}
      refresh={purchaseKeys.all}
      done={() => t('purchase.afterSale.writtenOffDone')}
      onClose={onClose}
    />
  );
}

/**
 * /purchase/purchase-order/after-order-detail?id=: an after-sales order: its sub-order and
 * supplier, the line, kind, quantity, reason and files, the stock movements it posted, its
 * timeline, and what may be done now: send the goods (the stock leaves at once), close a return
 * with its credit, take an exchange's or repair's goods back in parts (it closes once all are
 * back) or write off what never comes back, cancel while open, each confirmed first.
 */
export function AfterSalePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const { id, query } = useAddressedRecord(afterSaleQueryOptions);
  const [refunding, setRefunding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [writingOff, setWritingOff] = useState(false);
  const send = useSaving({
    save: (sale: AfterSaleDetail) => sendAfterSale(sale.afterSaleId, sale.version),
    refresh: purchaseKeys.all,
    done: () => t('purchase.afterSale.sentDone'),
  });
  if (id <= 0 || query.isError) {
    return <Result status="404" title={t('purchase.afterSale.notFound')} />;
  }
  const sale = query.data;
  if (!sale) return <Card loading />;

  const unit = sale.line.unit;
  const counted = { count: sale.quantity, unit, warehouse: sale.warehouse.name };

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('purchase.afterSale.detailTitle', { code: sale.code })}</PageTitle>
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <AfterSaleStatusTag status={sale.status} />
            <Typography.Text>{t(`purchase.afterSale.kind.${sale.kind}`)}</Typography.Text>
          </Flex>
        }
        extra={
          <Flex gap={8} wrap>
            {sale.canSend && (
              <Popconfirm
                title={t('purchase.afterSale.sendConfirm', counted)}
                onConfirm={() => send.mutate(sale)}
              >
                <Button type="primary" loading={send.isPending}>
                  {t('purchase.afterSale.send')}
                </Button>
              </Popconfirm>
            )}
            {sale.canClose && sale.kind === 'return' && (
              <Button type="primary" onClick={() => setRefunding(true)}>
                {t('purchase.afterSale.closeReturn')}
              </Button>
            )}
            {sale.canReceiveBack && (
              <Button type="primary" onClick={() => setReceiving(true)}>
                {t('purchase.afterSale.receiveBack')}
              </Button>
            )}
            {sale.canWriteOff && (
              <Button danger onClick={() => setWritingOff(true)}>
                {t('purchase.afterSale.writeOff')}
              </Button>
            )}
            {sale.canCancel && (
              <Button danger onClick={() => setCancelling(true)}>
                {t('purchase.afterSale.cancel')}
              </Button>
            )}
          </Flex>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('purchase.afterSale.suborder')}>
            <Link to={suborderHref(sale.suborder.id)}>{sale.suborder.code}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.afterSale.order')}>
            {sale.order.code} {sale.order.title}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.afterSale.supplier')}>
            <Link to={supplierHref(sale.supplier.id)}>{sale.supplier.name}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.afterSale.warehouse')}>
            {sale.warehouse.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.afterSale.sku')}>
            {sale.line.skuCode} {sale.line.skuName}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.afterSale.quantity')}>
            {sale.quantity} {unit}
          </Descriptions.Item>
          {sale.kind !== 'return' && sale.status !== 'open' && sale.status !== 'cancelled' && (
            <Descriptions.Item label={t('purchase.afterSale.receivedBack')}>
              {t('purchase.afterSale.receivedBackValue', {
                back: sale.receivedBack,
                sent: sale.quantity,
                unit,
              })}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('purchase.afterSale.unitPrice')}>
            {money(sale.line.unitPrice)}
          </Descriptions.Item>
          {sale.credit !== null && (
            <Descriptions.Item label={t('purchase.afterSale.credit')}>
              {money(sale.credit)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('purchase.afterSale.reason')}>
            {sale.reason}
          </Descriptions.Item>
          {sale.writtenOff > 0 && (
            <Descriptions.Item label={t('purchase.afterSale.writtenOff')}>
              {t('purchase.afterSale.writtenOffValue', {
                count: sale.writtenOff,
                unit,
                reason: sale.writeOffReason,
              })}
            </Descriptions.Item>
          )}
          {sale.cancelReason && (
            <Descriptions.Item label={t('purchase.afterSale.cancelReason')}>
              {sale.cancelReason}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('purchase.afterSale.creator')}>
            {sale.creator?.nickname ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.afterSale.createdAt')}>
            {formatDateTime(sale.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.afterSale.files')}>
            {sale.files.length ? (
              <StoredFileLinks files={sale.files} />
            ) : (
              t('purchase.afterSale.noFiles')
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('purchase.afterSale.movements')}>
        <ShortTable<Movement>
          rowKey="movementId"
          aria-label={t('purchase.afterSale.movements')}
          dataSource={sale.movements}
          locale={{ emptyText: t('purchase.afterSale.noMovements') }}
          columns={[
            {
              key: 'kind',
              title: t('purchase.afterSale.movementKind'),
              render: (_, m) => t(`purchase.afterSale.movementKinds.${m.kind}`),
            },
            {
              key: 'quantity',
              title: t('purchase.afterSale.movementQuantity'),
              render: (_, m) => (m.quantity > 0 ? `+${m.quantity}` : String(m.quantity)),
            },
            { key: 'balance', title: t('purchase.afterSale.balance'), dataIndex: 'balance' },
            {
              key: 'at',
              title: t('purchase.afterSale.at'),
              render: (_, m) => formatDateTime(m.at),
            },
          ]}
        />
      </Card>
      <Card title={t('purchase.afterSale.timeline')}>
        <PurchaseTimeline events={sale.events} words="purchase.afterSale" />
      </Card>
      {refunding && <RefundDialog sale={sale} onClose={() => setRefunding(false)} />}
      {cancelling && <CancelDialog sale={sale} onClose={() => setCancelling(false)} />}
      {receiving && <ReceiveBackDialog sale={sale} onClose={() => setReceiving(false)} />}
      {writingOff && <WriteOffDialog sale={sale} onClose={() => setWritingOff(false)} />}
    </Flex>
  );
}
