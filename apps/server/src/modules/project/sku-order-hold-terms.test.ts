import { NOTICE_TYPES, SKU_ORDER_LINK_AREA } from '@depot/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaEngines, createUser, useTestApp } from '../../../test/helpers';
import { createBus, type Bus } from '../../core/bus';
import { seededRandom } from '../../core/seeded-random';
import { notice } from '../../db/schema/notice';
import { createNoticeService } from '../notice/service';
import { expireReservations } from '../warehouse/reservation-expiry';
import { stockReservation } from '../warehouse/tables';
import { projectSkuOrder } from './tables';
import { call, stockIn } from '../warehouse/test-fixtures';
import { post, stockedProject } from './material-fixtures';
import {
  driftedRows,
  expectShort,
  orderOf,
  reserve,
  stockOf,
  type Stocked,
} from './reservation-fixtures';

/*
 * A SKU order's holds (docs/warehouses.md "Reservations"): partial holds and their shortfall,
 * an issue taking the held units then free ones, and terms: a hold lapses, told once before and
 * once when it is let go, by a timer safe with several processes.
 */

const DAY = 86_400_000;

const detailOf = async (t: Parameters<typeof stockedProject>[0], s: Stocked, id: number) =>
  (await call(t, s.admin, 'GET', `/item/sku-order/detail?id=${id}`)).json().data;

