import { EAM_PERMISSIONS, type RepairOrder, type RepairSubOrder } from '@depot/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import {
  ALL_EAM_KEYS,
  call,
  callerWith,
  createOrder,
  fixture,
  type Caller,
  type EamKey,
} from './test-fixtures';

const TABLES = [
  'repair_order',
  'repair_suborder',
  'repair_pause',
  'repair_timeline',
  'repair_type',
  'repair_code_counter',
  'audit_log',
  'notice',
];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

describe.each(areaEngines())('repair-order permissions on %s', (engine) => {
  const t = useTestApp(engine);
  let boss: Caller;
  let order: RepairOrder;
  let sub: RepairSubOrder;
  let typeId: number;

  beforeAll(async () => {
    boss = await callerWith(t);
    const f = await fixture(t);
    typeId = f.typeId;
    order = await createOrder(t, boss, f);
    sub = (
      await call<RepairSubOrder>(t, boss, 'POST', '/eam/repair-suborder', {
        orderId: order.orderId,
        trade: '水电',
      })
    ).data;
  });

  /** Every call of /eam under the key it needs, with a body that key's holder could send. */
  const routesOf = (): Record<EamKey, Route[]> => {
    const o = `/eam/repair-order/${order.orderId}`;
    const s = `/eam/repair-suborder/${sub.subOrderId}`;
    const v = { version: order.version };
    return {
      [EAM_PERMISSIONS.view]: [
        { method: 'GET', url: '/eam/repair-order/page' },
        { method: 'GET', url: '/eam/repair-order/stats' },
        { method: 'GET', url: '/eam/repair-order/assignees' },
        { method: 'GET', url: o },
        { method: 'GET', url: s },
        { method: 'GET', url: `${s}/photo/00000000-0000-4000-8000-000000000000` },
        { method: 'GET', url: '/eam/repair-type/list' },
      ],
      [EAM_PERMISSIONS.add]: [
        { method: 'POST', url: '/eam/repair-order', body: { storeId: order.storeId, typeId } },
      ],
      [EAM_PERMISSIONS.edit]: [
        {
          method: 'PUT',
          url: '/eam/repair-order',
          body: { orderId: order.orderId, ...v, remark: 'x' },
        },
      ],
      [EAM_PERMISSIONS.dispatch]: [
        { method: 'POST', url: `${o}/dispatch`, body: { ...v, assigneeId: boss.id } },
      ],
      [EAM_PERMISSIONS.work]: [
        { method: 'POST', url: `${o}/start`, body: v },
        { method: 'POST', url: `${o}/pause`, body: { ...v, reason: 'x' } },
        { method: 'POST', url: `${o}/resume`, body: v },
        { method: 'POST', url: `${o}/complete`, body: v },
      ],
      [EAM_PERMISSIONS.cancel]: [
        { method: 'POST', url: `${o}/cancel`, body: { ...v, reason: 'x' } },
      ],
      [EAM_PERMISSIONS.evaluate]: [
        { method: 'POST', url: `${o}/evaluate`, body: { ...v, rating: 5 } },
      ],
      [EAM_PERMISSIONS.export]: [{ method: 'GET', url: '/eam/repair-order/export' }],
      [EAM_PERMISSIONS.import]: [
        { method: 'GET', url: '/eam/repair-order/import-template' },
        { method: 'POST', url: '/eam/repair-order/import?dryRun=false', body: {} },
      ],
      [EAM_PERMISSIONS.subOrder]: [
        {
          method: 'POST',
          url: '/eam/repair-suborder',
          body: { orderId: order.orderId, trade: 'x' },
        },
        {
          method: 'PUT',
          url: '/eam/repair-suborder',
          body: { subOrderId: sub.subOrderId, version: 0, trade: 'y' },
        },
        { method: 'DELETE', url: `${s}?version=0` },
        { method: 'POST', url: `${s}/start`, body: { version: 0 } },
        { method: 'POST', url: `${s}/complete`, body: { version: 0 } },
        { method: 'POST', url: `${s}/cancel`, body: { version: 0 } },
      ],
      [EAM_PERMISSIONS.sla]: [
        { method: 'POST', url: '/eam/repair-type', body: { code: 'NEW', name: 'x' } },
        { method: 'PUT', url: '/eam/repair-type', body: { typeId, name: 'y' } },
      ],
    } as Record<EamKey, Route[]>;
  };

  async function snapshot(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const result = (await t.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`,
        ),
      )) as unknown as { rows: { d: string }[] };
      out[table] = result.rows[0]!.d;
    }
    return out;
  }

  it('covers every permission key of EAM_PERMISSIONS', () => {
    expect(Object.keys(routesOf()).sort()).toEqual([...ALL_EAM_KEYS].sort());
  });

  for (const key of ALL_EAM_KEYS) {
    it(`answers 403 without ${key} and changes nothing`, async () => {
      const lacking = await callerWith(
        t,
        ALL_EAM_KEYS.filter((k) => k !== key),
      );
      const before = await snapshot();
      for (const route of routesOf()[key]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: lacking.headers,
          ...(route.body === undefined ? {} : { payload: route.body as object }),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().msg).toBe('no permission for this operation');
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('lets the holder of each key past the permission check', async () => {
    const holder = await callerWith(t);
    for (const routes of Object.values(routesOf())) {
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: holder.headers,
          ...(route.body === undefined ? {} : { payload: route.body as object }),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      }
    }
  });
});
