/** Shared by the repair-order suites only (not part of the server). */
import { EAM_PERMISSIONS, type RepairOrder } from '@depot/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { menu, repairOrder, repairType, role, roleMenu, store } from '../../db/schema';
import { bearer, createUser, signIn, type TestApp } from '../../../test/helpers';

export type Harness = Pick<TestApp, 'app' | 'db' | 'config'>;
export type EamKey = (typeof EAM_PERMISSIONS)[keyof typeof EAM_PERMISSIONS];
export const ALL_EAM_KEYS = Object.values(EAM_PERMISSIONS) as EamKey[];

let roleCount = 0;

/** A role granted the button menus of `keys` (no other menus). */
export async function roleWith(t: Harness, keys: readonly string[]): Promise<string> {
  const code = `eam_test_${process.pid}_${++roleCount}`;
  const [created] = await t.db.insert(role).values({ code, name: code }).returning();
  if (keys.length) {
    const buttons = await t.db
      .select({ id: menu.id })
      .from(menu)
      .where(inArray(menu.permission, [...keys]));
    expect(buttons).toHaveLength(keys.length);
    await t.db.insert(roleMenu).values(buttons.map((b) => ({ roleId: created!.id, menuId: b.id })));
  }
  return code;
}

export interface Caller {
  id: number;
  username: string;
  headers: { authorization: string };
}

/** A new signed-in user whose one role grants exactly `keys`. */
export async function callerWith(
  t: Harness,
  keys: readonly string[] = ALL_EAM_KEYS,
): Promise<Caller> {
  const user = await createUser(t, { roles: [await roleWith(t, keys)] });
  const { access_token } = await signIn(t, user.username, user.password);
  return { id: user.id, username: user.username, headers: bearer(access_token) };
}

export interface Fixture {
  storeId: number;
  storeAddress: string | null;
  otherStoreId: number;
  typeId: number;
}

let typeCount = 0;

/** A repair type with the given targets (minutes), and two seeded stores. */
export async function fixture(
  t: Harness,
  targets: { responseMinutes?: number | null; resolutionMinutes?: number | null } = {},
): Promise<Fixture> {
  const stores = await t.db
    .select({ id: store.id, address: store.address })
    .from(store)
    .orderBy(store.id)
    .limit(2);
  expect(stores).toHaveLength(2);
  const [type] = await t.db
    .insert(repairType)
    .values({
      code: `T${process.pid}_${++typeCount}`,
      name: `类型 ${typeCount}`,
      responseMinutes: targets.responseMinutes ?? null,
      resolutionMinutes: targets.resolutionMinutes ?? null,
    })
    .returning();
  return {
    storeId: stores[0]!.id,
    storeAddress: stores[0]!.address,
    otherStoreId: stores[1]!.id,
    typeId: type!.id,
  };
}

/** Calls the API as `caller`; answers the status and the parsed envelope. */
export async function call<T = unknown>(
  t: Harness,
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; code: number; msg: string | null; data: T }> {
  const res = await t.app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = res.json<{ code: number; msg: string | null; data: T }>();
  return { status: res.statusCode, ...body };
}

/** Creates an order through the API and answers it. */
export async function createOrder(
  t: Harness,
  caller: Caller,
  f: Fixture,
  fields: Record<string, unknown> = {},
): Promise<RepairOrder> {
  const res = await call<RepairOrder>(t, caller, 'POST', '/eam/repair-order', {
    storeId: f.storeId,
    typeId: f.typeId,
    ...fields,
  });
  expect(res.status, res.msg ?? '').toBe(200);
  return res.data;
}

/** Runs an action through the API with the order's current version. */
export async function act(
  t: Harness,
  caller: Caller,
  order: Pick<RepairOrder, 'orderId' | 'version'>,
  action: string,
  body: Record<string, unknown> = {},
) {
  return call<RepairOrder>(t, caller, 'POST', `/eam/repair-order/${order.orderId}/${action}`, {
    version: order.version,
    ...body,
  });
}

/** Moves an order's clock back by `seconds` (as if it had been submitted that long ago). */
export async function age(t: Harness, orderId: number, seconds: number): Promise<void> {
  const shift = sql`${seconds} * interval '1 second'`;
  await t.db
    .update(repairOrder)
    .set({
      submitTime: sql`${repairOrder.submitTime} - ${shift}`,
      dispatchTime: sql`${repairOrder.dispatchTime} - ${shift}`,
      startTime: sql`${repairOrder.startTime} - ${shift}`,
      pausedSince: sql`${repairOrder.pausedSince} - ${shift}`,
      completionTime: sql`${repairOrder.completionTime} - ${shift}`,
    })
    .where(eq(repairOrder.id, orderId));
}
