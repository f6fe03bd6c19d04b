import {
  PURCHASE_PERMISSIONS,
  type AfterSale,
  type PurchaseOrderLine,
  type SuborderDetail,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session';
import { afterSalePageQueryOptions } from '../api';
import { afterSaleHref } from '../after-sale-paths';
import { AfterSaleDialog } from './after-sale-dialog';
import { AfterSaleStatusTag } from './after-sale-status-tag';
import { ShortTable } from '../../../components/short-table';

/** The most after-sales orders one sub-order's card lists (the list page has the rest). */
const SHOWN = 100;

/** What the caller may do with after-sales orders (the server checks too). */
export function useAfterSaleKeys() {
  const permissions = useSessionStore((s) => s.permissions);
  return {
    view: permissions[PURCHASE_PERMISSIONS.afterSale.view] === true,
    add: permissions[PURCHASE_PERMISSIONS.afterSale.add] === true,
  };
}

/**
 * A sub-order's after-sales orders (for holders of the view key) and, when a line is picked,
 * the dialog that makes one against it, its maximum the line's received quantity less what its
 * after-sales orders not cancelled already hold.
 */
export function SuborderAfterSales({
  sub,
  line,
  onClose,
}: {
  sub: SuborderDetail;
  /** The line an after-sales order is being made for (none: only the card). */
  line: PurchaseOrderLine | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const keys = useAfterSaleKeys();
  const list = useQuery({
    ...afterSalePageQueryOptions({ suborderId: sub.suborderId, current: 1, size: SHOWN }),
    enabled: keys.view,
  });
  const records = list.data?.records ?? [];
  const under = (lineId: number) =>
    records
      .filter((a) => a.line.lineId === lineId && a.status !== 'cancelled')
      .reduce((sum, a) => sum + a.quantity, 0);
  return (
    <>
      {keys.view && (
        <Card title={t('purchase.afterSale.onSuborder')}>
          <ShortTable<AfterSale>
            rowKey="afterSaleId"
            loading={list.isLoading}
            aria-label={t('purchase.afterSale.onSuborder')}
            dataSource={records}
            locale={{ emptyText: t('purchase.afterSale.none') }}
            columns={[
              {
                key: 'code',
                title: t('purchase.afterSale.code'),
                render: (_, a) => <Link to={afterSaleHref(a.afterSaleId)}>{a.code}</Link>,
              },
              {
                key: 'kind',
                title: t('purchase.afterSale.kindLabel'),
                render: (_, a) => t(`purchase.afterSale.kind.${a.kind}`),
              },
              {
                key: 'sku',
                title: t('purchase.afterSale.sku'),
                render: (_, a) => `${a.line.skuName} × ${a.quantity}`,
              },
              {
                key: 'status',
                title: t('purchase.afterSale.statusLabel'),
                render: (_, a) => <AfterSaleStatusTag status={a.status} />,
              },
              {
                key: 'reason',
                title: t('purchase.afterSale.reason'),
                render: (_, a) => <Typography.Text ellipsis>{a.reason}</Typography.Text>,
              },
            ]}
          />
        </Card>
      )}
      {line && <AfterSaleDialog line={line} under={under(line.lineId)} onClose={onClose} />}
    </>
  );
}