describe.each(areaEngines())('SKU order holds on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus | undefined;
  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
  });
  afterAll(() => bus?.close());
  const notices = () => createNoticeService({ db: t.db, bus: bus! });

  it('holds what is available when asked to, showing each line’s shortfall', async () => {
    const s = await stockedProject(t);
    // 10 of a and 5 of b in stock; the order asks 4 of a and 8 of b.
    const order = await orderOf(t, s, 4, 8);
    const whole = await reserve(t, s, order, s.warehouseId);
    expectShort(whole, {
      categoryId: s.b.categoryId,
      have: 5,
      asked: 8,
    });
    expect((await stockOf(t, s.warehouseId, s.b.categoryId)).reserved).toBe(0);

    const part = await reserve(t, s, order, s.warehouseId, { partial: true });
    expect(part.statusCode, part.body).toBe(200);
    const held = part.json().data;
    expect(held.reservations).toEqual([
      expect.objectContaining({ categoryId: s.a.categoryId, quantity: 4 }),
      expect.objectContaining({ categoryId: s.b.categoryId, quantity: 5 }),
    ]);
    expect(
      held.lines.map((l: { held: number; shortfall: number }) => [l.held, l.shortfall]),
    ).toEqual([
      [4, 0],
      [5, 3],
    ]);
    expect(await stockOf(t, s.warehouseId, s.b.categoryId)).toEqual({
      quantity: 5,
      reserved: 5,
      available: 0,
    });

    // Nothing available at all for any line: still the 409, nothing held.
    const empty = await post(t, s.admin, '/item/sku-order/add', {
      projectId: s.made.id,
      title: '只要 b',
      lines: [{ skuId: s.b.skuId, quantity: 2 }],
    });
    const refused = await reserve(t, s, empty.data, s.warehouseId, { partial: true });
    expectShort(refused, { have: 0, asked: 2 });
    expect((await detailOf(t, s, empty.data.id)).reservations).toEqual([]);
    expect(await driftedRows(t)).toEqual([]);
  });

  it('issues a partly held line from its held units then free ones, else a 409 with the figures', async () => {
    const s = await stockedProject(t);
    const order = await orderOf(t, s, 4, 8);
    let seen = (await reserve(t, s, order, s.warehouseId, { partial: true })).json().data;
    // 4 more of b come in, and another order holds 2 of them: 9 in stock, 7 held, 2 free.
    await stockIn(t, s.admin, s.admin, {
      warehouseId: s.warehouseId,
      source: 'other',
      lines: [{ categoryId: s.b.categoryId, quantity: 4, unitPrice: '8.00' }],
    });
    const other = await post(t, s.admin, '/item/sku-order/add', {
      projectId: s.made.id,
      title: '另一单',
      lines: [{ skuId: s.b.skuId, quantity: 2 }],
    });
    expect((await reserve(t, s, other.data, s.warehouseId)).statusCode).toBe(200);
    const issue = () =>
      call(t, s.admin, 'POST', '/item/sku-order/issue', {
        id: order.id,
        version: seen.version,
        warehouseId: s.warehouseId,
      });
    // 5 held + 2 free < 8: refused with the figures, and the holds stay as they were.
    const short = await issue();
    expectShort(short, {
      categoryId: s.b.categoryId,
      have: 7,
      asked: 8,
    });
    expect(await stockOf(t, s.warehouseId, s.b.categoryId)).toEqual({
      quantity: 9,
      reserved: 7,
      available: 2,
    });
    seen = await detailOf(t, s, order.id);
    expect(seen.reservations).toHaveLength(2);

    // One more comes in: 5 held + 3 free serve the 8, and the other order keeps its 2.
    await stockIn(t, s.admin, s.admin, {
      warehouseId: s.warehouseId,
      source: 'other',
      lines: [{ categoryId: s.b.categoryId, quantity: 1, unitPrice: '8.00' }],
    });
    const done = await issue();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'issued', reservations: [] });
    expect(await stockOf(t, s.warehouseId, s.b.categoryId)).toEqual({
      quantity: 2,
      reserved: 2,
      available: 0,
    });
    expect((await detailOf(t, s, other.data.id)).reservations).toEqual([
      expect.objectContaining({ quantity: 2 }),
    ]);
    expect(await driftedRows(t)).toEqual([]);
  });

  it('lets a hold lapse once, told once before and once then, however many processes check', async () => {
    const s = await stockedProject(t);
    const order = await orderOf(t, s, 3);
    const before = Date.now();
    const held = (await reserve(t, s, order, s.warehouseId, { days: 3 })).json().data;
    const expiresAt = Date.parse(held.reservations[0].expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(expiresAt).toBeLessThan(Date.now() + 3 * DAY + 1000);
    // The stock page's drawer says when it lapses too.
    const drawer = await call(
      t,
      s.admin,
      'GET',
      `/ware/stock/reservations?warehouseId=${s.warehouseId}&categoryId=${s.a.categoryId}`,
    );
    expect(drawer.json().data).toEqual([
      expect.objectContaining({ sourceId: order.id, expiresAt: held.reservations[0].expiresAt }),
    ]);
    // Without `days` a hold runs the default term (14 days).
    const plain = await orderOf(t, s, 1);
    const plainHeld = (await reserve(t, s, plain, s.warehouseId)).json().data;
    expect(Date.parse(plainHeld.reservations[0].expiresAt)).toBeGreaterThanOrEqual(
      before + 14 * DAY,
    );

    const [hold] = await t.db
      .select({ id: stockReservation.id })
      .from(stockReservation)
      .where(eq(stockReservation.sourceId, order.id));
    const sent = (type: number) =>
      t.db
        .select({ recipientId: notice.recipientId, area: notice.linkArea, id: notice.linkId })
        .from(notice)
        .where(and(eq(notice.type, type), eq(notice.linkId, String(order.id))));
    const run = (at: number) =>
      Promise.all([0, 1].map(() => expireReservations(t.db, notices(), 2, new Date(at))));

    // A day in: not yet within the two days' lead.
    const early = await run(before + DAY);
    expect(early.flatMap((r) => r.warned)).not.toContain(hold!.id);
    // Two processes check within the lead time, twice: one warning.
    const warned = [...(await run(before + 1.5 * DAY)), ...(await run(before + 2 * DAY))];
    expect(warned.flatMap((r) => r.warned).filter((id) => id === hold!.id)).toHaveLength(1);
    expect(warned.flatMap((r) => r.expired)).not.toContain(hold!.id);
    expect(await sent(NOTICE_TYPES.reservationExpiring)).toEqual([
      { recipientId: s.admin.id, area: SKU_ORDER_LINK_AREA, id: String(order.id) },
    ]);
    expect((await stockOf(t, s.warehouseId, s.a.categoryId)).reserved).toBe(4);

    // Past its term: two processes, twice; it is let go once, its row kept.
    const lapsed = [...(await run(expiresAt + 1000)), ...(await run(expiresAt + 2000))];
    expect(lapsed.flatMap((r) => r.expired).filter((id) => id === hold!.id)).toHaveLength(1);
    expect(await sent(NOTICE_TYPES.reservationExpired)).toEqual([
      { recipientId: s.admin.id, area: SKU_ORDER_LINK_AREA, id: String(order.id) },
    ]);
    expect(await sent(NOTICE_TYPES.reservationExpiring)).toHaveLength(1);
    const [row] = await t.db
      .select({
        outcome: stockReservation.outcome,
        closeReason: stockReservation.closeReason,
        closedBy: stockReservation.closedBy,
      })
      .from(stockReservation)
      .where(eq(stockReservation.id, hold!.id));
    expect(row).toEqual({ outcome: 'released', closeReason: 'expired', closedBy: null });
    // The other order's 1 is still held (14 days).
    expect(await stockOf(t, s.warehouseId, s.a.categoryId)).toEqual({
      quantity: 10,
      reserved: 1,
      available: 9,
    });
    expect(await detailOf(t, s, order.id)).toMatchObject({
      status: 'open',
      reservations: [],
      canRelease: false,
    });
    expect(await driftedRows(t)).toEqual([]);
  });

  it('tells no one of a hold whose reserver has since been disabled', async () => {
    const s = await stockedProject(t);
    const kept = await orderOf(t, s, 1);
    const left = await orderOf(t, s, 1);
    const before = Date.now();
    for (const order of [kept, left]) {
      expect((await reserve(t, s, order, s.warehouseId, { days: 1 })).statusCode).toBe(200);
    }
    // The second hold was made by someone who has left since: their account is disabled.
    const away = await createUser(t, { enabled: false });
    await t.db
      .update(stockReservation)
      .set({ reservedBy: away.id })
      .where(eq(stockReservation.sourceId, left.id));
    const told = (type: number, order: { id: number }) =>
      t.db
        .select({ recipientId: notice.recipientId })
        .from(notice)
        .where(and(eq(notice.type, type), eq(notice.linkId, String(order.id))));

    const round = await expireReservations(t.db, notices(), 2, new Date(before + 2 * DAY));
    const holds = await t.db
      .select({ id: stockReservation.id })
      .from(stockReservation)
      .where(inArray(stockReservation.sourceId, [kept.id, left.id]));
    // Both holds lapse; only the reserver who can still sign in is told.
    expect(round.expired.filter((id) => holds.some((h) => h.id === id))).toHaveLength(2);
    expect(await told(NOTICE_TYPES.reservationExpired, kept)).toEqual([
      { recipientId: s.admin.id },
    ]);
    expect(await told(NOTICE_TYPES.reservationExpired, left)).toEqual([]);
  });

  // A property test of 30 steps, each checked: longer than the default 30 s on a busy machine.
  it(
    'keeps reserved equal to the open holds after random reserves, issues, releases and lapses',
    { timeout: 120_000 },
    async () => {
      const s = await stockedProject(t);
      const random = seededRandom(18_066);
      const restock = (categoryId: number, quantity: number) =>
        stockIn(t, s.admin, s.admin, {
          warehouseId: s.warehouseId,
          source: 'other',
          lines: [{ categoryId, quantity, unitPrice: '3.00' }],
        });
      await restock(s.a.categoryId, 10);
      await restock(s.b.categoryId, 10);
      const orders: { id: number }[] = [];
      for (let i = 0; i < 5; i += 1) {
        orders.push(await orderOf(t, s, random.int(1, 6), random.int(0, 4)));
      }
      let clock = Date.now();
      const step = async (): Promise<string> => {
        // Open orders are the ones that reserve; a new one comes when all are served.
        const open = await t.db
          .select({ id: projectSkuOrder.id })
          .from(projectSkuOrder)
          .where(
            and(
              inArray(
                projectSkuOrder.id,
                orders.map((o) => o.id),
              ),
              eq(projectSkuOrder.status, 'open'),
            ),
          );
        if (!open.length) orders.push(await orderOf(t, s, random.int(1, 6), random.int(0, 4)));
        const order = random.pick(open.length ? open : orders);
        const [head] = await t.db
          .select({ version: projectSkuOrder.version })
          .from(projectSkuOrder)
          .where(eq(projectSkuOrder.id, order.id));
        const version = head!.version;
        const body = { id: order.id, version, warehouseId: s.warehouseId };
        switch (random.pick([0, 0, 0, 1, 1, 2, 3, 4, 4, 5, 6, 6])) {
          case 0:
          case 1:
            return `reserve ${
              (
                await call(t, s.admin, 'POST', '/item/sku-order/reserve', {
                  ...body,
                  partial: random.chance(0.6),
                  days: random.int(1, 3),
                })
              ).statusCode
            }`;
          case 2:
            return `issue ${(await call(t, s.admin, 'POST', '/item/sku-order/issue', body)).statusCode}`;
          case 3:
            return `release ${
              (
                await call(t, s.admin, 'POST', '/item/sku-order/release', {
                  id: order.id,
                  version,
                  reason: '改期',
                })
              ).statusCode
            }`;
          case 4: {
            const out = await call(t, s.admin, 'POST', '/ware/stock/out', {
              warehouseId: s.warehouseId,
              kind: 'out',
              reason: '领用',
              lines: [
                { categoryId: random.pick([s.a, s.b]).categoryId, quantity: random.int(1, 3) },
              ],
            });
            return `out ${out.statusCode}`;
          }
          case 5: {
            const category = random.pick([s.a, s.b]).categoryId;
            await restock(category, random.int(1, 4));
            return 'in';
          }
          default: {
            clock += random.int(1, 2) * DAY;
            const rounds = await Promise.all(
              [0, 1].map(() => expireReservations(t.db, notices(), 1, new Date(clock))),
            );
            const expired = rounds.flatMap((r) => r.expired);
            expect(new Set(expired).size).toBe(expired.length);
            return `lapse ${expired.length}`;
          }
        }
      };
      const seen: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        seen.push(await step());
        expect(await driftedRows(t), seen.join(', ')).toEqual([]);
      }
      // The sequence reached partial holds, refusals and lapses alike.
      expect(seen.some((x) => x.startsWith('reserve 200'))).toBe(true);
      expect(seen.some((x) => x.startsWith('lapse') && x !== 'lapse 0')).toBe(true);
      const ids = orders.map((o) => o.id);
      const closed = await t.db
        .select({ reason: stockReservation.closeReason })
        .from(stockReservation)
        .where(
          and(inArray(stockReservation.sourceId, ids), eq(stockReservation.closeReason, 'expired')),
        );
      expect(closed.length).toBeGreaterThan(0);
    },
  );
});
