import { liveRepairState } from '@depot/shared';
import { fixedFields, liveInputOf, type OrderRow } from './order-query';

/** An order's answer as JSON text at the moment given. */
export type OrderJsonAt = (now: Date) => string;

/**
 * An order's answer as JSON text, its fixed fields written once (issue #8: building and
 * writing every field of ten orders was most of a kept list page's time). Only the durations
 * and service-level flags are written at each call, with the same figures as `toRepairOrder`.
 */
export function orderJson(row: OrderRow): OrderJsonAt {
  // The fixed fields are never empty, so the live ones follow a comma.
  const head = JSON.stringify(fixedFields(row)).slice(0, -1);
  const { order, target } = liveInputOf(row);
  return (now) => {
    const live = liveRepairState(order, target, now);
    return (
      `${head},"pauseDuration":${live.pauseSeconds},"orderDuration":${live.orderSeconds},` +
      `"responseBreached":${live.responseBreached},"resolutionBreached":${live.resolutionBreached}}`
    );
  };
}
