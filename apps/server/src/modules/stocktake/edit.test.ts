import { PERMISSIONS } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/logs';
import { started } from './test-plans';
import {
  WARE_KEYS,
  adminOf,
  call,
  countedCategory,
  newWarehouse,
  personWith,
  stockIn,
  type Harness,
  type Person,
} from '../warehouse/test-fixtures';

const S = PERMISSIONS.warehouse.stocktake;

/** A draft plan over `warehouseIds` made by `by`. */
async function draft(t: Harness, by: Person, body: Record<string, unknown>) {
  const made = await call(t, by, 'POST', '/ware/stocktake', {
    name: '月末盘点',
    dueDate: '2030-01-31',
    ...body,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data;
}

const edit = (t: Harness, by: Person, id: number, body: object, language = 'en-US') =>
  t.app.inject({
    method: 'PUT',
    url: `/ware/stocktake/${id}`,
    payload: body,
    headers: { ...by.headers, 'accept-language': language },
  });

const read = async (t: Harness, by: Person, id: number) =>
  (await call(t, by, 'GET', `/ware/stocktake/${id}`)).json().data;

describe.each(areaEngines())('editing a draft stocktake on %s', (engine) => {
  const t = useTestApp(engine);

  it('changes a draft’s whole scope at its version, audited, and the start counts the new scope', async () => {
    const admin = await adminOf(t);
    const counter = await personWith(t, [S.view, S.count]);
    const first = await newWarehouse(t, admin);
    const second = await newWarehouse(t, admin);
    const kept = await countedCategory(t);
    const dropped = await countedCategory(t);
    await stockIn(t, admin, admin, {
      warehouseId: second,
      source: 'other',
      lines: [
        { categoryId: kept, quantity: 4, unitPrice: '1.00' },
        { categoryId: dropped, quantity: 2, unitPrice: '1.00' },
      ],
    });
    const plan = await draft(t, admin, { warehouseIds: [first], categoryIds: [dropped] });
    const res = await edit(t, admin, plan.stocktakeId, {
      version: plan.version,
      name: '季度盘点',
      warehouseIds: [second],
      categoryIds: [kept],
      counterIds: [counter.id],
      dueDate: '2030-03-31',
      blind: true,
      remark: '先盘耗材',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'draft',
      code: plan.code,
      name: '季度盘点',
      warehouses: [{ id: second }],
      categories: [{ id: kept }],
      counters: [{ userId: counter.id }],
      dueDate: '2030-03-31',
      blind: true,
      remark: '先盘耗材',
      version: plan.version + 1,
    });
    // The new counter sees the plan now.
    expect((await call(t, counter, 'GET', `/ware/stocktake/${plan.stocktakeId}`)).statusCode).toBe(
      200,
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'stocktake'),
          eq(auditLog.entityId, String(plan.stocktakeId)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit).toMatchObject({
      before: expect.objectContaining({ warehouseIds: [first], categoryIds: [dropped] }),
      after: expect.objectContaining({ warehouseIds: [second], categoryIds: [kept] }),
    });
    // Started, it counts what the edit named: the kept category in the second warehouse.
    const start = await call(t, admin, 'POST', `/ware/stocktake/${plan.stocktakeId}/start`, {
      version: plan.version + 1,
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(
      start
        .json()
        .data.lines.map((l: { warehouseId: number; categoryId: number }) => [
          l.warehouseId,
          l.categoryId,
        ]),
    ).toEqual([[second, kept]]);
  });

  it('refuses a stale version and a plan no longer a draft (409, in both languages), changing nothing', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    const plan = await draft(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const body = { name: '改名', warehouseIds: [w], categoryIds: [c], dueDate: '2030-02-28' };
    const first = await edit(t, admin, plan.stocktakeId, { ...body, version: plan.version });
    expect(first.statusCode, first.body).toBe(200);
    // A second tab still holding the version it read.
    const stale = await edit(t, admin, plan.stocktakeId, {
      ...body,
      name: '又改名',
      version: plan.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toContain('changed meanwhile');
    expect(await read(t, admin, plan.stocktakeId)).toMatchObject({
      name: '改名',
      version: plan.version + 1,
    });

    await stockIn(t, admin, admin, {
      warehouseId: w,
      source: 'other',
      lines: [{ categoryId: c, quantity: 1, unitPrice: '1.00' }],
    });
    const counting = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const again = { ...body, version: counting.version };
    const en = await edit(t, admin, counting.stocktakeId, again);
    expect(en.statusCode).toBe(409);
    expect(en.json().msg).toBe(
      `the stocktake ${counting.code} has already started or ended: only a draft’s scope can be changed`,
    );
    const zh = await edit(t, admin, counting.stocktakeId, again, 'zh-CN');
    expect(zh.json().msg).toBe(`盘点计划 ${counting.code} 已开始或已结束：只有草稿可以修改范围`);
    // A cancelled draft is ended: refused too.
    const cancelled = await draft(t, admin, { warehouseIds: [w] });
    const cancel = await call(t, admin, 'POST', `/ware/stocktake/${cancelled.stocktakeId}/cancel`, {
      version: cancelled.version,
      reason: '重做',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const late = await edit(t, admin, cancelled.stocktakeId, {
      ...body,
      version: cancel.json().data.version,
    });
    expect(late.statusCode).toBe(409);
    expect(await read(t, admin, counting.stocktakeId)).toMatchObject({
      name: '月末盘点',
      status: 'counting',
      version: counting.version,
    });
  });

  it('checks the scope as a create does: 404 for a warehouse or plan not the caller’s, 400 on bad input, 403 without the add key', async () => {
    const admin = await adminOf(t);
    const keeper = await personWith(t, WARE_KEYS, 'self');
    const mine = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const theirs = await newWarehouse(t, admin);
    const plan = await draft(t, keeper, { warehouseIds: [mine] });
    const body = { name: 'x', dueDate: '2030-01-01', version: plan.version };
    // A warehouse the keeper does not keep: 404, nothing changes.
    const outside = await edit(t, keeper, plan.stocktakeId, { ...body, warehouseIds: [theirs] });
    expect(outside.statusCode).toBe(404);
    // Another keeper's plan: 404 as for a missing one.
    const other = await draft(t, admin, { warehouseIds: [theirs] });
    expect(
      (await edit(t, keeper, other.stocktakeId, { ...body, warehouseIds: [mine] })).statusCode,
    ).toBe(404);
    for (const bad of [
      { ...body, name: '', warehouseIds: [mine] },
      { ...body, dueDate: 'tomorrow', warehouseIds: [mine] },
      { ...body, warehouseIds: [] },
      { ...body, warehouseIds: [mine, mine] },
      { ...body, warehouseIds: [mine], categoryIds: [99999999] },
      { ...body, warehouseIds: [mine], counterIds: [99999999] },
      { name: 'x', dueDate: '2030-01-01', warehouseIds: [mine] },
    ]) {
      const res = await edit(t, keeper, plan.stocktakeId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // The view and count keys alone do not change plans; no key at all is a 403 too.
    for (const keys of [[S.view, S.count], WARE_KEYS.filter((k) => k !== S.add)]) {
      const person = await personWith(t, keys);
      const res = await edit(t, person, plan.stocktakeId, { ...body, warehouseIds: [mine] });
      expect(res.statusCode, keys.join()).toBe(403);
    }
    expect(await read(t, keeper, plan.stocktakeId)).toMatchObject({
      name: '月末盘点',
      warehouses: [{ id: mine }],
      version: plan.version,
    });
  });
});
