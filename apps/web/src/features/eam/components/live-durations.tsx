import { isOpenRepairStatus } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { repairDurationText } from '../../../lib/repair-duration-text';
import { liveFigures } from '../lib/live-figures';

type Figure = 'orderSeconds' | 'pauseSeconds';
type Clocked = Parameters<typeof liveFigures>[0];

function Ticking({ order, figure }: { order: Clocked; figure: Figure }) {
  const { t } = useTranslation();
  const now = useNow();
  return <>{repairDurationText(t, liveFigures(order, now)[figure])}</>;
}

/**
 * An order's duration or pause duration as text, moving on while the order is open. An order
 * never paused has no pause duration: "—", not "under a minute".
 */
export function LiveDuration({
  order,
  figure,
}: {
  order: Clocked & { pauseCount: number };
  figure: Figure;
}) {
  const { t } = useTranslation();
  if (figure === 'pauseSeconds' && order.pauseCount === 0) return <>—</>;
  if (isOpenRepairStatus(order.status)) return <Ticking order={order} figure={figure} />;
  return (
    <>
      {repairDurationText(t, figure === 'orderSeconds' ? order.orderDuration : order.pauseDuration)}
    </>
  );
}
