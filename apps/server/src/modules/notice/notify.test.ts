import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, publishRevocations, type Bus, type BusChannels } from '../../core/bus';
import type { Db } from '../../db/client';
import { appUser, notice } from '../../db/schema';
import { engines, useTestApp } from '../../../test/helpers';
import { createNoticeService, toNotice, type NoticeService } from './service';

/** How long to poll for the bus: a busy machine can hold a NOTIFY back a while. */
const BUS_WAIT = { timeout: 5000, interval: 20 };

describe.each(engines())('notices.notify and the bus on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus;
  let notices: NoticeService;
  const heard: Array<BusChannels['notice']> = [];

  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
    bus.subscribe('notice', (payload) => {
      heard.push(payload);
    });
    notices = createNoticeService({ db: t.db, bus });
  });
  afterAll(() => bus?.close());

  async function someUsers(count: number): Promise<number[]> {
    const rows = await t.db
      .insert(appUser)
      .values(
        Array.from({ length: count }, (_, i) => ({
          username: `notify_${engine}_${Date.now()}_${i}`,
          nickname: 'n',
          passwordHash: 'x',
        })),
      )
      .returning({ id: appUser.id });
    return rows.map((r) => r.id);
  }

  /** Waits (up to 5 s) until the bus has delivered `count` more messages than `before`. */
  async function heardAfter(before: number, count = 1): Promise<Array<BusChannels['notice']>> {
    await expect.poll(() => heard.length, BUS_WAIT).toBeGreaterThanOrEqual(before + count);
    return heard.slice(before);
  }

  /**
   * Resolves, from inside the open transaction `tx`, once the bus has handed on every message
   * any statement so far has released: only then does "not heard yet" prove anything. On
   * PostgreSQL a marker is sent on another connection and waited for (a listener hears
   * messages in commit order, so one sent earlier comes first). PGlite has one connection,
   * busy with `tx`: it hands a released message to its listeners with the answer to the
   * statement that released it, so one more statement and one turn of the bus's dispatch
   * (setImmediate) are enough.
   */
  async function busCaughtUp(tx: Db): Promise<void> {
    if (engine === 'pglite') {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setImmediate(resolve));
      return;
    }
    const marker = `marker-${Math.random()}`;
    const markers: string[] = [];
    const stop = bus.subscribe('token_revoked', ({ familyId }) => {
      markers.push(familyId);
    });
    try {
      await bus.publish('token_revoked', { familyId: marker });
      await expect.poll(() => markers, BUS_WAIT).toContain(marker);
    } finally {
      stop();
    }
  }

  it('inserts one notice per recipient and publishes only when the transaction commits', async () => {
    const [a, b] = await someUsers(2);
    const before = heard.length;
    let ids: number[] = [];
    await t.db.transaction(async (tx) => {
      ids = await notices.notify(tx, {
        recipients: [a!, b!, a!],
        type: 8,
        text: '入库审批：华东仓 RK-2026-0031 待您审批',
        content: '共 12 件',
        link: { area: 'ware-order', id: 31 },
        approveUserId: b!,
      });
      // NOTIFY is held by PostgreSQL (and PGlite) until the commit.
      await busCaughtUp(tx);
      expect(heard.length).toBe(before);
    });
    const [message] = await heardAfter(before);
    const loaded = await notices.load(ids);
    const { id: _, ...shared } = toNotice(loaded.find((n) => n.id === ids[0])!);
    expect(shared).toMatchObject({
      noticeInfoType: 8,
      noticeInfoStr: '入库审批：华东仓 RK-2026-0031 待您审批',
      content: '共 12 件',
      readStatus: 1,
      approveUserId: b,
      link: { area: 'ware-order', id: 31 },
    });
    // What the notices share travels along, exactly as they read back: no process reloads them.
    expect(message).toEqual({
      n: [
        [ids[0], a],
        [ids[1], b],
      ],
      // One string is the same words in every language.
      t: { 'zh-CN': shared, 'en-US': shared },
    });
  });

  it("keeps the system's words in every language and shows each reader their own", async () => {
    const [a] = await someUsers(1);
    const before = heard.length;
    const ids = await t.db.transaction((tx) =>
      notices.notify(tx, {
        recipients: [a!],
        type: 13,
        text: { 'zh-CN': '库存不足：螺丝', 'en-US': 'Low stock: screws' },
        content: { 'zh-CN': '还剩 2 件', 'en-US': '2 left' },
      }),
    );
    const [message] = await heardAfter(before);
    const [row] = await notices.load(ids);
    expect(row).toMatchObject({
      text: '库存不足：螺丝',
      content: '还剩 2 件',
      translations: { 'en-US': { text: 'Low stock: screws', content: '2 left' } },
    });
    expect(message!.t!['en-US']).toMatchObject({
      noticeInfoStr: 'Low stock: screws',
      content: '2 left',
    });
    expect(message!.t!['zh-CN']).toMatchObject({
      noticeInfoStr: '库存不足：螺丝',
      content: '还剩 2 件',
    });
    const drawer = async (language: 'zh-CN' | 'en-US') =>
      JSON.parse((await notices.pageAnswer(a!, { current: 1, size: 10 }, language)).json)
        .records[0];
    expect(await drawer('en-US')).toMatchObject({
      noticeInfoStr: 'Low stock: screws',
      content: '2 left',
    });
    expect(await drawer('zh-CN')).toMatchObject({
      noticeInfoStr: '库存不足：螺丝',
      content: '还剩 2 件',
    });
  });

  it('leaves out what the notices share when it would crowd the ids out', async () => {
    const users = await someUsers(3);
    const before = heard.length;
    const content = '详'.repeat(2500);
    const ids = await t.db.transaction((tx) =>
      notices.notify(tx, { recipients: users, type: 1, text: '长内容提醒', content }),
    );
    const [message] = await heardAfter(before);
    expect(message).toEqual({ n: ids.map((id, i) => [id, users[i]]) });
    expect((await notices.load(ids))[0]!.content).toBe(content);
  });

  it('publishes nothing and keeps no notice when the transaction rolls back', async () => {
    const [a] = await someUsers(1);
    const before = heard.length;
    await expect(
      t.db.transaction(async (tx) => {
        await notices.notify(tx, { recipients: [a!], type: 13, text: '库存不足' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    // A later commit arrives alone: the rolled-back message never does. A listener hears
    // messages in commit order, so a leaked one would be heard before it.
    await t.db.transaction((tx) =>
      notices.notify(tx, { recipients: [a!], type: 14, text: '类别库存不足' }),
    );
    const after = await heardAfter(before);
    expect(after).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(notice)
      .where(sql`${notice.recipientId} = ${a!}`);
    expect(rows.map((r) => r.type)).toEqual([14]);
    expect(after[0]!.n).toEqual([[rows[0]!.id, a]]);
  });

  it('splits a large delivery into messages under the NOTIFY payload limit', async () => {
    const users = await someUsers(600);
    const before = heard.length;
    const ids = await t.db.transaction((tx) =>
      notices.notify(tx, { recipients: users, type: 4, text: '新增资产提醒' }),
    );
    expect(ids).toHaveLength(600);
    const messages = await heardAfter(before, 3);
    expect(messages.length).toBe(3);
    expect(messages.flatMap((m) => m.n).map(([, user]) => user)).toEqual(users);
    await expect(bus.publish('token_revoked', { familyId: 'x'.repeat(8000) })).rejects.toThrow(
      /payload over/,
    );
  });

  it('publishes revoked sign-ins with the revoking transaction', async () => {
    const revoked: string[] = [];
    const stop = bus.subscribe('token_revoked', ({ familyId }) => {
      revoked.push(familyId);
    });
    try {
      await t.db
        .transaction(async (tx) => {
          await publishRevocations(bus)({ familyIds: ['rolled-back'] }, tx);
          throw new Error('rollback');
        })
        .catch(() => {});
      await t.db.transaction((tx) => publishRevocations(bus)({ familyIds: ['f1', 'f2'] }, tx));
      // Heard in commit order: a leaked 'rolled-back' would be the first of the two.
      await expect.poll(() => revoked.length, BUS_WAIT).toBeGreaterThanOrEqual(2);
      expect(revoked).toEqual(['f1', 'f2']);
    } finally {
      stop();
    }
  });

  it('refuses a call with an unknown type or no text (a programming error)', async () => {
    const [a] = await someUsers(1);
    await expect(
      t.db.transaction((tx) => notices.notify(tx, { recipients: [a!], type: 99, text: 'x' })),
    ).rejects.toThrow();
    await expect(
      t.db.transaction((tx) => notices.notify(tx, { recipients: [a!], type: 1, text: ' ' })),
    ).rejects.toThrow();
    expect(await notices.notify(t.db, { recipients: [], type: 1, text: 'x' })).toEqual([]);
  });
});

describe.skipIf(!engines().includes('pg'))('the bus on PostgreSQL', () => {
  const t = useTestApp('pg');

  it('keeps listening after its listening connection is killed', async () => {
    const bus = await createBus(t.database, t.app.log);
    const heard: string[] = [];
    bus.subscribe('token_revoked', ({ familyId }) => {
      heard.push(familyId);
    });
    try {
      const killed = (await t.db.execute(sql`
        select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'
          and pid <> pg_backend_pid()`)) as unknown as { rows: unknown[] };
      // This bus and the app's each had a listening connection.
      expect(killed.rows.length).toBeGreaterThanOrEqual(2);
      // Until the bus has reconnected messages are lost: keep sending until one arrives.
      let sent = 0;
      await expect
        .poll(
          async () => {
            await bus.publish('token_revoked', { familyId: `f${sent++}` });
            return heard.length;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBeGreaterThan(0);
    } finally {
      await bus.close();
    }
  });
});
