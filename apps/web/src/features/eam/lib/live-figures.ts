import { isOpenRepairStatus, liveRepairFigures, type RepairOrder } from '@depot/shared';
import type { Received } from '../../../api/eam';

export interface LiveFigures {
  pauseSeconds: number;
  orderSeconds: number;
}

type Clocked = Pick<
  RepairOrder,
  | 'status'
  | 'submitTime'
  | 'completionTime'
  | 'cancelTime'
  | 'pausedSince'
  | 'pauseDuration'
  | 'endedPauseDuration'
  | 'orderDuration'
> &
  Received;

/**
 * An order's pause and order durations at `now` (client clock). The server's figures are
 * right at the moment its answer arrived (`receivedAt`); from then on an open order's figures
 * grow as the shared `liveRepairFigures` says (the pause while paused, the order otherwise).
 * Only the growth is taken from the client's clock, so a clock that is off by minutes does
 * not show.
 */
export function liveFigures(order: Clocked, now: number): LiveFigures {
  const answered = { pauseSeconds: order.pauseDuration, orderSeconds: order.orderDuration };
  if (!isOpenRepairStatus(order.status) || now <= order.receivedAt) return answered;
  const then = liveRepairFigures(order, order.receivedAt);
  const later = liveRepairFigures(order, now);
  return {
    pauseSeconds: answered.pauseSeconds + Math.max(0, later.pauseSeconds - then.pauseSeconds),
    orderSeconds: answered.orderSeconds + Math.max(0, later.orderSeconds - then.orderSeconds),
  };
}
