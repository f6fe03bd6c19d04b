import { describe, expect, it } from 'vitest';
import { orderJson } from './order-json';
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
      const json = orderJson(order);
      for (const now of MOMENTS) {
        expect(JSON.parse(json(now))).toStrictEqual(toRepairOrder(order, now));
      }
    });
  }

  it('follows the clock: a waiting order passes its response target', () => {
    const json = orderJson(ROWS['a new order']!);
    const before = JSON.parse(json(at('2026-11-22T08:29:00Z'))) as Record<string, unknown>;
    const after = JSON.parse(json(at('2026-11-22T08:31:00Z'))) as Record<string, unknown>;
    expect(before).toMatchObject({ orderDuration: 29 * 60, responseBreached: false });
    expect(after).toMatchObject({ orderDuration: 31 * 60, responseBreached: true });
  });
});
