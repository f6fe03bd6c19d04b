import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { asset, assetCategory } from '../../db/schema/asset';
import { call, stockIn, type Harness, type Person } from '../warehouse/test-fixtures';

/* The stocktake suites' plans, assets and flow templates. */

let templates = 0;

/** One flow template for stocktake differences, one step decided by `approverId`, above any other. */
export async function stocktakeTemplate(t: Harness, admin: Person, approverId: number) {
  const res = await call(t, admin, 'POST', '/approval/template', {
    docType: 'stocktake',
    name: `test stocktake ${approverId}`,
    priority: 990 + ++templates,
    steps: [{ name: 'check', approvers: { kind: 'users', userIds: [approverId] }, mode: 'any' }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A serialised asset located in warehouse `warehouseId` (through an approved warehouse-in). */
export async function assetIn(t: Harness, admin: Person, warehouseId: number) {
  const [serial] = await t.db
    .select({ id: assetCategory.id })
    .from(assetCategory)
    .where(eq(assetCategory.tracking, 'serial'))
    .limit(1);
  const [idle] = await t.db
    .select({ id: asset.id, code: asset.code, qrToken: asset.qrToken })
    .from(asset)
    // Not one already there: a second call for the same warehouse takes the next asset.
    .where(and(eq(asset.status, 'idle'), sql`${asset.warehouseId} is distinct from ${warehouseId}`))
    .orderBy(asset.id)
    .limit(1);
  expect(serial && idle).toBeTruthy();
  await stockIn(t, admin, admin, { warehouseId, source: 'other', assetIds: [idle!.id] });
  return idle!;
}

/** A counting plan over `warehouseIds` made and started by `by`. */
export async function started(t: Harness, by: Person, body: Record<string, unknown>) {
  const made = await call(t, by, 'POST', '/ware/stocktake', {
    name: '月末盘点',
    dueDate: '2030-01-31',
    ...body,
  });
  expect(made.statusCode, made.body).toBe(200);
  const plan = made.json().data;
  const start = await call(t, by, 'POST', `/ware/stocktake/${plan.stocktakeId}/start`, {
    version: plan.version,
  });
  expect(start.statusCode, start.body).toBe(200);
  return start.json().data;
}
