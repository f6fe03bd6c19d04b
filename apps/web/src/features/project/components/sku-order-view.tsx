import { projectOpen } from '@depot/shared';
import type { Movement, SkuOrderDetail, SkuOrderDetailLine } from '@depot/shared';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonDialog } from '../../../components/reason-dialog';
import { cancelSkuOrder, materialKeys, releaseSkuOrder, returnSkuOrder } from '../api';
import {
  materialDiscardHref,
  orderFromSkuOrderHref,
  orderShortfallHref,
  purchaseOrderHref,
  skuOrdersHref,
} from '../paths';
import { CancelAction } from './cancel-action';
import { RecordHeader } from '../../../components/record-header';
import { FactsCard, projectItem, TimelineCard } from './document-parts';
import { IssueDialog } from './issue-dialog';
import { SkuOrderStatusTag } from './material-tags';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';
import { useFormatDateTime } from '../../../lib/date-time';
import { skuLabel } from '../../../lib/sku-label';

/** The steps that take a reason, each a ReasonDialog with its words (`<step>Title`…). */
const REASON_STEPS = {
  release: { send: releaseSkuOrder, done: 'released' },
  return: { send: returnSkuOrder, done: 'returned' },
} as const;

/**
 * One SKU order: its project and stage, its lines (with the price a work order would take and,
 * once issued, the ledger row, what material discards took and what a return puts back), the
 * ledger rows of its issue, their reversals and a partial return's, the work orders made from
 * it, what it holds reserved (until when, and per line what its hold covers and the shortfall,
 * which can be ordered through purchasing), the timeline; reserve, release, issue, order, cancel and return as
 * the server allows (a material discard of its lines in approval said and linked: it holds the
 * return back).
 */
