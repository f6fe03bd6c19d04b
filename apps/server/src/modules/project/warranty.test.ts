import { PERMISSIONS, addDays } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { repairOrder, repairType } from '../../db/schema/eam';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';
import { project, projectRepairOrder } from './tables';
import { day, newProject, newTemplate, person, stores } from './test-fixtures';

const P = PERMISSIONS.project;
const E = PERMISSIONS.eam;
let serial = 0;

interface Warranty {
  completedOn: string | null;
  warrantyUntil: string | null;
  underWarranty: boolean;
  canRaise: boolean;
  orders: Array<{ orderId: number; code: string; status: string; raised: boolean }>;
}

async function post(t: Harness, by: Person, url: string, body: object, status = 200) {
  const res = await call(t, by, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Warranty;
}

async function read(t: Harness, by: Person, projectId: number, status = 200) {
  const res = await call(t, by, 'GET', `/item/warranty/list?projectId=${projectId}`);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Warranty;
}

const links = (t: Harness) => t.db.$count(projectRepairOrder);
const orders = (t: Harness) => t.db.$count(repairOrder);

describe.each(areaEngines())('repair orders under a project warranty on %s', (engine) => {
  const t = useTestApp(engine);

  /** A project of the first store completed `ago` days ago, a repair type, a warranty clerk. */
  async function setUp(ago = 10) {
    const admin = await adminOf(t);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    await t.db
      .update(project)
      .set({ status: 'completed', actualEnd: day(-ago) })
      .where(eq(project.id, made.id));
    const [type] = await t.db
      .insert(repairType)
      .values({ code: `WX-${++serial}-${process.pid}`, name: '保修维修' })
      .returning({ id: repairType.id });
    const clerk = await person(t, [P.view, P.warranty, E.view, E.add]);
    return { admin, made, typeId: type!.id, clerk };
  }

  it('raises a repair order at the project’s store under its warranty, and links one raised since completion', async () => {
    const { admin, made, typeId, clerk } = await setUp();
    let got = await read(t, clerk, made.id);
    expect(got).toMatchObject({
      completedOn: day(-10),
      warrantyUntil: addDays(day(-10), 365),
      underWarranty: true,
      canRaise: true,
      orders: [],
    });
    got = await post(t, clerk, '/item/warranty/raise', {
      projectId: made.id,
      typeId,
      remark: '卫生间地漏返水',
    });
    expect(got.orders).toHaveLength(1);
    const raised = got.orders[0]!;
    expect(raised).toMatchObject({ status: 'submitted', raised: true });
    // The repair order is an ordinary one of the project's store, readable in /eam.
    const [first] = await stores(t);
    const detail = await call(t, clerk, 'GET', `/eam/repair-order/${raised.orderId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ storeId: first!.id, remark: '卫生间地漏返水' });

    // An order raised in /eam at the store, linked: under the warranty too.
    const res = await call(t, admin, 'POST', '/eam/repair-order', { storeId: first!.id, typeId });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().data.orderId as number;
    got = await post(t, clerk, '/item/warranty/link', { projectId: made.id, orderId });
    expect(got.orders.map((o) => [o.orderId, o.raised])).toEqual([
      [orderId, false],
      [raised.orderId, true],
    ]);
    // Under one project only: linked again (here or elsewhere) is a 409.
    const before = await links(t);
    await post(t, clerk, '/item/warranty/link', { projectId: made.id, orderId }, 409);
    const other = await setUp();
    await post(t, clerk, '/item/warranty/link', { projectId: other.made.id, orderId }, 409);
    expect(await links(t)).toBe(before);
  });

  it('refuses orders outside the warranty or another store’s (400), and projects with no warranty (409)', async () => {
    const { admin, made, typeId, clerk } = await setUp();
    const [first, second] = await stores(t);
    const elsewhereOrder = await call(t, admin, 'POST', '/eam/repair-order', {
      storeId: second!.id,
      typeId,
    });
    const early = await call(t, admin, 'POST', '/eam/repair-order', { storeId: first!.id, typeId });
    const earlyId = early.json().data.orderId as number;
    // Raised before the project was completed: not under its warranty.
    await t.db
      .update(repairOrder)
      .set({ submitTime: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(repairOrder.id, earlyId));
    const [l, o] = [await links(t), await orders(t)];
    await post(
      t,
      clerk,
      '/item/warranty/link',
      { projectId: made.id, orderId: elsewhereOrder.json().data.orderId },
      400,
    );
    await post(t, clerk, '/item/warranty/link', { projectId: made.id, orderId: earlyId }, 400);
    await post(t, clerk, '/item/warranty/raise', { projectId: made.id, typeId: 2147480000 }, 400);
    await post(t, clerk, '/item/warranty/raise', { projectId: made.id }, 400);
    // A warranty that has ended: no new order (409).
    const old = await setUp(400);
    expect((await read(t, clerk, old.made.id)).underWarranty).toBe(false);
    await post(t, clerk, '/item/warranty/raise', { projectId: old.made.id, typeId }, 409);
    // A project not completed has no warranty yet (409); a discarded one is closed (409).
    const running = await newProject(t, admin, await newTemplate(t, admin));
    expect((await read(t, clerk, running.id)).warrantyUntil).toBeNull();
    await post(t, clerk, '/item/warranty/raise', { projectId: running.id, typeId }, 409);
    await post(t, clerk, '/item/warranty/link', { projectId: running.id, orderId: earlyId }, 409);
    await t.db.update(project).set({ status: 'discarded' }).where(eq(project.id, running.id));
    await post(t, clerk, '/item/warranty/raise', { projectId: running.id, typeId }, 409);
    expect([await links(t), await orders(t)]).toEqual([l, o]);
  });

  it('asks for its key (403), the repair order key to raise (403), and hides another scope’s project (404)', async () => {
    const { made, typeId } = await setUp();
    const [l, o] = [await links(t), await orders(t)];
    const viewer = await person(t, [P.view, E.view, E.add]);
    await post(t, viewer, '/item/warranty/raise', { projectId: made.id, typeId }, 403);
    await post(t, viewer, '/item/warranty/link', { projectId: made.id, orderId: 1 }, 403);
    expect((await read(t, viewer, made.id)).canRaise).toBe(false);
    const noRepairs = await person(t, [P.view, P.warranty]);
    await post(t, noRepairs, '/item/warranty/raise', { projectId: made.id, typeId }, 403);
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.warranty, E.view, E.add], 'stores', [second!.id]);
    await read(t, elsewhere, made.id, 404);
    await post(t, elsewhere, '/item/warranty/raise', { projectId: made.id, typeId }, 404);
    await post(t, elsewhere, '/item/warranty/link', { projectId: made.id, orderId: 1 }, 404);
    expect([await links(t), await orders(t)]).toEqual([l, o]);
  });
});
