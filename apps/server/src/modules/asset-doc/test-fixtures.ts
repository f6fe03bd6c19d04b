/** Shared by the asset document suites only (not part of the server). */
import {
  ASSET_DOC_TYPES,
  PERMISSIONS,
  encryptPassword,
  type AssetDocCreateBody,
  type AssetDocWire,
  type AssetStatus,
  type DataScopeKind,
} from '@depot/shared';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { asset, assetCategory, assetDocItem, assetHistory, store } from '../../db/schema';
import { drawnSignature, signatureDataUrl } from '../../../test/signature-png';
import { ADMIN_PASSWORD, bearer, createUser, signIn, type TestApp } from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';

export type Harness = Pick<TestApp, 'app' | 'db' | 'config'>;

export interface Person {
  id: number;
  username: string;
  password: string;
  headers: { authorization: string };
}

/** Every key of the documents, and the asset keys they go with. */
export const DOC_KEYS = Object.values(PERMISSIONS.assetDoc);
export const ASSET_KEYS = [PERMISSIONS.asset.asset.view, PERMISSIONS.asset.asset.edit];

/** A new signed-in user whose one role grants `keys` over `scope`. */
export async function personWith(
  t: Harness,
  keys: readonly string[],
  scope: DataScopeKind = 'all',
): Promise<Person> {
  const role = await roleGranting(t, keys, scope);
  const user = await createUser(t, { roles: [role.code] });
  const { access_token } = await signIn(t, user.username, user.password);
  return { ...user, headers: bearer(access_token) };
}

/**
 * One flow template per document type, one step decided by `approverId`, above any other
 * (priority), so the suites know who approves.
 */
export async function oneStepTemplates(t: Harness, admin: Person, approverId: number) {
  for (const docType of ASSET_DOC_TYPES) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/approval/template',
      headers: admin.headers,
      payload: {
        docType,
        name: `test ${docType}`,
        priority: 1000,
        steps: [
          { name: 'check', approvers: { kind: 'users', userIds: [approverId] }, mode: 'any' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const adminHeaders = new WeakMap<object, Promise<{ authorization: string }>>();

/** New idle assets registered through the API (by the administrator), at a store. */
async function newIdleAssets(t: Harness, n: number, storeId?: number) {
  let headers = adminHeaders.get(t.app);
  if (!headers) {
    headers = signIn(t, 'admin', ADMIN_PASSWORD).then((s) => bearer(s.access_token));
    adminHeaders.set(t.app, headers);
  }
  const [category] = await t.db
    .select({ id: assetCategory.id })
    .from(assetCategory)
    .where(and(eq(assetCategory.tracking, 'serial'), isNull(assetCategory.formDesignId)))
    .orderBy(asc(assetCategory.id))
    .limit(1);
  const [first] = await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(1);
  const made = [];
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/as/asset',
      headers: await headers,
      payload: {
        name: `Test asset ${i + 1}`,
        categoryId: category!.id,
        storeId: storeId ?? first!.id,
        price: '100.00',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    made.push({
      id: a.assetId as number,
      code: a.code as string,
      storeId: a.storeId as number,
      deptId: null,
    });
  }
  return made;
}

/**
 * `n` assets on no unfinished document: idle ones new (registered for the test), others of the
 * demo in `status`, optionally at one store.
 */
export async function freeAssets(
  t: Harness,
  n: number,
  where: { status?: AssetStatus; storeId?: number } = {},
) {
  if ((where.status ?? 'idle') === 'idle') return newIdleAssets(t, n, where.storeId);
  const rows = await t.db
    .select({ id: asset.id, code: asset.code, storeId: asset.storeId, deptId: asset.deptId })
    .from(asset)
    .where(
      and(
        eq(asset.status, where.status!),
        where.storeId === undefined ? undefined : eq(asset.storeId, where.storeId),
        notExists(
          t.db
            .select({ one: sql`1` })
            .from(assetDocItem)
            .where(and(eq(assetDocItem.assetId, asset.id), eq(assetDocItem.open, true))),
        ),
      ),
    )
    .orderBy(asc(asset.id))
    .limit(n);
  expect(rows).toHaveLength(n);
  return rows;
}

export const assetRow = async (t: Harness, id: number) =>
  (await t.db.select().from(asset).where(eq(asset.id, id)))[0]!;

/** The history rows a document's code wrote for an asset: field → [before, after]. */
export async function historyBy(t: Harness, assetId: number, source: string) {
  const rows = await t.db
    .select()
    .from(assetHistory)
    .where(and(eq(assetHistory.assetId, assetId), eq(assetHistory.source, source)))
    .orderBy(asc(assetHistory.id));
  return Object.fromEntries(rows.map((r) => [r.field, [r.before, r.after]]));
}

export async function applyFor(t: Harness, who: Person, body: AssetDocCreateBody) {
  return t.app.inject({ method: 'POST', url: '/as/doc', headers: who.headers, payload: body });
}

/** Applies and expects a new pending document. */
export async function applied(t: Harness, who: Person, body: AssetDocCreateBody) {
  const res = await applyFor(t, who, body);
  expect(res.statusCode, res.body).toBe(200);
  const doc = res.json().data as AssetDocWire;
  expect(doc.status).toBe('pending');
  return doc;
}

/** The approver's action on the document's request, at its current version. */
export async function act(
  t: Harness,
  who: Person,
  doc: { requestId: number },
  action: 'approve' | 'reject' | 'send-back' | 'withdraw' | 'resubmit',
  extra: Record<string, unknown> = {},
) {
  const detail = await t.app.inject({ url: `/approval/${doc.requestId}`, headers: who.headers });
  expect(detail.statusCode, detail.body).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: `/approval/${doc.requestId}/${action}`,
    headers: who.headers,
    payload: { version: detail.json().data.version, ...extra },
  });
}

export async function docOf(t: Harness, who: Person, docId: number): Promise<AssetDocWire> {
  const res = await t.app.inject({ url: `/as/doc/${docId}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function issue(t: Harness, keeper: Person, docId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/as/doc/${docId}/certificate`,
    headers: keeper.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

export const SIGNATURE = signatureDataUrl(drawnSignature(7));

/** The receiver signs (`password` as typed; encrypted as the page sends it). */
export function signWith(
  t: Harness,
  token: string,
  body: { username: string; password: string; signature?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/as/certificate/${token}/sign`,
    payload: {
      username: body.username,
      password: encryptPassword(body.password, t.config.passwordKey),
      signature: body.signature ?? SIGNATURE,
    },
  });
}

/** Asset ids of a document. */
export const idsOf = (doc: AssetDocWire) => doc.items.map((i) => i.assetId);