export function SkuOrderView({ order }: { order: SkuOrderDetail }) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const money = useMoney();
  const [step, setStep] = useState<'issue' | 'reserve' | 'release' | 'return' | null>(null);
  const { t: w } = useTranslation('translation', { keyPrefix: 'projectDispatch.skuOrder' });
  const lineColumns = [
    {
      key: 'sku',
      title: w('sku'),
      render: (_: unknown, l: SkuOrderDetailLine) =>
        skuLabel({ code: l.skuCode, name: l.skuName, specification: l.specification }),
    },
    {
      key: 'quantity',
      title: w('quantity'),
      render: (_: unknown, l: SkuOrderDetailLine) => `${l.quantity} ${l.unit}`,
    },
    {
      key: 'offer',
      title: w('offer'),
      render: (_: unknown, l: SkuOrderDetailLine) =>
        l.offer
          ? w('offerText', { supplier: l.offer.supplierName, price: money(l.offer.unitPrice) })
          : w('noOffer'),
    },
    {
      key: 'issued',
      title: w('issued'),
      render: (_: unknown, l: SkuOrderDetailLine) =>
        l.movementId === null ? '—' : `#${l.movementId}`,
    },
  ];
  // While it holds stock: what each line's hold covers, and what it is short of.
  const heldColumn = {
    key: 'held',
    title: w('held'),
    render: (_: unknown, l: SkuOrderDetailLine) =>
      l.shortfall > 0
        ? w('heldOf', { held: l.held, shortfall: l.shortfall })
        : `${l.held} ${l.unit}`,
  };
  const short = order.lines.some((l) => l.shortfall > 0);
  // Once issued: what discards took of each line, and what a return puts (or put) back.
  const issued = order.status === 'issued' || order.status === 'returned';
  const discardColumns = [
    {
      key: 'discarded',
      title: w('discarded'),
      render: (_: unknown, l: SkuOrderDetailLine) =>
        l.discardPending
          ? w('discardPendingOf', { count: l.discarded, pending: l.discardPending })
          : String(l.discarded),
    },
    {
      key: 'returnable',
      title: order.status === 'returned' ? w('wasReturned') : w('toReturn'),
      render: (_: unknown, l: SkuOrderDetailLine) => `${l.returnable} ${l.unit}`,
    },
  ];
  const someDiscarded = order.lines.some((l) => l.discarded > 0);
  const ledgerColumns = [
    {
      key: 'kind',
      title: w('movement.kind'),
      render: (_: unknown, m: Movement) =>
        w(`movement.kinds.${m.kind === 'reversal' || m.kind === 'in' ? m.kind : 'out'}`),
    },
    { key: 'warehouse', title: w('movement.warehouse'), dataIndex: 'warehouseName' },
    { key: 'category', title: w('movement.category'), dataIndex: 'categoryName' },
    { key: 'quantity', title: w('movement.quantity'), dataIndex: 'quantity' },
    { key: 'balance', title: w('movement.balance'), dataIndex: 'balance' },
    { key: 'at', title: w('movement.at'), render: (_: unknown, m: Movement) => at(m.at) },
  ];
  return (
    <Flex vertical gap={16}>
      <RecordHeader
        title={w('title', { code: order.code })}
        tag={<SkuOrderStatusTag status={order.status} projectStatus={order.projectStatus} />}
        actions={
          <>
            {order.canIssue && (
              <Button type="primary" onClick={() => setStep('issue')}>
                {w('issue')}
              </Button>
            )}
            {order.canReserve && <Button onClick={() => setStep('reserve')}>{w('reserve')}</Button>}
            {order.canRelease && <Button onClick={() => setStep('release')}>{w('release')}</Button>}
            {order.canOrder && (
              <Link to={orderFromSkuOrderHref(order.id)}>
                <Button>{w('order')}</Button>
              </Link>
            )}
            {order.canReturn && <Button onClick={() => setStep('return')}>{w('return')}</Button>}
            {order.canCancel && (
              <CancelAction
                words="projectDispatch.skuOrder"
                code={order.code}
                save={(reason) => cancelSkuOrder({ id: order.id, version: order.version, reason })}
              />
            )}
          </>
        }
      />
      <FactsCard
        items={[
          { key: 'title', label: w('titleLabel'), children: order.title },
          projectItem(
            t('projectDispatch.dispatch.project'),
            order,
            <Link to={skuOrdersHref(order.projectId)}>{w('open')}</Link>,
          ),
          { key: 'stage', label: w('stage'), children: order.stageName ?? w('anyStage') },
          { key: 'neededBy', label: w('neededBy'), children: order.neededBy ?? '—' },
          { key: 'warehouse', label: w('warehouse'), children: order.warehouseName ?? '—' },
          {
            key: 'reservations',
            label: w('reservations'),
            span: 'filled',
            children: order.reservations.length ? (
              <Flex vertical gap={2}>
                {order.reservations.map((r) => (
                  <Typography.Text key={`${r.warehouseId}-${r.categoryId}`}>
                    {w('reservedAt', { warehouse: r.warehouseName })} · {r.categoryName} ×{' '}
                    {r.quantity} · {w('reservedUntil', { at: at(r.expiresAt) })}
                  </Typography.Text>
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary">
                {w(!projectOpen(order.projectStatus) ? 'closedNoReservations' : 'noReservations')}
              </Typography.Text>
            ),
          },
          {
            key: 'lines',
            label: w('lines'),
            children: w('lineCount', { count: order.lineCount, total: order.totalQuantity }),
          },
          { key: 'createdBy', label: w('createdBy'), children: order.createdBy.nickname },
          { key: 'createdAt', label: w('createdAt'), children: at(order.createdAt) },
          { key: 'note', label: w('note'), span: 'filled', children: order.note ?? '—' },
        ]}
      />
      {order.pendingDiscard && (
        <Alert
          type="warning"
          showIcon
          title={w('discardPending', { code: order.pendingDiscard.code })}
          description={
            <Link to={materialDiscardHref(order.pendingDiscard.id)}>
              {w('openDiscard', { code: order.pendingDiscard.code })}
            </Link>
          }
        />
      )}
      {short && (
        <Alert
          type="warning"
          showIcon
          title={w('shortfallTitle')}
          description={
            order.canOrder && <Link to={orderShortfallHref(order.id)}>{w('orderShortfall')}</Link>
          }
        />
      )}
      {order.status === 'issued' && someDiscarded && (
        <Alert type="info" showIcon title={w('partialHint')} />
      )}
      <Card title={w('lines')} size="small">
        <Table<SkuOrderDetailLine>
          rowKey="id"
          size="small"
          pagination={false}
          aria-label={w('lines')}
          columns={
            issued
              ? [...lineColumns, ...discardColumns]
              : order.reservations.length
                ? [...lineColumns, heldColumn]
                : lineColumns
          }
          dataSource={order.lines}
          // No sideways scroll: nothing in a line takes the focus, so a scroll region would be
          // out of a keyboard's reach (axe's scrollable-region-focusable, in English once the
          // discard columns came); the table folds into the card's width (lib/use-wide.ts).
        />
      </Card>
      <Card title={w('ledger')} size="small">
        {order.movements.length ? (
          <ShortTable<Movement>
            rowKey="movementId"
            aria-label={w('ledger')}
            columns={ledgerColumns}
            dataSource={order.movements}
          />
        ) : (
          <Typography.Text type="secondary">{w('noLedger')}</Typography.Text>
        )}
      </Card>
      <Card title={w('workOrders')} size="small">
        {order.workOrders.length ? (
          <Flex vertical gap={4}>
            {order.workOrders.map((o) => (
              <Typography.Text key={o.id}>
                <Link to={purchaseOrderHref(o.id)}>{o.code}</Link> · {o.warehouseName} ·{' '}
                {money(o.total)} · {t(`purchase.order.status.${o.status}`)}
              </Typography.Text>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{w('noWorkOrders')}</Typography.Text>
        )}
      </Card>
      <TimelineCard title={w('timeline')} events={order.events} action={(a) => w(`events.${a}`)} />
      {(step === 'issue' || step === 'reserve') && (
        <IssueDialog order={order} step={step} onClose={() => setStep(null)} />
      )}
      {(step === 'release' || step === 'return') && (
        <ReasonDialog
          title={w(`${step}Title`, { code: order.code })}
          label={w(step === 'return' && someDiscarded ? 'returnReasonPartial' : `${step}Reason`)}
          required={w(`${step}Required`)}
          save={(reason) =>
            REASON_STEPS[step].send({ id: order.id, version: order.version, reason })
          }
          refresh={materialKeys.all}
          done={(d) => w(REASON_STEPS[step].done, { code: d.code })}
          onClose={() => setStep(null)}
        />
      )}
    </Flex>
  );
}
