import { useQuery } from '@tanstack/react-query';
import type { SupplierPrice } from '@depot/shared';
import { Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { priceHistoryQueryOptions } from '../api';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';

/** A SKU's price history (of one supplier when given), newest first, in a drawer. */
export function PriceHistoryDrawer({
  sku,
  supplierId,
  onClose,
}: {
  sku: { skuId: number; name: string };
  supplierId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const prices = useQuery(priceHistoryQueryOptions(sku.skuId, supplierId));
  return (
    <Drawer
      open
      title={t('purchase.priceHistoryOf', { name: sku.name })}
      onClose={onClose}
      size="min(640px, 100vw)"
    >
      <ShortTable
        rowKey="priceId"
        loading={prices.isPending}
        dataSource={prices.data ?? []}
        locale={{
          emptyText: <Typography.Text type="secondary">{t('purchase.noPrices')}</Typography.Text>,
        }}
        columns={[
          { title: t('purchase.validFrom'), dataIndex: 'validFrom' },
          ...(supplierId === undefined
            ? [{ title: t('purchase.supplier'), dataIndex: 'supplierName' }]
            : []),
          {
            title: t('purchase.price'),
            render: (_: unknown, p: SupplierPrice) => money(p.price),
            align: 'right' as const,
          },
          { title: t('purchase.leadDays'), dataIndex: 'leadDays', align: 'right' as const },
          { title: t('purchase.recordedBy'), dataIndex: 'createdByName' },
        ]}
      />
    </Drawer>
  );
}
