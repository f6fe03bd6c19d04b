import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { purchaseOrder } from '../purchase/tables';
import { stock, stockMovement, stockReservation } from '../warehouse/tables';
import { NOTICE_TYPES } from '@depot/shared';
import { notice } from '../../db/schema/notice';
import { appUser } from '../../db/schema/users';
import type { Db } from '../../db/client';
import { adminOf, call } from '../warehouse/test-fixtures';
import {
  project,
  projectDispatch,
  projectMaterialDiscard,
  projectSkuOrder,
  projectSkuOrderEvent,
  projectSkuOrderWork,
} from './tables';
import { readHoldings } from './material-holdings';
import { post } from './material-fixtures';
import { SIGNED, completion, day, newAcceptanceTemplate, stageAction } from './test-fixtures';

/** The open holds of the demo's SKU orders (of project `projectId` only, when given). */
const openHolds = (t: { db: Db }, projectId?: number) =>
  t.db
    .select({
      sourceId: stockReservation.sourceId,
      warehouseId: stockReservation.warehouseId,
      categoryId: stockReservation.categoryId,
      quantity: stockReservation.quantity,
    })
    .from(stockReservation)
    .innerJoin(projectSkuOrder, eq(projectSkuOrder.id, stockReservation.sourceId))
    .where(
      and(
        isNull(stockReservation.outcome),
        projectId === undefined ? undefined : eq(projectSkuOrder.projectId, projectId),
      ),
    );

