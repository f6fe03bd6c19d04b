import { PERMISSIONS } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide } from '../purchase/order-fixtures';
import { stockReservation } from '../warehouse/tables';
import { call, type Harness, type Person } from '../warehouse/test-fixtures';
import { issuedOrder, post, stockedProject } from './material-fixtures';
import { driftedRows, orderOf, reserve, type Stocked } from './reservation-fixtures';
import {
  completion,
  day,
  flow,
  newAcceptanceTemplate,
  newProject,
  newTemplate,
  person,
  stageAction,
} from './test-fixtures';

/*
 * A project closing lets go of what its SKU orders hold (docs/projects.md "SKU orders and
 * dispatches", docs/warehouses.md "Reservations"): completed or discarded on approval, each open
 * SKU order's holds are released as a release by hand releases them, in the same transaction;
 * issued stock and other projects' holds stay as they are.
 */

const ONE_STAGE = [{ seq: 1, name: '施工', kind: 'general' as const, plannedDays: 2 }];

/** A stocked one-stage project (10 of SKU a, 5 of b) whose stage ran from day -6 to day -4. */
async function finishedStocked(t: Harness) {
  const s = await stockedProject(t, { stages: ONE_STAGE, fields: { plannedStart: day(-6) } });
  const [stage] = s.made.stages;
  await stageAction(t, s.admin, 'start', { stageId: stage!.id, day: day(-6) });
  await stageAction(t, s.admin, 'finish', { stageId: stage!.id, day: day(-4) });
  return s;
}

/**
 * What the stock page shows of SKU a's and b's rows at the stocked warehouse, as `by` sees it:
 * each row's quantity, reserved part and what is available, in that order.
 */
async function shown(t: Harness, by: Person, s: Stocked) {
  const res = await call(t, by, 'GET', `/ware/stock/page?warehouseId=${s.warehouseId}`);
  expect(res.statusCode, res.body).toBe(200);
  const records = res.json().data.records as Array<{
    categoryId: number;
    quantity: number;
    reserved: number;
    available: number;
  }>;
  const row = (categoryId: number) => {
    const r = records.find((x) => x.categoryId === categoryId)!;
    return [r.quantity, r.reserved, r.available];
  };
  return { a: row(s.a.categoryId), b: row(s.b.categoryId) };
}

/** `quantity` of SKU a's category issued by hand from the stocked warehouse: the reply. */
const handOut = (t: Harness, s: Stocked, quantity: number) =>
  call(t, s.admin, 'POST', '/ware/stock/out', {
    warehouseId: s.warehouseId,
    kind: 'out',
    reason: '领用',
    lines: [{ categoryId: s.a.categoryId, quantity }],
  });

