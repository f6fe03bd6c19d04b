import { PERMISSIONS } from '@depot/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, engines, signIn, useTestApp } from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { gb18030, workbook, xlsxUpload } from '../../../test/xlsx-upload';
import { readXlsx } from '../../core/excel/xlsx-reader';
import { auditLog } from '../../db/schema/logs';
import { store } from '../../db/schema/org';
import { userStore } from '../../db/schema/users';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';
import { doorLock, doorOpen } from './tables';

const P = PERMISSIONS.doorLock;

const LOCK_HEADER = [
  '门店编码',
  '门',
  '型号',
  '序列号',
  '安装日期',
  '电量',
  '状态',
  '保管人账号',
  '备注',
];
const OPEN_HEADER = ['Lock serial number', 'Opened at', 'Method', 'Opened by (username)'];

async function person(t: Harness, keys: readonly string[], storeIds: number[] = []) {
  const role = await roleGranting(t, keys, storeIds.length ? 'stores' : 'all');
  const user = await createUser(t, { roles: [role.code] });
  if (storeIds.length)
    await t.db.insert(userStore).values(storeIds.map((storeId) => ({ userId: user.id, storeId })));
  const { access_token } = await signIn(t, user.username, user.password);
  return { id: user.id, username: user.username, headers: bearer(access_token) } as Person;
}

