import type { Page, RepairOrder } from '@depot/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { envelopeOf } from '../../core/envelope';
import { pageSchema } from '../../core/pagination';
import { appUser, changeVersion, repairOrder, repairType, store } from '../../db/schema';
import { repairOrderSchema } from './schema';
import { engines, useTestApp, useVariantApp } from '../../../test/helpers';
import {
  call,
  callerWith,
  createOrder,
  fixture,
  type Caller,
  type Fixture,
  type Harness,
} from './test-fixtures';

/** A page's rows but for open orders' durations, which follow the clock between two reads. */
const unclocked = (page: Page<RepairOrder>) =>
  page.records.map((o) => ({ ...o, orderDuration: 0, pauseDuration: 0 }));

/**
 * The list keeps its totals and pages of ids per change_version of `repair_order`
 * (order-service.ts, drizzle/0008): whoever writes, from whichever process, the next page
 * shows it, and a write no one can see yet changes nothing.
 */
describe.each(engines())('repair-order list kept in memory on %s', (engine) => {
  const t = useTestApp(engine);
  /** Another server process on the same database, with its own memory. */
  const other = useVariantApp(t);
  let boss: Caller;
  let f: Fixture;

  const listOf = async (h: Harness, query = '') => {
    const res = await call<Page<RepairOrder>>(
      h,
      boss,
      'GET',
      `/eam/repair-order/page?typeId=${f.typeId}&size=5${query}`,
    );
    expect(res.status, res.msg ?? '').toBe(200);
    return res.data;
  };
  const version = async (db: Db) => {
    const [row] = await db
      .select({ version: changeVersion.version })
      .from(changeVersion)
      .where(eq(changeVersion.area, 'repair_order'));
    return Number(row?.version ?? 0);
  };

  beforeAll(async () => {
    boss = await callerWith(t);
    f = await fixture(t);
    for (let i = 0; i < 3; i++) await createOrder(t, boss, f);
  });

  it('shows an order another process created, on the next page it is asked for', async () => {
    const before = await listOf(t);
    expect(before.total).toBe(3);
    // Asked again: the same answer (now from memory).
    const again = await listOf(t);
    expect(again.total).toBe(before.total);
    expect(unclocked(again)).toEqual(unclocked(before));
    const created = await createOrder(other, boss, f);
    const after = await listOf(t);
    expect(after.total).toBe(4);
    expect(after.records[0]!.orderId).toBe(created.orderId);
  });

  it('follows a change made in SQL, and the clock in the durations', async () => {
    const open = await listOf(t, '&status=submitted');
    const [first] = open.records;
    await t.db
      .update(repairOrder)
      .set({ status: 'cancelled', cancelTime: sql`now()` })
      .where(eq(repairOrder.id, first!.orderId));
    const now = await listOf(t, '&status=submitted');
    expect(now.total).toBe(open.total - 1);
    expect(now.records.map((o) => o.orderId)).not.toContain(first!.orderId);
    // Rows are read each time: an open order's duration is not frozen with its page.
    await t.db
      .update(repairOrder)
      .set({ submitTime: sql`${repairOrder.submitTime} - interval '1 hour'` })
      .where(eq(repairOrder.typeId, f.typeId));
    const later = await listOf(t, '&status=submitted');
    expect(later.records[0]!.orderDuration).toBeGreaterThanOrEqual(3600);
  });

  it('shows a store, type or person renamed elsewhere; a password change moves nothing', async () => {
    const order = (await listOf(t)).records[0]!;
    await t.db.update(store).set({ name: '改名门店' }).where(eq(store.id, order.storeId));
    await t.db.update(repairType).set({ name: '改名类型' }).where(eq(repairType.id, order.typeId));
    let after = (await listOf(t)).records[0]!;
    expect([after.storeName, after.typeName]).toEqual(['改名门店', '改名类型']);
    // The dispatcher's name, as the list shows it.
    await t.db.update(appUser).set({ nickname: '改名调度' }).where(eq(appUser.id, boss.id));
    await t.db
      .update(repairOrder)
      .set({ dispatcherId: boss.id })
      .where(eq(repairOrder.id, order.orderId));
    after = (await listOf(t)).records[0]!;
    expect(after.dispatcherName).toBe('改名调度');
    // This time nothing else changes: the name alone must show.
    await t.db.update(appUser).set({ nickname: '又改名' }).where(eq(appUser.id, boss.id));
    after = (await listOf(t)).records[0]!;
    expect(after.dispatcherName).toBe('又改名');
    const before = await version(t.db);
    await t.db.update(appUser).set({ passwordUpdated: 1 }).where(eq(appUser.id, boss.id));
    expect(await version(t.db)).toBe(before);
  });

  it('answers exactly the documented shape (it is sent without the serializer)', async () => {
    const res = await t.app.inject({
      url: `/eam/repair-order/page?typeId=${f.typeId}`,
      headers: boss.headers,
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const strict = envelopeOf(pageSchema(repairOrderSchema.strict()).strict()).strict();
    const parsed = strict.safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.data.records.length).toBeGreaterThan(0);
  });

  it('sets the version once per transaction that wrote, and not for one rolled back', async () => {
    const start = await version(t.db);
    const ids = (await listOf(t)).records.map((o) => o.orderId);
    await t.db.transaction(async (tx) => {
      await tx.update(repairOrder).set({ remark: 'a' }).where(inArray(repairOrder.id, ids));
      await tx.update(repairOrder).set({ remark: 'b' }).where(inArray(repairOrder.id, ids));
    });
    const once = await version(t.db);
    expect(once).toBeGreaterThan(start);
    // One number taken from the sequence for the two statements.
    const [seq] = await t.db
      .select({ last: sql<string>`last_value` })
      .from(sql`change_version_seq`);
    expect(Number(seq!.last)).toBe(once);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(repairOrder).set({ remark: 'c' }).where(inArray(repairOrder.id, ids));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version(t.db)).toBe(once);
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  if (engine === 'pg') {
    it('keeps answering what is committed while a write is under way, then shows it', async () => {
      const before = await listOf(t);
      const start = await version(t.db);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      const writing = t.db.transaction(async (tx) => {
        await tx
          .update(repairOrder)
          .set({ status: 'cancelled', cancelTime: sql`now()` })
          .where(eq(repairOrder.typeId, f.typeId));
        wrote();
        await held;
      });
      await written;
      const during = await listOf(t);
      expect(during.total).toBe(before.total);
      expect(unclocked(during)).toEqual(unclocked(before));
      expect(await version(t.db)).toBe(start);
      release();
      await writing;
      const after = await listOf(t, '&status=cancelled');
      expect(after.total).toBe(before.total);
    });

    it('never makes two writers wait on each other through the version', async () => {
      const [a, b] = (await listOf(t)).records.map((o) => o.orderId);
      // A locks order a, B locks order b, then A waits for b until B commits. Had the version
      // been set when a row changes (not at commit), B would wait for A's version row and A
      // for B's order: neither would ever finish.
      let aLocked!: () => void;
      const aHasA = new Promise<void>((resolve) => (aLocked = resolve));
      let bLocked!: () => void;
      const bHasB = new Promise<void>((resolve) => (bLocked = resolve));
      const touch = (tx: Db, id: number) =>
        tx.update(repairOrder).set({ remark: 'x' }).where(eq(repairOrder.id, id));
      const first = t.db.transaction(async (tx) => {
        await touch(tx as unknown as Db, a!);
        aLocked();
        await bHasB;
        await touch(tx as unknown as Db, b!);
      });
      const second = t.db.transaction(async (tx) => {
        await aHasA;
        await touch(tx as unknown as Db, b!);
        bLocked();
      });
      await Promise.all([first, second]);
    }, 10_000);
  }

  it('never reuses a version, not even after the table is emptied', async () => {
    const start = await version(t.db);
    await t.db.execute(sql`truncate repair_order cascade`);
    const emptied = await version(t.db);
    expect(emptied).toBeGreaterThan(start);
    expect((await listOf(t)).total).toBe(0);
    expect((await listOf(other)).total).toBe(0);
  });
});