/** SKU order `id`'s detail as the admin reads it. */
async function detailOf(t: Harness, s: Stocked, id: number) {
  const res = await call(t, s.admin, 'GET', `/item/sku-order/detail?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** SKU order `id`'s reservations: outcome and who closed them, in id order. */
const holdsOf = (t: Harness, id: number) =>
  t.db
    .select({
      quantity: stockReservation.quantity,
      outcome: stockReservation.outcome,
      closedBy: stockReservation.closedBy,
      closeReason: stockReservation.closeReason,
    })
    .from(stockReservation)
    .where(and(eq(stockReservation.source, 'skuOrder'), eq(stockReservation.sourceId, id)))
    .orderBy(stockReservation.id);

interface Event {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  actor: { nickname: string } | null;
}

describe.each(areaEngines())(
  'a closing project lets go of its SKU orders’ holds on %s',
  (engine) => {
    const t = useTestApp(engine);

    it('completing frees what its SKU orders hold, whole and partial; issued stock and another project’s hold stay', async () => {
      const s = await finishedStocked(t);
      const { admin } = s;
      // Issued: 1 of b left the warehouse for the project (not a hold: it stays issued).
      const issued = await issuedOrder(t, admin, s.made.id, s.warehouseId, [
        { skuId: s.b.skuId, quantity: 1 },
      ]);
      // Held whole: 3 of a and 2 of b; partly: 10 of a asked, the 7 left held.
      const whole = await orderOf(t, s, 3, 2);
      expect((await reserve(t, s, whole, s.warehouseId)).statusCode).toBe(200);
      const partly = await orderOf(t, s, 10);
      const partial = await reserve(t, s, partly, s.warehouseId, { partial: true });
      expect(partial.statusCode, partial.body).toBe(200);
      expect(partial.json().data.lines[0]).toMatchObject({ held: 7, shortfall: 3 });
      // Another project's order holds 1 of b at the same warehouse.
      const other = await newProject(t, admin, await newTemplate(t, admin));
      const elsewhere = (
        await post(t, admin, '/item/sku-order/add', {
          projectId: other.id,
          title: '别的项目',
          lines: [{ skuId: s.b.skuId, quantity: 1 }],
        })
      ).data;
      expect((await reserve(t, s, elsewhere, s.warehouseId)).statusCode).toBe(200);
      // A project's open order holding nothing: untouched by the close.
      const idle = await orderOf(t, s, 1);

      // [quantity, reserved, available] of a and b.
      expect(await shown(t, admin, s)).toEqual({ a: [10, 10, 0], b: [4, 3, 1] });
      // Nobody else may take the held units meanwhile.
      expect((await handOut(t, s, 1)).statusCode).toBe(409);

      const checklist = await newAcceptanceTemplate(t, admin);
      await post(t, admin, '/item/complete', completion(s.made.id, checklist));

      // Freed: a's 10 held units are available again, b's 2; the other project's 1 still held.
      expect(await shown(t, admin, s)).toEqual({ a: [10, 0, 10], b: [4, 1, 3] });
      expect(await driftedRows(t)).toEqual([]);
      for (const order of [whole, partly]) {
        const after = await detailOf(t, s, order.id);
        expect(after).toMatchObject({
          status: 'open',
          projectStatus: 'completed',
          version: order.version + 2,
          reservations: [],
          canIssue: false,
          canReserve: false,
          canRelease: false,
        });
        expect(after.lines.every((l: { held: number }) => l.held === 0)).toBe(true);
        // On its timeline after the reserve, as a release is: who, and why.
        const events = after.events as Event[];
        expect(events.map((e) => e.action)).toEqual(['create', 'reserve', 'projComplete']);
        expect(events.at(-1)).toMatchObject({
          fromStatus: 'open',
          toStatus: 'open',
          note: null,
          actor: { nickname: expect.any(String) },
        });
        // The holds are kept, closed as a release by hand closes them.
        for (const hold of await holdsOf(t, order.id)) {
          expect(hold).toMatchObject({
            outcome: 'released',
            closedBy: admin.id,
            closeReason: null,
          });
        }
      }
      expect(await holdsOf(t, partly.id)).toEqual([expect.objectContaining({ quantity: 7 })]);
      // The issued order and the one holding nothing as they were.
      expect(await detailOf(t, s, issued.id)).toMatchObject({
        status: 'issued',
        version: issued.version,
      });
      const untouched = await detailOf(t, s, idle.id);
      expect(untouched.version).toBe(idle.version);
      expect(untouched.events.map((e: Event) => e.action)).toEqual(['create']);
      // The other project's order still holds its unit.
      expect(await detailOf(t, s, elsewhere.id)).toMatchObject({
        status: 'open',
        canRelease: true,
        reservations: [expect.objectContaining({ categoryId: s.b.categoryId, quantity: 1 })],
      });
      expect(await holdsOf(t, elsewhere.id)).toEqual([
        expect.objectContaining({ outcome: null, closedBy: null }),
      ]);
      // A release by hand on the completed project: still the closed project's 409.
      const late = await call(t, admin, 'POST', '/item/sku-order/release', {
        id: whole.id,
        version: whole.version + 2,
        reason: '项目已结束',
      });
      expect(late.statusCode).toBe(409);
      // The freed units can be issued by hand now.
      const out = await handOut(t, s, 10);
      expect(out.statusCode, out.body).toBe(200);
    });

    it('discarding on approval frees what its SKU orders hold, by the decider, naming the request; a rejected one frees nothing', async () => {
      const s = await stockedProject(t);
      const { admin } = s;
      const approver = await person(t, [PERMISSIONS.project.view]);
      await flow(t, admin, 'projectDiscard', approver.id);
      const held = await orderOf(t, s, 4, 5);
      expect((await reserve(t, s, held, s.warehouseId)).statusCode).toBe(200);
      const before = { a: [10, 4, 6], b: [5, 5, 0] };
      expect(await shown(t, admin, s)).toEqual(before);

      // Asked and rejected: the project stays open, the hold with it.
      const asked = (
        await post(t, admin, '/item/discard/add', { projectId: s.made.id, reason: '门店撤场' })
      ).data;
      expect(await shown(t, admin, s)).toEqual(before);
      await decide(t, approver, asked.requestId, 'reject');
      expect(await shown(t, admin, s)).toEqual(before);
      expect((await detailOf(t, s, held.id)).canRelease).toBe(true);

      // Asked again and approved: discarded, the hold let go in the approval's transaction.
      const again = (
        await post(t, admin, '/item/discard/add', { projectId: s.made.id, reason: '门店撤场' })
      ).data;
      await decide(t, approver, again.requestId, 'approve');
      const project = await call(t, admin, 'GET', `/item/detail?id=${s.made.id}`);
      expect(project.json().data.status).toBe('discarded');
      expect(await shown(t, admin, s)).toEqual({ a: [10, 0, 10], b: [5, 0, 5] });
      expect(await driftedRows(t)).toEqual([]);
      const after = await detailOf(t, s, held.id);
      expect(after).toMatchObject({
        status: 'open',
        projectStatus: 'discarded',
        reservations: [],
        canRelease: false,
      });
      expect((after.events as Event[]).map((e) => e.action)).toEqual([
        'create',
        'reserve',
        'projDiscard',
      ]);
      expect((after.events as Event[]).at(-1)).toMatchObject({ note: again.code });
      const holds = await holdsOf(t, held.id);
      expect(holds).toHaveLength(2);
      for (const hold of holds) {
        expect(hold).toMatchObject({ outcome: 'released', closedBy: approver.id });
      }
    });

    it('completes a project holding nothing as before', async () => {
      const s = await finishedStocked(t);
      const order = await orderOf(t, s, 2);
      const checklist = await newAcceptanceTemplate(t, s.admin);
      await post(t, s.admin, '/item/complete', completion(s.made.id, checklist));
      const after = await detailOf(t, s, order.id);
      expect(after).toMatchObject({
        status: 'open',
        projectStatus: 'completed',
        version: order.version,
      });
      expect(after.events.map((e: Event) => e.action)).toEqual(['create']);
      expect(await shown(t, s.admin, s)).toEqual({ a: [10, 0, 10], b: [5, 0, 5] });
    });
  },
);
