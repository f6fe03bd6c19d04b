/** Shared by the warehouse suites only (not part of the server). */
import {
  PERMISSIONS,
  PERMISSION_KEYS,
  type DataScopeKind,
  type WarehouseInInput,
  type WarehouseInput,
} from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser, signIn, type TestApp } from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { approvalTemplate } from '../../db/schema/approval';
import { assetCategory } from '../../db/schema/asset';
import { enterprise } from '../../db/schema/org';
import { notice } from '../../db/schema/notice';
import { stock, stockMovement } from './tables';

export type Harness = Pick<TestApp, 'app' | 'db' | 'config'>;

export interface Person {
  id: number;
  username: string;
  headers: { authorization: string };
}

/** Every warehouse key. */
export const WARE_KEYS = PERMISSION_KEYS.filter((k) => k.startsWith('ware_'));

export async function adminOf(t: Harness): Promise<Person> {
  const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
  const [me] = await t.db
    .execute(sql`select id from app_user where username = 'admin'`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
  return { id: Number(me!.id), username: 'admin', headers: bearer(access_token) };
}

/** A new signed-in user whose one role grants `keys` over `scope`. */
export async function personWith(
  t: Harness,
  keys: readonly string[],
  scope: DataScopeKind = 'all',
): Promise<Person> {
  const role = await roleGranting(t, keys, scope);
  const user = await createUser(t, { roles: [role.code] });
  const { access_token } = await signIn(t, user.username, user.password);
  return { id: user.id, username: user.username, headers: bearer(access_token) };
}

let counter = 0;

/** A new counted category (tracked by count); its id. */
export async function countedCategory(t: Harness, name = `耗材 ${++counter}`): Promise<number> {
  const [row] = await t.db
    .insert(assetCategory)
    .values({
      name,
      // Unique however many suites one process runs: the counter is per process, and a decimal
      // one after the process id, cut to the column's 8 characters, repeated once it grew.
      codePrefix: `TQ${(++counter).toString(36).toUpperCase()}`,
      unit: '个',
      tracking: 'count',
    })
    .returning({ id: assetCategory.id });
  return row!.id;
}

/**
 * A new counted category of which warehouse `warehouseId` holds `quantity` (at 1.00 each), put
 * in through a warehouse-in `admin` makes and approves; its id.
 */
export async function stockedCategory(
  t: Harness,
  admin: Person,
  warehouseId: number,
  quantity: number,
): Promise<number> {
  const categoryId = await countedCategory(t);
  await stockIn(t, admin, admin, {
    warehouseId,
    source: 'other',
    lines: [{ categoryId, quantity, unitPrice: '1.00' }],
  });
  return categoryId;
}

/** A new warehouse made through the API by `by`; its id. */
export async function newWarehouse(
  t: Harness,
  by: Person,
  fields: Partial<WarehouseInput> = {},
): Promise<number> {
  const [ent] = await t.db.select({ id: enterprise.id }).from(enterprise).limit(1);
  const res = await call(t, by, 'POST', '/ware/warehouse', {
    code: `WH-T${++counter}`,
    name: `测试仓 ${counter}`,
    level: 'central',
    enterpriseId: ent!.id,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.warehouseId;
}

export function call(t: Harness, by: Person, method: string, url: string, payload?: object) {
  return t.app.inject({ method: method as 'GET', url, payload, headers: by.headers });
}

/**
 * Stock put in through a warehouse-in that `approver` approves (a one-step flow template).
 * Answers the warehouse-in.
 */
export async function stockIn(
  t: Harness,
  applicant: Person,
  approver: Person,
  body: WarehouseInInput,
) {
  const made = await call(t, applicant, 'POST', '/ware/in', body);
  expect(made.statusCode, made.body).toBe(200);
  const doc = made.json().data;
  // An applicant who approves it too skips the step: it is approved already.
  if (doc.approvalStatus === 'pending') {
    const approved = await approve(t, approver, doc.requestId);
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return doc;
}

export async function approve(t: Harness, approver: Person, requestId: number) {
  const detail = await call(t, approver, 'GET', `/approval/${requestId}`);
  return call(t, approver, 'POST', `/approval/${requestId}/approve`, {
    version: detail.json().data.version,
    comment: '',
  });
}

/** `approver` sends the request back to its applicant, to its first step again. */
export async function sendBack(t: Harness, approver: Person, requestId: number, comment: string) {
  const detail = await call(t, approver, 'GET', `/approval/${requestId}`);
  return call(t, approver, 'POST', `/approval/${requestId}/send-back`, {
    version: detail.json().data.version,
    comment,
    toStep: null,
  });
}

/** One flow template for warehouse-ins, one step decided by `approverId`, above any other. */
export async function inTemplate(t: Harness, admin: Person, approverId: number) {
  // Each one outranks the ones made before it in this database (a counter of the process
  // would reach the highest priority after a hundred, once one process runs many suites).
  const [made] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(approvalTemplate)
    .where(eq(approvalTemplate.docType, 'warehouseIn'));
  const res = await call(t, admin, 'POST', '/approval/template', {
    docType: 'warehouseIn',
    name: `test warehouse-in ${++counter}`,
    priority: Math.min(900 + made!.count + 1, 1000),
    steps: [{ name: 'check', approvers: { kind: 'users', userIds: [approverId] }, mode: 'any' }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function quantityOf(t: Harness, warehouseId: number, categoryId: number) {
  const [row] = await t.db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.warehouseId, warehouseId), eq(stock.categoryId, categoryId)));
  return row?.quantity ?? 0;
}

export async function ledgerSum(t: Harness, warehouseId: number, categoryId: number) {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovement.quantity}), 0)::int` })
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.warehouseId, warehouseId),
        eq(stockMovement.categoryId, categoryId),
        sql`${stockMovement.assetId} is null`,
      ),
    );
  return Number(row!.sum);
}

export async function noticesTo(t: Harness, userId: number, type: number) {
  return t.db
    .select({ id: notice.id, text: notice.text, linkArea: notice.linkArea, linkId: notice.linkId })
    .from(notice)
    .where(and(eq(notice.recipientId, userId), eq(notice.type, type)))
    .orderBy(notice.id);
}

export const ALL_KEYS_OF = (group: keyof typeof PERMISSIONS.warehouse) =>
  Object.values(PERMISSIONS.warehouse[group]);
