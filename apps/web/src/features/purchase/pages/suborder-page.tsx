import type { PurchaseOrderLine, SuborderDetail } from '@depot/shared';
import { Button, Card, Descriptions, Flex, Result } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ReasonDialog } from '../../../components/reason-dialog';
import { SuborderPdfButton } from '../components/suborder-pdf-button';
import { useSaving } from '../../../lib/use-saving';
import { cancelSuborderLine, confirmSuborder, purchaseKeys, suborderQueryOptions } from '../api';
import { SuborderStatusTag } from '../components/order-status-tag';
import { PurchaseTimeline } from '../components/purchase-timeline';
import { ReceiveDialog } from '../components/receive-dialog';
import { SuborderAfterSales, useAfterSaleKeys } from '../components/suborder-after-sales';
import { orderHref, replenishmentHref } from '../paths';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';
import { useOrderLineColumns } from '../components/order-line-columns';

const remainingOf = (l: PurchaseOrderLine) => l.quantity - l.received - l.cancelled;

/** Cancels what is left of a line, with a required reason. */
function CancelLineDialog({
  sub,
  line,
  onClose,
}: {
  sub: SuborderDetail;
  line: PurchaseOrderLine;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('purchase.suborder.cancelTitle', { sku: line.skuName, count: remainingOf(line) })}
      label={t('purchase.suborder.cancelReason')}
      required={t('purchase.suborder.reasonRequired')}
      save={(reason) =>
        cancelSuborderLine(sub.suborderId, line.lineId, { version: sub.version, reason })
      }
      refresh={purchaseKeys.all}
      done={() => t('purchase.suborder.cancelledDone')}
      onClose={onClose}
    />
  );
}

/**
 * /purchase/purchase-order-detail?id=: a supplier sub-order, its lines (ordered, received,
 * cancelled, to receive), the supplier's confirmation, receipts into the order's warehouse, a
 * line's rest cancelled with a reason, after-sales orders against received lines, and its
 * timeline.
 */
export function SuborderPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const lineColumns = useOrderLineColumns({ supplier: false });
  const { id, query } = useAddressedRecord(suborderQueryOptions);
  const [receiving, setReceiving] = useState(false);
  const [cancelling, setCancelling] = useState<PurchaseOrderLine | null>(null);
  const [afterSale, setAfterSale] = useState<PurchaseOrderLine | null>(null);
  const afterSaleKeys = useAfterSaleKeys();
  const confirm = useSaving({
    save: (sub: SuborderDetail) => confirmSuborder(sub.suborderId, sub.version),
    refresh: purchaseKeys.all,
    done: () => t('purchase.suborder.confirmed'),
  });
  if (id <= 0 || query.isError) {
    return <Result status="404" title={t('purchase.suborder.notFound')} />;
  }
  const sub = query.data;
  if (!sub) return <Card loading />;

  const columns: ColumnsType<PurchaseOrderLine> = [
    ...lineColumns,
    { key: 'received', title: t('purchase.suborder.received'), dataIndex: 'received' },
    {
      key: 'cancelled',
      title: t('purchase.suborder.cancelled'),
      render: (_, l) => (l.cancelReason ? `${l.cancelled}（${l.cancelReason}）` : l.cancelled),
    },
    { key: 'remaining', title: t('purchase.suborder.remaining'), render: (_, l) => remainingOf(l) },
    {
      key: 'actions',
      title: '',
      render: (_, l) => (
        <Flex gap={4}>
          {sub.canCancelLine && remainingOf(l) > 0 && (
            <Button size="small" onClick={() => setCancelling(l)}>
              {t('purchase.suborder.cancelLine')}
            </Button>
          )}
          {afterSaleKeys.add && l.received > 0 && (
            <Button size="small" onClick={() => setAfterSale(l)}>
              {t('purchase.afterSale.add')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('purchase.suborder.title', { code: sub.code })}</PageTitle>
      <Card
        extra={
          <Flex gap={8} wrap>
            <SuborderPdfButton id={sub.suborderId} code={sub.code} />
            {sub.canConfirm && (
              <Button loading={confirm.isPending} onClick={() => confirm.mutate(sub)}>
                {t('purchase.suborder.confirm')}
              </Button>
            )}
            {sub.canReceive && (
              <Button type="primary" onClick={() => setReceiving(true)}>
                {t('purchase.suborder.receive')}
              </Button>
            )}
          </Flex>
        }
        title={<SuborderStatusTag status={sub.status} />}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('purchase.suborder.order')}>
            <Link to={orderHref(sub.orderId)}>
              {sub.orderCode} {sub.orderTitle}
            </Link>
          </Descriptions.Item>
          {sub.replenishment && (
            <Descriptions.Item label={t('purchase.replenishment.title')}>
              <Link to={replenishmentHref(sub.replenishment.id)}>{sub.replenishment.code}</Link>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('purchase.suborder.supplier')}>
            {sub.supplier.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.warehouse')}>
            {sub.warehouse.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.total')}>
            {money(sub.total)}（{sub.totalUpper}）
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('purchase.suborder.lines')}>
        <ShortTable<PurchaseOrderLine>
          rowKey="lineId"
          aria-label={t('purchase.suborder.lines')}
          dataSource={sub.lines}
          columns={columns}
        />
      </Card>
      <SuborderAfterSales sub={sub} line={afterSale} onClose={() => setAfterSale(null)} />
      <Card title={t('purchase.suborder.timeline')}>
        <PurchaseTimeline events={sub.events} />
      </Card>
      {receiving && <ReceiveDialog sub={sub} onClose={() => setReceiving(false)} />}
      {cancelling && (
        <CancelLineDialog sub={sub} line={cancelling} onClose={() => setCancelling(null)} />
      )}
    </Flex>
  );
}
