import { NOTICE_TYPES, PERMISSIONS, type DataScopeKind } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, engines, signIn, useTestApp } from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { auditLog } from '../../db/schema/logs';
import { store } from '../../db/schema/org';
import { userStore } from '../../db/schema/users';
import {
  adminOf,
  approve,
  call,
  noticesTo,
  type Harness,
  type Person,
} from '../warehouse/test-fixtures';
import { doorKey, doorLock, doorPassword, doorPasswordReveal } from './tables';

const P = PERMISSIONS.doorLock;
const ALL = Object.values(P);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

let serials = 0;

/** A new signed-in user holding `keys`, over `scope` (with `stores`: those stores). */
async function person(
  t: Harness,
  keys: readonly string[],
  scope: DataScopeKind = 'all',
  storeIds: number[] = [],
): Promise<Person> {
  const role = await roleGranting(t, keys, scope);
  const user = await createUser(t, { roles: [role.code] });
  if (storeIds.length)
    await t.db.insert(userStore).values(storeIds.map((storeId) => ({ userId: user.id, storeId })));
  const { access_token } = await signIn(t, user.username, user.password);
  return { id: user.id, username: user.username, headers: bearer(access_token) };
}

describe.each(engines())('door locks on %s', (engine) => {
  const t = useTestApp(engine);

  async function stores() {
    return t.db.select({ id: store.id, name: store.name }).from(store).orderBy(store.id);
  }

  async function newLock(by: Person, fields: Record<string, unknown> = {}) {
    const [first] = await stores();
    const res = await call(t, by, 'POST', '/doorlock', {
      storeId: first!.id,
      door: '后门',
      model: 'Yale YDM-7116',
      serialNo: `DL-T-${++serials}`,
      battery: 80,
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { lockId: number; storeId: number; keeperId: number | null };
  }

  it('registers, lists and edits locks; a serial number is registered once (409); bad input changes nothing', async () => {
    const admin = await adminOf(t);
    const keeper = await person(t, [P.view, P.passwordConfirm]);
    const lock = await newLock(admin, { keeperId: keeper.id, serialNo: 'DL-UNIQ-1' });
    expect(lock).toMatchObject({ status: 'working', battery: 80, keeperId: keeper.id });
    const page = await call(t, admin, 'GET', '/doorlock/page?q=DL-UNIQ');
    expect(page.json().data.records.map((l: { lockId: number }) => l.lockId)).toEqual([
      lock.lockId,
    ]);
    const [first] = await stores();
    // By its store's name too, as the lock pickers search.
    const byStore = await call(
      t,
      admin,
      'GET',
      `/doorlock/page?size=100&q=${encodeURIComponent(first!.name)}`,
    );
    const found = byStore.json().data.records as Array<{ lockId: number; storeName: string }>;
    expect(found.map((l) => l.lockId)).toContain(lock.lockId);
    expect(found.every((l) => l.storeName.includes(first!.name))).toBe(true);
    const twice = await call(t, admin, 'POST', '/doorlock', {
      storeId: first!.id,
      door: '侧门',
      model: 'Other',
      serialNo: 'DL-UNIQ-1',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('a door lock with serial number DL-UNIQ-1 is already registered');
    const before = await t.db.$count(doorLock);
    for (const bad of [
      { storeId: first!.id, door: '侧门', model: 'M', serialNo: 'DL-BAD-1', battery: 150 },
      { storeId: first!.id, door: '', model: 'M', serialNo: 'DL-BAD-2' },
      { storeId: first!.id, door: '侧门', model: 'M', serialNo: 'DL-BAD-3', keeperId: 999_999 },
    ]) {
      const res = await call(t, admin, 'POST', '/doorlock', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.db.$count(doorLock)).toBe(before);
    // A battery change is kept in the lock's battery history.
    const edited = await call(t, admin, 'PUT', '/doorlock', { lockId: lock.lockId, battery: 15 });
    expect(edited.json().data.battery).toBe(15);
    const history = await call(t, admin, 'GET', `/doorlock/${lock.lockId}/battery`);
    expect(history.json().data.records.map((h: { battery: number }) => h.battery)).toEqual([
      15, 80,
    ]);
    // Paged on the server, as long as the history grows: the second of pages of one.
    const older = await call(t, admin, 'GET', `/doorlock/${lock.lockId}/battery?current=2&size=1`);
    expect(older.json().data).toMatchObject({ total: 2, records: [{ battery: 80 }] });
  });

  it('asks for each key: 403 without it, and nothing changes', async () => {
    const admin = await adminOf(t);
    const lock = await newLock(admin);
    const viewer = await person(t, [P.view]);
    const [first] = await stores();
    const cases: Array<[string, string, object]> = [
      ['POST', '/doorlock', { storeId: first!.id, door: 'x', model: 'x', serialNo: 'DL-403' }],
      ['PUT', '/doorlock', { lockId: lock.lockId, battery: 1 }],
      ['DELETE', `/doorlock/${lock.lockId}`, {}],
      [
        'POST',
        '/doorlock/key',
        { lockId: lock.lockId, userId: viewer.id, startsAt: iso(0), endsAt: iso(HOUR) },
      ],
      [
        'POST',
        '/doorlock/password',
        { lockId: lock.lockId, startsAt: iso(0), endsAt: iso(HOUR), reason: 'x' },
      ],
      ['POST', '/doorlock/password/1/confirm', {}],
      ['POST', '/doorlock/password/1/reveal', {}],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(t, viewer, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const nobody = await person(t, []);
    expect((await call(t, nobody, 'GET', '/doorlock/page')).statusCode).toBe(403);
    expect(await t.db.$count(doorKey, eq(doorKey.lockId, lock.lockId))).toBe(0);
    expect(await t.db.$count(doorPassword, eq(doorPassword.lockId, lock.lockId))).toBe(0);
    const [same] = await t.db.select().from(doorLock).where(eq(doorLock.id, lock.lockId));
    expect(same!.battery).toBe(80);
  });

  it('keeps another store’s lock out of sight: a 404 on every call, nothing changes', async () => {
    const admin = await adminOf(t);
    const [first, second] = await stores();
    const mine = await newLock(admin, { storeId: first!.id });
    const theirs = await newLock(admin, { storeId: second!.id });
    const local = await person(t, ALL, 'stores', [first!.id]);
    const page = await call(t, local, 'GET', '/doorlock/page?size=100');
    const seen = new Set(page.json().data.records.map((l: { storeId: number }) => l.storeId));
    expect([...seen]).toEqual([first!.id]);
    expect((await call(t, local, 'GET', `/doorlock/${mine.lockId}`)).statusCode).toBe(200);
    const window = { startsAt: iso(0), endsAt: iso(HOUR) };
    for (const [method, url, body] of [
      ['GET', `/doorlock/${theirs.lockId}`, undefined],
      ['GET', `/doorlock/${theirs.lockId}/opens`, undefined],
      ['GET', `/doorlock/${theirs.lockId}/reveals`, undefined],
      ['PUT', '/doorlock', { lockId: theirs.lockId, battery: 1 }],
      ['POST', '/doorlock/key', { lockId: theirs.lockId, userId: local.id, ...window }],
      ['POST', '/doorlock/password', { lockId: theirs.lockId, reason: 'x', ...window }],
    ] as const) {
      const res = await call(t, local, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await t.db.$count(doorKey, eq(doorKey.lockId, theirs.lockId))).toBe(0);
    expect(await t.db.$count(doorPassword, eq(doorPassword.lockId, theirs.lockId))).toBe(0);
  });

  it('issues keys for a window and a weekly schedule, revokes them with a reason, lists them per lock and per user', async () => {
    const admin = await adminOf(t);
    const lock = await newLock(admin);
    const holder = await person(t, [P.view]);
    const issued = await call(t, admin, 'POST', '/doorlock/key', {
      lockId: lock.lockId,
      userId: holder.id,
      startsAt: iso(-HOUR),
      endsAt: iso(30 * 24 * HOUR),
      schedule: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const key = issued.json().data;
    expect(key).toMatchObject({ state: 'valid', userId: holder.id, lockId: lock.lockId });
    expect(key.schedule).toEqual({ days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' });
    const past = await call(t, admin, 'POST', '/doorlock/key', {
      lockId: lock.lockId,
      userId: holder.id,
      startsAt: iso(-48 * HOUR),
      endsAt: iso(-24 * HOUR),
    });
    expect(past.json().data.state).toBe('expired');
    const later = await call(t, admin, 'POST', '/doorlock/key', {
      lockId: lock.lockId,
      userId: holder.id,
      startsAt: iso(24 * HOUR),
      endsAt: iso(48 * HOUR),
    });
    expect(later.json().data.state).toBe('upcoming');
    // Bad windows and schedules: 400, no key.
    const before = await t.db.$count(doorKey);
    for (const bad of [
      { startsAt: iso(HOUR), endsAt: iso(0) },
      { startsAt: iso(0), endsAt: iso(HOUR), schedule: { days: [8], from: '09:00', to: '18:00' } },
      { startsAt: iso(0), endsAt: iso(HOUR), schedule: { days: [1], from: '18:00', to: '09:00' } },
      { startsAt: 'yesterday', endsAt: iso(HOUR) },
    ]) {
      const res = await call(t, admin, 'POST', '/doorlock/key', {
        lockId: lock.lockId,
        userId: holder.id,
        ...bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const window = await call(t, admin, 'POST', '/doorlock/key', {
      lockId: lock.lockId,
      userId: holder.id,
      startsAt: iso(HOUR),
      endsAt: iso(0),
    });
    expect(window.json().msg).toBe('endsAt: must be after the start');
    expect(await t.db.$count(doorKey)).toBe(before);

    const noReason = await call(t, admin, 'POST', `/doorlock/key/${key.keyId}/revoke`, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const revoked = await call(t, admin, 'POST', `/doorlock/key/${key.keyId}/revoke`, {
      reason: '员工离职',
    });
    expect(revoked.json().data).toMatchObject({ state: 'revoked', revokeReason: '员工离职' });
    const again = await call(t, admin, 'POST', `/doorlock/key/${key.keyId}/revoke`, {
      reason: '再次',
    });
    expect(again.statusCode).toBe(409);
    // Revoked, the key is kept.
    expect(await t.db.$count(doorKey, eq(doorKey.id, key.keyId))).toBe(1);

    const perUser = await call(t, admin, 'GET', `/doorlock/key/page?userId=${holder.id}`);
    expect(perUser.json().data.records.map((k: { state: string }) => k.state)).toEqual([
      'upcoming',
      'expired',
      'revoked',
    ]);
    const perLock = await call(
      t,
      admin,
      'GET',
      `/doorlock/key/page?lockId=${lock.lockId}&state=expired`,
    );
    expect(perLock.json().data.total).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'door-lock'), eq(auditLog.action, 'revokeKey')));
    expect(audit.some((a) => (a.after as { keyId: number }).keyId === key.keyId)).toBe(true);
  });

  it('gives a door password through approval (notices 12 and 22), encrypted at rest, revealed to its applicant only and logged, active once its keeper confirms', async () => {
    const admin = await adminOf(t);
    const keeper = await person(t, [P.view, P.passwordConfirm]);
    const approver = await person(t, [P.view]);
    const applicant = await person(t, [P.view, P.passwordApply]);
    const other = await person(t, [P.view, P.passwordApply, P.passwordConfirm]);
    const lock = await newLock(admin, { keeperId: keeper.id });
    const template = await call(t, admin, 'POST', '/approval/template', {
      docType: 'doorPassword',
      name: 'test door password',
      priority: 999,
      steps: [{ name: 'check', approvers: { kind: 'users', userIds: [approver.id] }, mode: 'any' }],
    });
    expect(template.statusCode, template.body).toBe(200);

    const bad = await call(t, applicant, 'POST', '/doorlock/password', {
      lockId: lock.lockId,
      startsAt: iso(HOUR),
      endsAt: iso(0),
      reason: '夜间盘点',
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.$count(doorPassword, eq(doorPassword.lockId, lock.lockId))).toBe(0);

    const applied = await call(t, applicant, 'POST', '/doorlock/password', {
      lockId: lock.lockId,
      startsAt: iso(-HOUR),
      endsAt: iso(8 * HOUR),
      reason: '夜间盘点',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const request = applied.json().data;
    expect(request.state).toBe('pending');
    expect(await noticesTo(t, approver.id, NOTICE_TYPES.doorLockPasswordApproval)).toHaveLength(1);
    // Not approved yet: nothing to reveal.
    const early = await call(
      t,
      applicant,
      'POST',
      `/doorlock/password/${request.passwordId}/reveal`,
    );
    expect(early.statusCode).toBe(409);

    expect((await approve(t, approver, request.requestId)).statusCode).toBe(200);
    const told = await noticesTo(t, applicant.id, NOTICE_TYPES.doorLockPasswordApplication);
    expect(told).toHaveLength(1);
    expect(told[0]!.linkArea).toBe('approval');
    const detail = await call(t, applicant, 'GET', `/doorlock/password/${request.passwordId}`);
    expect(detail.json().data.state).toBe('awaitingSet');

    // Only the applicant reveals it: anyone else is a 403 and no reveal is logged.
    const stranger = await call(
      t,
      other,
      'POST',
      `/doorlock/password/${request.passwordId}/reveal`,
    );
    expect(stranger.statusCode).toBe(403);
    expect(
      await t.db.$count(doorPasswordReveal, eq(doorPasswordReveal.passwordId, request.passwordId)),
    ).toBe(0);
    const shown = await call(
      t,
      applicant,
      'POST',
      `/doorlock/password/${request.passwordId}/reveal`,
    );
    expect(shown.statusCode, shown.body).toBe(200);
    const code: string = shown.json().data.password;
    expect(code).toMatch(/^\d{8}$/);
    const again = await call(
      t,
      applicant,
      'POST',
      `/doorlock/password/${request.passwordId}/reveal`,
    );
    expect(again.json().data.password).toBe(code);
    const reveals = await call(t, admin, 'GET', `/doorlock/${lock.lockId}/reveals`);
    expect(reveals.json().data.total).toBe(2);
    const [newest, first] = reveals.json().data.records;
    expect(newest).toMatchObject({ passwordId: request.passwordId, userName: applicant.username });
    expect(newest.address).toBeTruthy();
    // The whole log, a page at a time: the second of pages of one is the first reveal.
    const older = await call(t, admin, 'GET', `/doorlock/${lock.lockId}/reveals?current=2&size=1`);
    expect(older.json().data).toMatchObject({ total: 2, records: [{ revealId: first.revealId }] });

    // At rest: the row holds only the sealed form; no audit row and no answer but the reveal holds the code.
    const [row] = await t.db
      .select({ all: sql<string>`row_to_json(${doorPassword})::text` })
      .from(doorPassword)
      .where(eq(doorPassword.id, request.passwordId));
    expect(row!.all).not.toContain(code);
    expect(row!.all).toContain('v1.');
    const audits = await t.db.select({ all: sql<string>`${auditLog.after}::text` }).from(auditLog);
    expect(audits.some((a) => a.all?.includes(code))).toBe(false);
    for (const url of [
      `/doorlock/password/${request.passwordId}`,
      `/doorlock/password/page?lockId=${lock.lockId}`,
      `/approval/${request.requestId}`,
    ]) {
      const res = await call(t, admin, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(code);
    }

    // Only the lock's keeper confirms it was entered on the lock; then it is active.
    const notKeeper = await call(
      t,
      other,
      'POST',
      `/doorlock/password/${request.passwordId}/confirm`,
    );
    expect(notKeeper.statusCode).toBe(403);
    const confirmed = await call(
      t,
      keeper,
      'POST',
      `/doorlock/password/${request.passwordId}/confirm`,
    );
    expect(confirmed.json().data).toMatchObject({ state: 'active', setByName: keeper.username });
    const twice = await call(t, keeper, 'POST', `/doorlock/password/${request.passwordId}/confirm`);
    expect(twice.statusCode).toBe(409);
    const mine = await call(t, applicant, 'GET', '/doorlock/password/page?mine=true');
    expect(mine.json().data.records[0]).toMatchObject({ state: 'active', reveals: 2 });
  });

  it('a rejected request has no password to reveal', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    const applicant = await person(t, [P.view, P.passwordApply]);
    const lock = await newLock(admin);
    await call(t, admin, 'POST', '/approval/template', {
      docType: 'doorPassword',
      name: 'test door password 2',
      priority: 1000,
      steps: [{ name: 'check', approvers: { kind: 'users', userIds: [approver.id] }, mode: 'any' }],
    });
    const applied = await call(t, applicant, 'POST', '/doorlock/password', {
      lockId: lock.lockId,
      startsAt: iso(0),
      endsAt: iso(HOUR),
      reason: '维修',
    });
    const request = applied.json().data;
    const detail = await call(t, approver, 'GET', `/approval/${request.requestId}`);
    const rejected = await call(t, approver, 'POST', `/approval/${request.requestId}/reject`, {
      version: detail.json().data.version,
      comment: '无需开门',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await call(t, applicant, 'GET', `/doorlock/password/${request.passwordId}`);
    expect(after.json().data.state).toBe('rejected');
    const reveal = await call(
      t,
      applicant,
      'POST',
      `/doorlock/password/${request.passwordId}/reveal`,
    );
    expect(reveal.statusCode).toBe(409);
    const [row] = await t.db
      .select()
      .from(doorPassword)
      .where(eq(doorPassword.id, request.passwordId));
    expect(row!.secret).toBeNull();
  });
});