describe.each(areaEngines())('demo SKU orders and dispatches on %s', (engine) => {
  const t = useTestApp(engine);

  it('has a SKU order served from stock with its ledger rows, one ordered through purchasing, one cancelled', async () => {
    const orders = await t.db
      .select({
        id: projectSkuOrder.id,
        code: projectSkuOrder.code,
        status: projectSkuOrder.status,
        warehouseId: projectSkuOrder.warehouseId,
      })
      .from(projectSkuOrder)
      .orderBy(projectSkuOrder.id);
    expect(orders.map((o) => o.status)).toEqual([
      'issued',
      'ordered',
      'cancelled',
      'open',
      'open',
      'open',
      'open',
    ]);
    const issued = orders[0]!;
    const ledger = await t.db
      .select({ kind: stockMovement.kind, quantity: stockMovement.quantity })
      .from(stockMovement)
      .where(and(eq(stockMovement.source, 'skuOrder'), eq(stockMovement.sourceId, issued.id)));
    expect(ledger.length).toBeGreaterThan(0);
    for (const row of ledger) {
      expect(row.kind).toBe('out');
      expect(row.quantity).toBeLessThan(0);
    }
    const work = await t.db
      .select({ status: purchaseOrder.status })
      .from(projectSkuOrderWork)
      .innerJoin(purchaseOrder, eq(purchaseOrder.id, projectSkuOrderWork.orderId))
      .where(eq(projectSkuOrderWork.skuOrderId, orders[1]!.id));
    expect(work).toEqual([{ status: 'pending' }]);
    // The two open ones hold stock reserved where the first was issued from, made through the
    // reserve step: the stock rows count exactly what they hold.
    const held = await openHolds(t);
    // The sixth's hold lapsed (notice 54) and the seventh holds part of what it asked for two
    // days (notice 53).
    expect(new Set(held.map((h) => h.sourceId))).toEqual(
      new Set([orders[3]!.id, orders[4]!.id, orders[6]!.id]),
    );
    const lapsed = await t.db
      .select({ outcome: stockReservation.outcome, reason: stockReservation.closeReason })
      .from(stockReservation)
      .where(eq(stockReservation.sourceId, orders[5]!.id));
    expect(lapsed).toEqual([{ outcome: 'released', reason: 'expired' }]);
    const partial = held.filter((h) => h.sourceId === orders[6]!.id);
    expect(partial).toHaveLength(1);
    expect(partial[0]!.quantity).toBeGreaterThan(0);
    expect(partial[0]!.quantity).toBeLessThan(50);
    expect(held.every((h) => h.warehouseId === issued.warehouseId)).toBe(true);
    for (const h of held) {
      const [row] = await t.db
        .select({ reserved: stock.reserved })
        .from(stock)
        .where(and(eq(stock.warehouseId, h.warehouseId), eq(stock.categoryId, h.categoryId)));
      const sum = held
        .filter((o) => o.warehouseId === h.warehouseId && o.categoryId === h.categoryId)
        .reduce((n, o) => n + o.quantity, 0);
      expect(row!.reserved).toBe(sum);
    }
    const events = await t.db
      .select({ action: projectSkuOrderEvent.action })
      .from(projectSkuOrderEvent)
      .where(eq(projectSkuOrderEvent.skuOrderId, orders[3]!.id));
    expect(events.map((e) => e.action)).toEqual(['create', 'reserve']);
  });

  it('has dispatches in every state', async () => {
    const rows = await t.db.select({ status: projectDispatch.status }).from(projectDispatch);
    expect(rows.map((r) => r.status).sort()).toEqual([
      'cancelled',
      'dispatched',
      'done',
      'planned',
    ]);
  });

  it('has a material discard of the issued order approved and one in approval, by the staff', async () => {
    const [issued] = await t.db
      .select({ id: projectSkuOrder.id, projectId: projectSkuOrder.projectId })
      .from(projectSkuOrder)
      .where(eq(projectSkuOrder.status, 'issued'));
    const discards = await t.db
      .select({ status: projectMaterialDiscard.status, applicant: appUser.username })
      .from(projectMaterialDiscard)
      .innerJoin(appUser, eq(appUser.id, projectMaterialDiscard.applicantId))
      .where(eq(projectMaterialDiscard.projectId, issued!.projectId))
      .orderBy(projectMaterialDiscard.id);
    expect(discards).toEqual([
      { status: 'approved', applicant: 'staff' },
      { status: 'pending', applicant: 'staff' },
    ]);
    const holdings = await readHoldings(t.db, issued!.projectId);
    expect(holdings.reduce((n, h) => n + h.discarded, 0)).toBe(1);
    expect(holdings.reduce((n, h) => n + h.pending, 0)).toBe(1);
    const told = async (username: string, type: number) =>
      t.db
        .select({ id: notice.id })
        .from(notice)
        .innerJoin(appUser, eq(appUser.id, notice.recipientId))
        .where(and(eq(appUser.username, username), eq(notice.type, type)));
    expect(await told('admin', NOTICE_TYPES.materialDiscardApproval)).toHaveLength(2);
    expect(await told('staff', NOTICE_TYPES.materialDiscardApplication)).toHaveLength(1);
  });

  // Last: it closes a demo project, as the projects walk (e2e/project-pages.spec.ts) does.
  it('lets go of the second project’s hold (二次进场补料) when that project is completed', async () => {
    const admin = await adminOf(t);
    const [gate] = await t.db
      .select({ id: project.id })
      .from(project)
      .where(eq(project.name, '广州天河店翻新'));
    const [order] = await t.db
      .select({ id: projectSkuOrder.id })
      .from(projectSkuOrder)
      .where(
        and(eq(projectSkuOrder.projectId, gate!.id), eq(projectSkuOrder.title, '二次进场补料')),
      );
    const ofGate = () => openHolds(t, gate!.id);
    const [hold] = await ofGate();
    expect(hold).toMatchObject({ sourceId: order!.id, quantity: 1 });
    const reserved = async () => {
      const [row] = await t.db
        .select({ reserved: stock.reserved })
        .from(stock)
        .where(
          and(eq(stock.warehouseId, hold!.warehouseId), eq(stock.categoryId, hold!.categoryId)),
        );
      return row!.reserved;
    };
    const before = await reserved();

    // Its gate signed, its last two stages run today, completed with a passing checklist.
    const detail = await call(t, admin, 'GET', `/item/detail?id=${gate!.id}`);
    const [, , hidden, finish, accept] = detail.json().data.stages as Array<{ id: number }>;
    await stageAction(t, admin, 'sign', { stageId: hidden!.id, note: '已验', signature: SIGNED });
    for (const stage of [finish!, accept!]) {
      await stageAction(t, admin, 'start', { stageId: stage.id, day: day(0) });
      await stageAction(t, admin, 'finish', { stageId: stage.id, day: day(0) });
    }
    const checklist = await newAcceptanceTemplate(t, admin);
    await post(t, admin, '/item/complete', completion(gate!.id, checklist));

    expect(await ofGate()).toEqual([]);
    expect(await reserved()).toBe(before - 1);
    const events = await t.db
      .select({ action: projectSkuOrderEvent.action })
      .from(projectSkuOrderEvent)
      .where(eq(projectSkuOrderEvent.skuOrderId, order!.id))
      .orderBy(projectSkuOrderEvent.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'reserve', 'projComplete']);
  });
});
