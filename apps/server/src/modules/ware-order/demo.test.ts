import {
  NOTICE_TYPES,
  WARE_ORDER_STATUSES,
  type Page,
  type WareOrder,
  type WareOrderStatus,
} from '@depot/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notice } from '../../db/schema';
import { DEMO_PASSWORD, areaEngines, bearer, signIn, useTestApp } from '../../../test/helpers';
import { wareOrder } from './tables';

/** The demo's orders as the demo's people see them (demo.ts), through the real calls. */
describe.each(areaEngines())('work-order demo on %s', (engine) => {
  const t = useTestApp(engine);

  const list = async (who: string, type: 'order' | 'special-order') => {
    const { access_token } = await signIn(t, who, DEMO_PASSWORD);
    const res = await t.app.inject({
      url: `/ware/${type}/page?size=100`,
      headers: bearer(access_token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Page<WareOrder> }>().data.records;
  };

  it('has work orders and special orders in every state, two made from asset documents', async () => {
    const rows = await t.db
      .select({ type: wareOrder.type, status: wareOrder.status })
      .from(wareOrder);
    const statuses = (type: string) =>
      new Set(rows.filter((r) => r.type === type).map((r) => r.status));
    const work: WareOrderStatus[] = ['pending', 'assigned', 'in_progress', 'done', 'cancelled'];
    expect([...statuses('work')].sort()).toEqual([...work].sort());
    const special = WARE_ORDER_STATUSES.filter(
      (s) => !['sentBack', 'withdrawn', 'assigned', 'cancelled'].includes(s),
    );
    for (const status of special) expect(statuses('special').has(status), status).toBe(true);
    const fromDocs = await t.db
      .select({ id: wareOrder.id })
      .from(wareOrder)
      .where(isNotNull(wareOrder.sourceDocId));
    expect(fromDocs).toHaveLength(2);
  });

  it('lets the dispatcher see every order, a technician theirs, the store manager their store’s', async () => {
    const all = await list('dispatcher', 'order');
    expect(all.length).toBe(
      (await t.db.select().from(wareOrder).where(eq(wareOrder.type, 'work'))).length,
    );
    const wang = await list('tech_wang', 'order');
    expect(wang.length).toBeGreaterThan(0);
    expect(wang.every((o) => o.worker?.nickname === '王师傅')).toBe(true);
    const managers = await list('manager', 'order');
    expect(managers.length).toBeGreaterThan(0);
    expect(new Set(managers.map((o) => o.storeId)).size).toBe(1);
    expect((await list('dispatcher', 'special-order')).length).toBeGreaterThanOrEqual(5);
  });

  it('sent the special orders’ notices through the approval engine (29 and 30)', async () => {
    const sent = await t.db
      .select({ type: notice.type })
      .from(notice)
      .where(
        and(
          eq(notice.linkArea, 'approval'),
          inArray(notice.type, [
            NOTICE_TYPES.specialOrderApproval,
            NOTICE_TYPES.specialOrderApplication,
          ]),
        ),
      );
    const types = new Set(sent.map((n) => n.type));
    expect(types).toEqual(
      new Set([NOTICE_TYPES.specialOrderApproval, NOTICE_TYPES.specialOrderApplication]),
    );
  });
});
