import type { ReplenishmentSuggestion } from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replenishmentSuggestionsQueryOptions } from '../api';
import type { OrderLineValues } from './order-line-fields';

/**
 * The order lines a warehouse's shortfalls suggest: one per short category, of its SKU with
 * the cheapest offer (the first one when nobody prices any), the shortfall as the quantity
 * and the offer's supplier and price (left to pick when there is no offer).
 */
export function orderLinesOf(shortfalls: readonly ReplenishmentSuggestion[]): OrderLineValues[] {
  return shortfalls.map((s) => {
    const offered = s.skus.filter((k) => k.offer !== null);
    const cheapest = offered.reduce<(typeof s.skus)[number] | undefined>(
      (best, k) => (!best || Number(k.offer!.unitPrice) < Number(best.offer!.unitPrice) ? k : best),
      undefined,
    );
    const sku = cheapest ?? s.skus[0]!;
    return {
      skuId: sku.skuId,
      quantity: s.shortfall,
      supplierId: sku.offer?.supplierId,
      unitPrice: sku.offer ? Number(sku.offer.unitPrice) : undefined,
    };
  });
}

/**
 * "Fill in from low stock": reads the warehouse's shortfalls (each SKU with its cheapest
 * current offer) and hands them over; disabled until a warehouse is chosen.
 */
export function LowStockFillButton({
  warehouseId,
  onFilled,
}: {
  warehouseId: number | undefined;
  onFilled: (warehouseId: number, shortfalls: ReplenishmentSuggestion[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const fill = async (id: number) => {
    setLoading(true);
    try {
      onFilled(id, await queryClient.fetchQuery(replenishmentSuggestionsQueryOptions(id)));
    } catch {
      // The http client has already shown the failure; nothing is filled.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      disabled={!warehouseId}
      loading={loading}
      title={warehouseId ? undefined : t('purchase.replenishment.dialog.pickWarehouseFirst')}
      onClick={() => warehouseId && void fill(warehouseId)}
    >
      {t('purchase.replenishment.dialog.fromShortfall')}
    </Button>
  );
}
