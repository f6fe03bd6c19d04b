import type { ReplenishmentDetail, ReplenishmentLine } from '@depot/shared';
import { Button, Card, Descriptions, Flex, Result, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ReplenishmentDialog } from '../components/replenishment-dialog';
import { useSaving } from '../../../lib/use-saving';
import { moveReplenishment, purchaseKeys, replenishmentQueryOptions } from '../api';
import { OrderStatusTag, SuborderStatusTag } from '../components/order-status-tag';
import { PurchaseTimeline } from '../components/purchase-timeline';
import { ReplenishmentStatusTag } from '../components/replenishment-status-tag';
import { orderFromReplenishmentHref, orderHref, warehouseSuborderHref } from '../paths';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { ShortTable } from '../../../components/short-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { useMoney } from '../../../lib/money';

type Step = 'cancel' | 'decline';

/** Cancels (the applicant) or declines (a purchaser) the request, once a reason is given. */
function StepDialog({
  request,
  step,
  onClose,
}: {
  request: ReplenishmentDetail;
  step: Step;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t(`purchase.replenishment.${step}Title`, { code: request.code })}
      label={t('purchase.replenishment.reasonLabel')}
      required={t('purchase.replenishment.reasonRequired')}
      okText={t(`purchase.replenishment.${step}`)}
      danger
      save={(reason) =>
        moveReplenishment(request.replenishmentId, step, { version: request.version, reason })
      }
      refresh={purchaseKeys.all}
      done={(r) => t(`purchase.replenishment.${step}Done`, { code: r.code })}
      onClose={onClose}
    />
  );
}

/**
 * /orderdetail?id=: a warehouse purchase order: its header, its lines with what was ordered and
 * received of them, the work orders made from it with their supplier sub-orders (each linked
 * to `/suborderdetail`), its timeline, and what the caller may do now: submit, cancel or
 * decline with a reason, or make a purchase order from it.
 */
export function ReplenishmentPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const navigate = useNavigate();
  const { id, query } = useAddressedRecord(replenishmentQueryOptions);
  const [step, setStep] = useState<Step | null>(null);
  const [editing, setEditing] = useState(false);
  const submit = useSaving({
    save: (r: ReplenishmentDetail) =>
      moveReplenishment(r.replenishmentId, 'submit', { version: r.version }),
    refresh: purchaseKeys.all,
    done: (r) => t('purchase.replenishment.submitDone', { code: r.code }),
  });
  if (id <= 0 || query.isError) {
    return <Result status="404" title={t('purchase.replenishment.notFound')} />;
  }
  const request = query.data;
  if (!request) return <Card loading />;

  const columns: ColumnsType<ReplenishmentLine> = [
    {
      key: 'sku',
      title: t('purchase.replenishment.sku'),
      render: (_, l) => [l.skuCode, l.skuName, l.specification].filter(Boolean).join(' ') as string,
    },
    {
      key: 'quantity',
      title: t('purchase.replenishment.quantity'),
      render: (_, l) => `${l.quantity} ${l.unit}`,
    },
    {
      key: 'supplier',
      title: t('purchase.replenishment.supplier'),
      render: (_, l) => l.supplier?.name ?? '—',
    },
    {
      key: 'offer',
      title: t('purchase.replenishment.offer'),
      render: (_, l) => (l.offer ? `${l.offer.supplierName}（${money(l.offer.unitPrice)}）` : '—'),
    },
    { key: 'ordered', title: t('purchase.replenishment.ordered'), dataIndex: 'ordered' },
    { key: 'received', title: t('purchase.replenishment.received'), dataIndex: 'received' },
    { key: 'cancelled', title: t('purchase.replenishment.cancelled'), dataIndex: 'cancelled' },
  ];

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('purchase.replenishment.pageTitle', { code: request.code })}</PageTitle>
      <Card
        title={<ReplenishmentStatusTag status={request.status} />}
        extra={
          <Flex gap={8} wrap>
            {/* The applicant's draft: the same who may submit it may edit it. */}
            {request.canSubmit && (
              <Button onClick={() => setEditing(true)}>{t('purchase.replenishment.edit')}</Button>
            )}
            {request.canSubmit && (
              <Button
                type="primary"
                loading={submit.isPending}
                onClick={() => submit.mutate(request)}
              >
                {t('purchase.replenishment.submit')}
              </Button>
            )}
            {request.canOrder && (
              <Button
                type="primary"
                onClick={() => void navigate(orderFromReplenishmentHref(request.replenishmentId))}
              >
                {t('purchase.replenishment.makeOrder')}
              </Button>
            )}
            {request.canDecline && (
              <Button danger onClick={() => setStep('decline')}>
                {t('purchase.replenishment.decline')}
              </Button>
            )}
            {request.canCancel && (
              <Button danger onClick={() => setStep('cancel')}>
                {t('purchase.replenishment.cancel')}
              </Button>
            )}
          </Flex>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('purchase.replenishment.code')}>
            {request.code}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.replenishment.warehouse')}>
            {request.warehouse.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.replenishment.applicant')}>
            {request.applicant.nickname}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.replenishment.neededBy')}>
            {request.neededBy ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.replenishment.createdAt')}>
            {formatDateTime(request.createdAt)}
          </Descriptions.Item>
          {request.remark && (
            <Descriptions.Item label={t('purchase.remark')}>{request.remark}</Descriptions.Item>
          )}
          {request.reason && (
            <Descriptions.Item label={t('purchase.replenishment.reason')}>
              {request.reason}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t('purchase.replenishment.lines')}>
        <ShortTable<ReplenishmentLine>
          rowKey="lineId"
          aria-label={t('purchase.replenishment.lines')}
          dataSource={request.lines}
          columns={columns}
        />
      </Card>
      <Card title={t('purchase.replenishment.orders')}>
        {request.orders.length ? (
          <Flex vertical gap={12}>
            {request.orders.map((o) => (
              <Flex key={o.orderId} vertical gap={4}>
                <Flex gap={8} wrap align="center">
                  <Link to={orderHref(o.orderId)}>{o.code}</Link>
                  <Typography.Text>{o.title}</Typography.Text>
                  <OrderStatusTag status={o.status} />
                  <Typography.Text type="secondary">{money(o.total)}</Typography.Text>
                </Flex>
                {o.suborders.map((s) => (
                  <Flex key={s.suborderId} gap={8} wrap align="center" style={{ paddingLeft: 16 }}>
                    <Link to={warehouseSuborderHref(s.suborderId)}>{s.code}</Link>
                    <Typography.Text>{s.supplier.name}</Typography.Text>
                    <SuborderStatusTag status={s.status} />
                    <Typography.Text type="secondary">
                      {t('purchase.replenishment.received')} {s.received}/{s.ordered}
                    </Typography.Text>
                  </Flex>
                ))}
              </Flex>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('purchase.replenishment.noOrders')}</Typography.Text>
        )}
      </Card>
      <Card title={t('purchase.replenishment.timeline')}>
        <PurchaseTimeline events={request.events} words="purchase.replenishment" />
      </Card>
      {step && <StepDialog request={request} step={step} onClose={() => setStep(null)} />}
      {editing && (
        <ReplenishmentDialog
          draft={request}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Flex>
  );
}
