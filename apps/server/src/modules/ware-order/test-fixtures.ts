/** Shared by the work-order suites only (not part of the server). */
import { randomBytes } from 'node:crypto';
import {
  WARE_ORDER_API,
  WARE_ORDER_KEYS,
  type DataScopeKind,
  type WareOrderDetail,
  type WareOrderType,
} from '@depot/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { asset, menu, role, roleMenu, store, userStore } from '../../db/schema';
import { bearer, createUser, signIn, type TestApp } from '../../../test/helpers';
import { drawnSignature, signatureDataUrl } from '../../../test/signature-png';

export type Harness = Pick<TestApp, 'app' | 'db' | 'config'>;

/** Every key of a type of order. */
export const allKeys = (type: WareOrderType): string[] => Object.values(WARE_ORDER_KEYS[type]);

let roleCount = 0;

/** A role granted the button menus of `keys` (no other menus), seeing `scope`. */
export async function roleWith(
  t: Harness,
  keys: readonly string[],
  scope: DataScopeKind = 'all',
): Promise<string> {
  const code = `wo_test_${process.pid}_${++roleCount}`;
  const [created] = await t.db
    .insert(role)
    .values({ code, name: code, dataScope: scope })
    .returning();
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

/** A new signed-in user whose one role grants exactly `keys` and sees `scope` (stores: `storeIds`). */
export async function callerWith(
  t: Harness,
  keys: readonly string[],
  scope: DataScopeKind = 'all',
  storeIds: readonly number[] = [],
): Promise<Caller> {
  const user = await createUser(t, { roles: [await roleWith(t, keys, scope)] });
  if (storeIds.length) {
    await t.db.insert(userStore).values(storeIds.map((storeId) => ({ userId: user.id, storeId })));
  }
  const { access_token } = await signIn(t, user.username, user.password);
  return { id: user.id, username: user.username, headers: bearer(access_token) };
}

/** The first two seeded stores and two assets of the first (any status). */
export async function places(t: Harness) {
  const stores = await t.db.select({ id: store.id }).from(store).orderBy(asc(store.id)).limit(2);
  expect(stores).toHaveLength(2);
  const assets = await t.db
    .select({ id: asset.id })
    .from(asset)
    .where(eq(asset.storeId, stores[0]!.id))
    .orderBy(asc(asset.id))
    .limit(2);
  expect(assets).toHaveLength(2);
  return {
    storeId: stores[0]!.id,
    otherStoreId: stores[1]!.id,
    assetIds: assets.map((a) => a.id),
  };
}

export interface Answer<T> {
  status: number;
  code: number;
  msg: string | null;
  data: T;
}

/** Calls the API as `caller`; answers the status and the parsed envelope. */
export async function call<T = WareOrderDetail>(
  t: Harness,
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = res.json<{ code: number; msg: string | null; data: T }>();
  return { status: res.statusCode, ...body };
}

/** Runs an action on an order at its current version (unless `body` names one). */
export function act(
  t: Harness,
  caller: Caller,
  order: Pick<WareOrderDetail, 'orderId' | 'version' | 'type'>,
  action: string,
  body: Record<string, unknown> = {},
) {
  return call(t, caller, 'POST', `${WARE_ORDER_API[order.type]}/${order.orderId}/${action}`, {
    version: order.version,
    ...body,
  });
}

/** What finishing takes: the receiver's name and a drawn signature. */
export const signed = (seed = 1) => ({
  receiverName: '门店店员',
  signature: signatureDataUrl(drawnSignature(seed)),
});

/** A one-part multipart body with `content` as the file `name`. */
export function filePart(name: string, type: string, content: Buffer) {
  const boundary = `----wo${randomBytes(6).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a photo through /admin/files as `caller`; its id. */
export async function upload(t: Harness, caller: Caller, content: string): Promise<string> {
  const body = filePart('photo.png', 'image/png', Buffer.from(content));
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/files',
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