/** Sends `rows` (header first) to an import; `real`: not a dry run. */
async function send(t: Harness, by: Person, url: string, rows: unknown[][], real = false) {
  const file = xlsxUpload(await workbook(rows));
  const res = await t.app.inject({
    method: 'POST',
    url: `${url}?dryRun=${!real}`,
    payload: file.payload,
    headers: { ...by.headers, 'content-type': file.contentType, 'accept-language': 'en-US' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    dryRun: boolean;
    rows: number;
    imported: number;
    errors: Array<{ row: number; column: string | null; message: string }>;
  };
}

/**
 * Door locks and open logs from .xlsx (docs/door-locks.md "Import"), through the kit's import:
 * every bad row reported with its column, nothing written unless all are clean; the open log
 * leaves out what it has already.
 */
describe.each(engines())('door-lock imports on %s', (engine) => {
  const t = useTestApp(engine);
  const serialsIn = (serials: string[]) =>
    t.db.select().from(doorLock).where(inArray(doorLock.serialNo, serials));

  it('reports every bad lock row with its column and imports nothing, then imports a clean file', async () => {
    const admin = await adminOf(t);
    const [shop] = await t.db.select({ code: store.code }).from(store).orderBy(store.id).limit(1);
    await call(t, admin, 'POST', '/doorlock', {
      storeId: (await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(1))[0]!.id,
      door: '正门',
      model: 'Yale',
      serialNo: 'IMP-TAKEN',
    });
    const bad = await send(t, admin, '/doorlock/import', [
      LOCK_HEADER,
      ['NO-SUCH', '正门', 'Yale', 'IMP-1', '2026-02-30', 101, '坏了', 'nobody', ''],
      [shop!.code, '', 'Yale', 'IMP-TAKEN', '', '', '', '', ''],
      [shop!.code, '后门', 'Yale', 'IMP-2', '', '', '', '', ''],
      [shop!.code, '侧门', 'Yale', 'IMP-2', '', '', '', '', ''],
    ]);
    expect(bad).toMatchObject({ dryRun: true, rows: 4, imported: 0 });
    expect(bad.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'storeCode'],
      [2, 'installedOn'],
      [2, 'battery'],
      [2, 'status'],
      [2, 'keeper'],
      [3, 'door'],
      [3, 'serialNo'],
      [5, 'serialNo'],
    ]);
    expect(bad.errors[0]!.message).toBe('there is no store with the code "NO-SUCH"');
    expect(bad.errors[3]!.message).toBe('must be one of: Working, Faulty, Removed');
    // A real run with one bad row writes none of them.
    const refused = await send(
      t,
      admin,
      '/doorlock/import',
      [
        LOCK_HEADER,
        [shop!.code, '后门', 'Yale', 'IMP-3', '', '', '', '', ''],
        [shop!.code, '', '', '', '', '', '', '', ''],
      ],
      true,
    );
    expect(refused.imported).toBe(0);
    expect(await serialsIn(['IMP-1', 'IMP-2', 'IMP-3'])).toEqual([]);

    const good = [
      LOCK_HEADER,
      [
        shop!.code,
        '后门',
        'Yale YDM-7116',
        'IMP-4',
        '2026-03-01',
        64,
        '故障',
        admin.username,
        '仓库侧',
      ],
      [shop!.code, '侧门', 'Yale YDM-7116', 'IMP-5', '', '', 'working', '', ''],
    ];
    expect(await send(t, admin, '/doorlock/import', good)).toMatchObject({
      errors: [],
      imported: 0,
    });
    expect(await send(t, admin, '/doorlock/import', good, true)).toMatchObject({
      dryRun: false,
      rows: 2,
      imported: 2,
      errors: [],
    });
    const made = (await serialsIn(['IMP-4', 'IMP-5'])).sort((a, b) => a.id - b.id);
    expect(made.map((l) => [l.serialNo, l.status, l.battery, l.installedOn, l.keeperId])).toEqual([
      ['IMP-4', 'faulty', 64, '2026-03-01', admin.id],
      ['IMP-5', 'working', null, null, null],
    ]);
    // Audited like a lock added by hand: its battery history has the reading.
    const first = made.find((l) => l.serialNo === 'IMP-4')!;
    const battery = await call(t, admin, 'GET', `/doorlock/${first.id}/battery`);
    expect(battery.json().data.records).toEqual([expect.objectContaining({ battery: 64 })]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'door-lock'), eq(auditLog.entityId, String(first.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('imports an open log in the stores’ time, leaving out what the log has already', async () => {
    const admin = await adminOf(t);
    const [shop] = await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(1);
    const made = await call(t, admin, 'POST', '/doorlock', {
      storeId: shop!.id,
      door: '正门',
      model: 'Yale',
      serialNo: 'OPEN-1',
    });
    const lockId = made.json().data.lockId as number;
    const rows = [
      OPEN_HEADER,
      ['OPEN-1', '2026-03-02 08:30', '密码', admin.username],
      ['OPEN-1', '2026-03-02T09:00:00Z', 'Card', ''],
      ['OPEN-1', '2026-03-02 08:30', 'password', admin.username],
      ['OPEN-9', '2026-03-02 10:00', 'telepathy', 'nobody'],
      ['OPEN-1', 'yesterday', '', ''],
    ];
    const checked = await send(t, admin, '/doorlock/open/import', rows);
    expect(checked.errors.map((e) => [e.row, e.column])).toEqual([
      [5, 'serialNo'],
      [5, 'method'],
      [5, 'user'],
      [6, 'at'],
      [6, 'method'],
    ]);
    const clean = rows.slice(0, 4);
    expect(await send(t, admin, '/doorlock/open/import', clean, true)).toMatchObject({
      rows: 3,
      imported: 2,
      errors: [],
    });
    const log = await t.db.select().from(doorOpen).where(eq(doorOpen.lockId, lockId));
    expect(log.map((o) => [o.at.toISOString(), o.method, o.userId]).sort()).toEqual([
      // 08:30 in Shanghai is 00:30 UTC; the other row named its offset.
      ['2026-03-02T00:30:00.000Z', 'password', admin.id],
      ['2026-03-02T09:00:00.000Z', 'card', null],
    ]);
    // The vendor's next export overlaps the last: only the new row goes in.
    const next = [...clean, ['OPEN-1', '2026-03-03 18:05', 'mechanical', '']];
    expect(await send(t, admin, '/doorlock/open/import', next, true)).toMatchObject({
      rows: 4,
      imported: 1,
    });
    expect(await t.db.select().from(doorOpen).where(eq(doorOpen.lockId, lockId))).toHaveLength(3);

    // A vendor's CSV, as the Chinese Excel saves one (GB18030), goes in the same way.
    const csv = gb18030(
      '门锁序列号,开门时间,开门方式,开门人账号\r\nOPEN-1,2026-03-04 07:45,门卡,\r\n',
    );
    const sent = xlsxUpload(csv, 'vendor.csv');
    const res = await t.app.inject({
      method: 'POST',
      url: '/doorlock/open/import?dryRun=false',
      payload: sent.payload,
      headers: { ...admin.headers, 'content-type': sent.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 1, imported: 1, errors: [] });
    const [card] = await t.db
      .select()
      .from(doorOpen)
      .where(and(eq(doorOpen.lockId, lockId), eq(doorOpen.method, 'card')))
      .orderBy(desc(doorOpen.at))
      .limit(1);
    expect(card!.at.toISOString()).toBe('2026-03-03T23:45:00.000Z');
    // The lock import takes no CSV.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/doorlock/import?dryRun=true',
      payload: sent.payload,
      headers: { ...admin.headers, 'content-type': sent.contentType },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps imports to the caller’s stores, and refuses callers without the key', async () => {
    const admin = await adminOf(t);
    const [mine, theirs] = await t.db
      .select({ id: store.id, code: store.code })
      .from(store)
      .orderBy(store.id)
      .limit(2);
    const other = await call(t, admin, 'POST', '/doorlock', {
      storeId: theirs!.id,
      door: '正门',
      model: 'Yale',
      serialNo: 'SCOPE-THEIRS',
    });
    expect(other.statusCode).toBe(200);
    const local = await person(t, [P.view, P.import], [mine!.id]);
    const locks = await send(t, local, '/doorlock/import', [
      LOCK_HEADER,
      [theirs!.code, '正门', 'Yale', 'SCOPE-1', '', '', '', '', ''],
    ]);
    expect(locks.errors.map((e) => e.column)).toEqual(['storeCode']);
    const opens = await send(t, local, '/doorlock/open/import', [
      OPEN_HEADER,
      ['SCOPE-THEIRS', '2026-03-02 08:30', 'card', ''],
    ]);
    expect(opens.errors.map((e) => e.column)).toEqual(['serialNo']);

    const viewer = await person(t, [P.view, P.add]);
    const file = xlsxUpload(await workbook([LOCK_HEADER]));
    for (const [method, url] of [
      ['GET', '/doorlock/import/template'],
      ['GET', '/doorlock/open/import/template'],
      ['POST', '/doorlock/import?dryRun=false'],
      ['POST', '/doorlock/open/import?dryRun=false'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST'
          ? {
              payload: file.payload,
              headers: { ...viewer.headers, 'content-type': file.contentType },
            }
          : { headers: viewer.headers }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('hands out each template with its header in the caller’s language', async () => {
    const admin = await adminOf(t);
    for (const [url, language, header] of [
      ['/doorlock/import/template', 'zh-CN', LOCK_HEADER],
      ['/doorlock/open/import/template', 'en-US', OPEN_HEADER],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...admin.headers, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      expect((await readXlsx(res.rawPayload, header.length)).header).toEqual(header);
    }
  });
});
