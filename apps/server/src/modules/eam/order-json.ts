import { liveRepairState, liveRepairStateUntil } from '@depot/shared';
import { KeptAnswer } from '../../core/json-answer';
import { pageJsonOf, type PageQuery } from '../../core/pagination';
import { fixedFields, liveInputOf, type OrderRow } from './order-query';

/** An order kept as JSON text: its answer at a moment (ms), and until when that answer holds. */
export interface KeptOrder {
  json(now: number): string;
  /** The first moment (ms) after `now` at which the answer may differ; Infinity for never. */
  until(now: number): number;
}

/**
 * An order's answer as JSON text, its fixed fields written once (issue #8: building and
 * writing every field of ten orders was most of a kept list page's time). Only the durations
 * and service-level flags are written at each call, with the same figures as `toRepairOrder`.
 */
export function orderJson(row: OrderRow): KeptOrder {
  // The fixed fields are never empty, so the live ones follow a comma.
  const head = JSON.stringify(fixedFields(row)).slice(0, -1);
  const { order, target } = liveInputOf(row);
  return {
    json(now) {
      const live = liveRepairState(order, target, now);
      return (
        `${head},"pauseDuration":${live.pauseSeconds},"orderDuration":${live.orderSeconds},` +
        `"responseBreached":${live.responseBreached},"resolutionBreached":${live.resolutionBreached}}`
      );
    },
    until: (now) => liveRepairStateUntil(order, target, now),
  };
}

/**
 * A kept page of orders (one filter, sort, page number and size) as the JSON text of its
 * `Page<RepairOrder>`. The text is written again only once the clock reaches a moment where
 * one of its orders' figures or flags may move (a running order's next whole second, a
 * response target), or when the total changed: between those, every call gets the same text.
 */
export class KeptPage {
  private answer = new KeptAnswer('');
  private total = -1;
  private from = Infinity;
  private until = -Infinity;

  constructor(private readonly orders: readonly KeptOrder[]) {}

  json(total: number, query: PageQuery, now: number): string {
    return this.at(total, query, now).json;
  }

  /** The same answer in its envelope, as the bytes sent (encoded once per text). */
  bytes(total: number, query: PageQuery, now: number): Buffer {
    return this.at(total, query, now).bytes;
  }

  private at(total: number, query: PageQuery, now: number): KeptAnswer {
    if (total === this.total && now >= this.from && now < this.until) return this.answer;
    let until = Infinity;
    const records = this.orders.map((order) => {
      until = Math.min(until, order.until(now));
      return order.json(now);
    });
    this.answer = new KeptAnswer(pageJsonOf(records, total, query));
    this.total = total;
    this.from = now;
    this.until = until;
    return this.answer;
  }
}
