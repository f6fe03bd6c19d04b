import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { repairOrderQueryOptions } from '../../../api/eam';
import { usePageLabel } from '../../../lib/use-page-label';
import { LoadState } from '../components/load-state';
import { RepairOrderView } from '../components/repair-order-view';
import { idParam } from '../paths';

/**
 * /eam/repair-order-detail?orderId=N (SPEC §2, under the main layout): every field with live
 * durations, the commands of its status, sub-orders with photos, the evaluation and the
 * timeline. Its tab is named with the order's code; the list's menu entry stays highlighted.
 */
export function RepairOrderDetailPage() {
  const [search] = useSearchParams();
  const orderId = idParam(search, 'orderId');
  const query = useQuery({
    ...repairOrderQueryOptions(orderId ?? 0),
    enabled: orderId !== undefined,
  });
  const order = query.data;
  usePageLabel(order && { zh: order.code, en: order.code });

  if (!order) {
    return (
      <LoadState
        loading={orderId !== undefined && query.isLoading}
        error={orderId === undefined ? undefined : query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RepairOrderView order={order} />;
}
