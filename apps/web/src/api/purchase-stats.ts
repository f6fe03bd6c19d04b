import { queryOptions } from '@tanstack/react-query';
import { PURCHASE_STATS_URL, type PurchaseStats } from '@depot/shared';
import { getData } from './get-data';

/**
 * The home page's purchasing panel (docs/purchasing.md "Home panel"). Its key sits under the
 * purchase pages' `['purchase']` (features/purchase/api.ts `purchaseKeys.all`), so what they
 * refresh after an approval, a receipt or a cancel refreshes these figures too.
 */
export const purchaseStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['purchase', 'stats'] as const,
    queryFn: () => getData<PurchaseStats>(PURCHASE_STATS_URL),
  });
