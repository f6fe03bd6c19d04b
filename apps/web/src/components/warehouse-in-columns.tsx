import type { WarehouseIn } from '@depot/shared';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../lib/money';

/**
 * A warehouse-in's two tables' columns: its counted lines (quantity, unit price, amount) and its
 * serialised assets; the same in its drawer and on its approval request's page.
 */
export function useWarehouseInColumns(): {
  lines: ColumnsType<WarehouseIn['lines'][number]>;
  assets: ColumnsType<WarehouseIn['assets'][number]>;
} {
  const { t } = useTranslation();
  const money = useMoney();
  return {
    lines: [
      { key: 'category', title: t('warehouse.common.category'), dataIndex: 'categoryName' },
      {
        key: 'quantity',
        title: t('warehouse.common.quantity'),
        render: (_, l) => `${l.quantity} ${l.unit}`,
      },
      {
        key: 'unitPrice',
        title: t('warehouse.ins.unitPrice'),
        render: (_, l) => money(l.unitPrice),
      },
      { key: 'amount', title: t('warehouse.ins.amount'), render: (_, l) => money(l.amount) },
    ],
    assets: [
      { key: 'code', title: t('warehouse.ins.code'), dataIndex: 'code' },
      { key: 'name', title: t('warehouse.warehouses.name'), dataIndex: 'name' },
      { key: 'category', title: t('warehouse.common.category'), dataIndex: 'categoryName' },
    ],
  };
}
