import type { PurchaseOrderLine, Suborder } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderQueryOptions } from '../api';
import { skuOrderPageHref } from '../../../api/sku-order';
import { editOrderHref, replenishmentHref, requestHref, suborderHref } from '../paths';
import { AmendOrderDialog } from './amend-order-dialog';
import { OrderAmendments } from './order-amendments';
import { OrderStatusTag, SuborderStatusTag } from './order-status-tag';
import { PurchaseTimeline } from './purchase-timeline';
import { useWide } from '../../../lib/use-wide';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';
import { useOrderLineColumns } from './order-line-columns';

/** A work order: its header, lines, the supplier sub-orders it was split into, its approval. */
export function OrderDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lineColumns = useOrderLineColumns({ supplier: true });
  const wide = useWide();
  const order = useQuery(orderQueryOptions(id));
  const o = order.data;
  const [amending, setAmending] = useState(false);
  return (
    <Drawer
      open
      size={wide ? 760 : '100%'}
      title={o ? `${o.code} ${o.title}` : t('purchase.order.title')}
      onClose={onClose}
      loading={order.isLoading}
    >
      {o && (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('purchase.order.state')}>
              <OrderStatusTag status={o.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.order.applicant')}>
              {o.applicant.nickname}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.order.warehouse')}>
              {o.warehouse.name}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.order.total')}>
              {money(o.total)}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.order.totalUpper')}>
              {o.totalUpper}
            </Descriptions.Item>
            {o.expectedDate && (
              <Descriptions.Item label={t('purchase.order.expectedDate')}>
                {o.expectedDate}
              </Descriptions.Item>
            )}
            {o.template && (
              <Descriptions.Item label={t('purchase.template.title')}>
                {o.template.name}
              </Descriptions.Item>
            )}
            {o.fromLowStock && (
              <Descriptions.Item label={t('purchase.order.madeFrom')}>
                {t('purchase.order.fromLowStock')}
              </Descriptions.Item>
            )}
            {o.replenishment && (
              <Descriptions.Item label={t('purchase.order.madeFrom')}>
                <Link to={replenishmentHref(o.replenishment.id)}>
                  {t('purchase.order.replenishment', { code: o.replenishment.code })}
                </Link>
              </Descriptions.Item>
            )}
            {o.skuOrder && (
              <Descriptions.Item label={t('purchase.order.madeFrom')}>
                <Link to={skuOrderPageHref(o.skuOrder.id)}>
                  {t('purchase.order.skuOrder', { code: o.skuOrder.code })}
                </Link>
              </Descriptions.Item>
            )}
            {o.requestId !== null && (
              <Descriptions.Item label={t('purchase.order.request')}>
                <Link to={requestHref(o.requestId)}>{t('purchase.order.request')}</Link>
              </Descriptions.Item>
            )}
          </Descriptions>
          {o.canEdit && (
            <Link to={editOrderHref(o.orderId)}>{t('purchase.addOrder.editDraft')}</Link>
          )}
          {o.canAmend && (
            <Button style={{ alignSelf: 'flex-start' }} onClick={() => setAmending(true)}>
              {t('purchase.amend.open')}
            </Button>
          )}
          <ShortTable<PurchaseOrderLine>
            rowKey="lineId"
            aria-label={t('purchase.order.lines')}
            dataSource={o.lines}
            columns={lineColumns}
          />
          <ShortTable<Suborder>
            rowKey="suborderId"
            aria-label={t('purchase.order.suborders')}
            dataSource={o.suborders}
            locale={{
              emptyText: (
                <Typography.Text type="secondary">
                  {t('purchase.order.noSuborders')}
                </Typography.Text>
              ),
            }}
            columns={[
              {
                key: 'code',
                title: t('purchase.order.code'),
                render: (_, s) => <Link to={suborderHref(s.suborderId)}>{s.code}</Link>,
              },
              {
                key: 'supplier',
                title: t('purchase.suborder.supplier'),
                render: (_, s) => s.supplier.name,
              },
              {
                key: 'status',
                title: t('purchase.order.state'),
                render: (_, s) => <SuborderStatusTag status={s.status} />,
              },
              {
                key: 'received',
                title: t('purchase.suborder.received'),
                render: (_, s) => `${s.received} / ${s.ordered}`,
              },
              { key: 'total', title: t('purchase.order.total'), render: (_, s) => money(s.total) },
            ]}
          />
          <OrderAmendments amendments={o.amendments} />
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('purchase.suborder.timeline')}
          </Typography.Title>
          <PurchaseTimeline events={o.events} />
          {amending && <AmendOrderDialog order={o} onClose={() => setAmending(false)} />}
        </Flex>
      )}
    </Drawer>
  );
}
