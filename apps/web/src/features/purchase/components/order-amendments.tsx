import type { PurchaseAmendment, PurchaseAmendmentLine } from '@depot/shared';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestHref } from '../paths';
import { AmendmentStatusTag } from './order-status-tag';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';

/** One amendment's changes: each line before → after and its amount's change. */
function AmendmentLines({ lines }: { lines: PurchaseAmendmentLine[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ShortTable<PurchaseAmendmentLine>
      rowKey={(l) => `${l.skuId}:${l.supplierId}`}
      dataSource={lines}
      columns={[
        {
          key: 'sku',
          title: t('purchase.suborder.sku'),
          render: (_, l) =>
            `${l.skuCode} ${l.skuName}${l.lineId === null ? ` (${t('purchase.amend.new')})` : ''}`,
        },
        { key: 'supplier', title: t('purchase.suborder.supplier'), dataIndex: 'supplierName' },
        {
          key: 'quantity',
          title: t('purchase.suborder.quantity'),
          render: (_, l) => `${l.quantityBefore} → ${l.quantityAfter} ${l.unit}`,
        },
        {
          key: 'unitPrice',
          title: t('purchase.suborder.unitPrice'),
          render: (_, l) =>
            l.unitPriceBefore === null || l.unitPriceBefore === l.unitPriceAfter
              ? money(l.unitPriceAfter)
              : `${money(l.unitPriceBefore)} → ${money(l.unitPriceAfter)}`,
        },
        {
          key: 'delta',
          title: t('purchase.amend.lineChange'),
          render: (_, l) => money(l.amountDelta, true),
        },
      ]}
    />
  );
}

/** An order's amendments, newest first: state, difference, new total, reason, approval link. */
export function OrderAmendments({ amendments }: { amendments: PurchaseAmendment[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!amendments.length) return null;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('purchase.amend.list')}
      </Typography.Title>
      {amendments.map((a) => (
        <Card
          key={a.amendmentId}
          size="small"
          title={
            <Flex gap={8} align="center" wrap>
              {a.code}
              <AmendmentStatusTag status={a.status} />
            </Flex>
          }
          extra={
            a.requestId !== null && (
              <Link to={requestHref(a.requestId)}>{t('purchase.order.request')}</Link>
            )
          }
        >
          <Typography.Paragraph>
            {t('purchase.amend.summary', {
              difference: money(a.difference, true),
              total: money(a.totalAfter),
              upper: a.totalAfterUpper,
              who: a.applicant.nickname,
            })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('purchase.amend.reason')}: {a.reason}
          </Typography.Paragraph>
          <AmendmentLines lines={a.lines} />
        </Card>
      ))}
    </Flex>
  );
}
