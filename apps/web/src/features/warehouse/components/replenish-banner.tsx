import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { replenishmentQueryOptions } from '../api';
import { warehouseInFormHref } from '../paths';

/**
 * What a low-stock notice opens (`?threshold=`): the shortfall, and a warehouse-in prefilled
 * with it (the warehouse, the category and the quantity).
 */
export function ReplenishBanner({
  thresholdId,
  canApply,
}: {
  thresholdId: number;
  canApply: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offer = useQuery(replenishmentQueryOptions(thresholdId));
  if (!offer.data) return null;
  const r = offer.data;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('warehouse.stock.replenishTitle', {
        category: r.model ? `${r.categoryName} ${r.model}` : r.categoryName,
      })}
      description={t('warehouse.stock.replenishText', {
        warehouse: r.warehouseName,
        current: r.current,
        min: r.minQuantity,
        shortfall: r.shortfall,
      })}
      action={
        canApply &&
        r.kind === 'category' && (
          <Button
            type="primary"
            onClick={() =>
              void navigate(
                warehouseInFormHref({
                  warehouseId: r.warehouseId,
                  categoryId: r.categoryId,
                  quantity: r.shortfall,
                }),
              )
            }
          >
            {t('warehouse.stock.replenish')}
          </Button>
        )
      }
    />
  );
}
