import type { PurchaseOrderLine } from '@depot/shared';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';

/**
 * An order line's columns as the order's drawer and its sub-order's page show them: the SKU, its
 * supplier (the drawer's lines are of several; a sub-order's of one, so `supplier` false), the
 * quantity in its unit, the unit price and the amount.
 */
export function useOrderLineColumns({ supplier }: { supplier: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: ColumnsType<PurchaseOrderLine> = [
    {
      key: 'sku',
      title: t('purchase.suborder.sku'),
      render: (_, l) => `${l.skuCode} ${l.skuName}`,
    },
    ...(supplier
      ? [{ key: 'supplier', title: t('purchase.suborder.supplier'), dataIndex: 'supplierName' }]
      : []),
    {
      key: 'quantity',
      title: t('purchase.suborder.quantity'),
      render: (_, l) => `${l.quantity} ${l.unit}`,
    },
    {
      key: 'unitPrice',
      title: t('purchase.suborder.unitPrice'),
      render: (_, l) => money(l.unitPrice),
    },
    { key: 'amount', title: t('purchase.suborder.amount'), render: (_, l) => money(l.amount) },
  ];
  return columns;
}
