import { describe, expect, it } from 'vitest';
import { pageJsonOf } from '../../core/pagination';
import { KeptPage, orderJson, type KeptOrder } from './order-json';
import { toRepairOrder, type OrderRow } from './order-query';

const at = (iso: string) => new Date(iso);

/** A row as the list reads it; `o` overrides the order's own columns. */
function row(o: Partial<OrderRow['o']>, extra: Partial<OrderRow> = {}): OrderRow {
  return {
    o: {
      id: 7,
      code: 'WX202611220001',
      externalCode: null,
      externalSource: null,
      storeId: 3,
      typeId: 2,
      status: 'submitted',
      evaluated: false,
      pauseCount: 0,
      pauseDuration: 0,
      pausedSince: null,
      appointmentTime: null,
      submitTime: at('2026-11-22T08:00:00Z'),
      dispatchTime: null,
      startTime: null,
      completionTime: null,
      cancelTime: null,
      address: null,
      remark: null,
      equipmentId: null,
      assigneeId: null,
      dispatcherId: null,
      cancelReason: null,
      rating: null,
      evaluationComment: null,
      evaluatedAt: null,
      responseBreachNotifiedAt: null,
      resolutionBreachNotifiedAt: null,
      createdBy: 1,
      version: 0,
      createdAt: at('2026-11-22T08:00:00Z'),
      updatedAt: at('2026-11-22T08:00:00Z'),
      ...o,
    },
    storeCode: 'S001',
    storeName: '徐汇店',
    typeCode: 'AC',
    typeName: '空调',
    responseMinutes: 30,
    resolutionMinutes: 240,
    assigneeNickname: null,
    assigneeUsername: null,
    dispatcherNickname: null,
    dispatcherUsername: null,
    ...extra,
  };
}

const ROWS: Record<string, OrderRow> = {
  'a new order': row({}),
  'a paused order with text that JSON must escape': row(
    {
      status: 'paused',
      dispatchTime: at('2026-11-22T08:10:00Z'),
      startTime: at('2026-11-22T08:20:00Z'),
      pauseCount: 2,
      pauseDuration: 600,
      pausedSince: at('2026-11-22T09:00:00Z'),
      address: '上海 "B" 座\\2 楼\n</script>',
      remark: '\u2028 emoji 🛠',
      assigneeId: 5,
    },
    { assigneeNickname: null, assigneeUsername: 'wang', dispatcherNickname: '调度' },
  ),
  'a completed, evaluated order': row({
    status: 'completed',
    dispatchTime: at('2026-11-22T09:00:00Z'),
    completionTime: at('2026-11-22T14:00:00Z'),
    evaluated: true,
    rating: 4,
    evaluationComment: 'ok',
  }),
  'a cancelled order of a type without targets': row(
    { status: 'cancelled', cancelTime: at('2026-11-22T08:05:00Z'), cancelReason: 'dup' },
    { responseMinutes: null, resolutionMinutes: null },
  ),
};

const MOMENTS = [
  '2026-11-22T08:00:00Z',
  '2026-11-22T08:29:59.999Z',
  '2026-11-22T08:30:00.001Z',
  '2026-11-22T12:10:00Z',
  '2026-11-23T00:00:00Z',
].map(at);

describe('an order as JSON text, its fixed fields written once', () => {
  for (const [name, order] of Object.entries(ROWS)) {
    it(`${name}: the same answer as toRepairOrder at every moment`, () => {
      const kept = orderJson(order);
      for (const now of MOMENTS) {
        expect(JSON.parse(kept.json(now.getTime()))).toStrictEqual(toRepairOrder(order, now));
      }
    });
  }

  it('follows the clock: a waiting order passes its response target', () => {
    const kept = orderJson(ROWS['a new order']!);
    const json = (iso: string) => JSON.parse(kept.json(Date.parse(iso))) as Record<string, unknown>;
    const before = json('2026-11-22T08:29:00Z');
    const after = json('2026-11-22T08:31:00Z');
    expect(before).toMatchObject({ orderDuration: 29 * 60, responseBreached: false });
    expect(after).toMatchObject({ orderDuration: 31 * 60, responseBreached: true });
  });
});

describe('a kept page of orders', () => {
  const query = { current: 1, size: 10 };
  /** The page's orders, counting how often each is written. */
  function orders() {
    let writes = 0;
    const kept = Object.values(ROWS).map((row): KeptOrder => {
      const order = orderJson(row);
      return {
        json: (now) => {
          writes++;
          return order.json(now);
        },
        until: (now) => order.until(now),
      };
    });
    return { kept, writes: () => writes };
  }
  const fresh = (kept: readonly KeptOrder[], total: number, now: number) =>
    pageJsonOf(
      kept.map((o) => o.json(now)),
      total,
      query,
    );

  it('answers what writing it afresh would, at every moment, the clock going back too', () => {
    const { kept } = orders();
    const page = new KeptPage(kept);
    // Every 37 ms across the new order's response target (08:30) and some seconds either side.
    const start = Date.parse('2026-11-22T08:29:57.000Z');
    const moments = Array.from({ length: 200 }, (_, i) => start + i * 37);
    for (const now of [...moments, ...moments.slice(0, 50).reverse()]) {
      expect(page.json(42, query, now)).toBe(fresh(kept, 42, now));
    }
  });

  it('is written again only when an order may have moved, or the total changed', () => {
    const { kept, writes } = orders();
    const page = new KeptPage(kept);
    const t = Date.parse('2026-11-22T10:00:00.100Z');
    const first = page.json(5, query, t);
    expect(page.json(5, query, t + 850)).toBe(first);
    expect(writes()).toBe(kept.length);
    // The new and the paused order count whole seconds from 08:00:00 and 09:00:00.
    const next = page.json(5, query, t + 900);
    expect(writes()).toBe(2 * kept.length);
    expect(JSON.parse(next)).not.toEqual(JSON.parse(first));
    expect(JSON.parse(page.json(6, query, t + 901))).toMatchObject({ total: 6 });
    expect(writes()).toBe(3 * kept.length);
  });
});
