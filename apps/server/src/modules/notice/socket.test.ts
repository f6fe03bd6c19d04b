import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { sha256 } from '../../core/digest';
import { oauthToken, socketTicket } from '../../db/schema';
import { ADMIN_PASSWORD, engines, signIn, useTestApp, useVariantApp } from '../../../test/helpers';
import { createNoticeService, type NoticeService } from './service';
import {
  askTicket,
  listenForSockets,
  openSocket,
  refusedStatus,
  signedInUser,
  type TestSocket,
} from './test-fixtures';

describe.each(engines())('notice websocket on %s', (engine) => {
  const t = useTestApp(engine);
  let base: string;
  let bus: Bus;
  let notices: NoticeService;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    base = await listenForSockets(t.app);
    // Notices are sent the way other areas send them: notify() in their transaction.
    bus = await createBus(t.database, t.app.log);
    notices = createNoticeService({ db: t.db, bus });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await bus?.close();
  });

  const open = async (...args: Parameters<typeof openSocket>) => {
    const socket = await openSocket(...args);
    sockets.push(socket);
    return socket;
  };
  const send = (userId: number, text = '资产 ZC-2026-0012 笔记本电脑将于 3 天后到期，请及时处理') =>
    t.db.transaction((tx) => notices.notify(tx, { recipients: [userId], type: 1, text }));

  describe('the handshake', () => {
    it('refuses no token, an unknown token and a revoked one with 401', async () => {
      const user = await signedInUser(t);
      expect(await refusedStatus(base, {})).toBe(401);
      expect(await refusedStatus(base, { token: 'not-a-token' })).toBe(401);
      const logout = await t.app.inject({
        method: 'DELETE',
        url: '/auth/token/logout',
        headers: user.headers,
      });
      expect(logout.statusCode).toBe(200);
      expect(await refusedStatus(base, { token: user.token })).toBe(401);
    });

    it('opens with a ticket once; a reused, expired or unknown ticket is refused with 401', async () => {
      const user = await signedInUser(t);
      const ticket = await askTicket(base, user.token);
      if (typeof ticket === 'number') throw new Error(`ticket refused: ${ticket}`);
      const socket = await open(base, { ticket, identifyAs: user.id });
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      expect(await refusedStatus(base, { ticket })).toBe(401);
      expect(await refusedStatus(base, { ticket: 'made-up' })).toBe(401);

      const late = await askTicket(base, user.token);
      if (typeof late === 'number') throw new Error(`ticket refused: ${late}`);
      const stored = await t.db
        .select()
        .from(socketTicket)
        .where(eq(socketTicket.ticketHash, sha256(late)));
      // Only the hash is kept, and it lives seconds.
      expect(stored).toHaveLength(1);
      expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(20_000);
      await t.db
        .update(socketTicket)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(socketTicket.ticketHash, sha256(late)));
      expect(await refusedStatus(base, { ticket: late })).toBe(401);
    });

    it('never takes the access token from the URL or a subprotocol; programs may send the Authorization header', async () => {
      const user = await signedInUser(t);
      // The same handshake with a ticket opens (the refusals below are not about something else).
      await open(base, { token: user.token, identifyAs: user.id });
      expect(await refusedStatus(base, { query: { access_token: user.token } })).toBe(401);
      expect(
        await refusedStatus(base, { protocols: ['depot', `access_token.${user.token}`] }),
      ).toBe(401);
      await open(base, { headers: user.headers, identifyAs: user.id });
    });

    it('refuses a ticket whose sign-in ended before the handshake', async () => {
      const user = await signedInUser(t);
      const ticket = await askTicket(base, user.token);
      if (typeof ticket === 'number') throw new Error(`ticket refused: ${ticket}`);
      await t.app.inject({ method: 'DELETE', url: '/auth/token/logout', headers: user.headers });
      expect(await refusedStatus(base, { ticket })).toBe(401);
    });

    it('refuses a page of another site (Origin) with 403, accepts its own', async () => {
      const user = await signedInUser(t);
      const status = await refusedStatus(base, {
        token: user.token,
        origin: 'http://evil.example',
      });
      expect(status).toBe(403);
      const own = new URL(base);
      await open(base, { token: user.token, origin: `http://${own.host}`, identifyAs: user.id });
    });
  });

  describe('the log', () => {
    const lines: string[] = [];
    const logged = useVariantApp(t, {
      config: { logLevel: 'info' },
      build: { logStream: { write: (line: string) => void lines.push(line) } },
    });
    let loggedBase: string;
    beforeAll(async () => {
      loggedBase = await listenForSockets(logged.app);
    });

    it('holds the ticket request and a refused handshake, never the token or the ticket', async () => {
      const user = await signedInUser(logged);
      const ticket = await askTicket(loggedBase, user.token);
      if (typeof ticket === 'number') throw new Error(`ticket refused: ${ticket}`);
      const socket = await open(loggedBase, { ticket, identifyAs: user.id });
      // Refused handshakes are answered (and logged) like requests: the used ticket again, and
      // a client that still puts its token in the URL.
      const refused = await refusedStatus(loggedBase, {
        ticket,
        query: { access_token: user.token },
      });
      expect(refused).toBe(401);
      socket.close();
      await expect.poll(() => lines.join('')).toContain('"url":"/websocket/ws"');
      const log = lines.join('');
      expect(log).toContain('"url":"/auth/socket-ticket"');
      expect(log).not.toContain(ticket);
      expect(log).not.toContain(user.token);
    });
  });

  describe('the conversation', () => {
    it('answers ping with pong and pushes each new notice of the user as JSON', async () => {
      const user = await signedInUser(t);
      const other = await signedInUser(t);
      const socket = await open(base, { token: user.token, identifyAs: user.id });
      const otherSocket = await open(base, { token: other.token, identifyAs: other.id });
      await socket.roundTrip();

      const [id] = await send(user.id);
      const push = await socket.nextNotice(id!);
      expect(push).toEqual({
        sendType: 'notice',
        notice: {
          id,
          noticeInfoStr: '资产 ZC-2026-0012 笔记本电脑将于 3 天后到期，请及时处理',
          noticeTime: expect.any(String),
          readStatus: 1,
          noticeInfoType: 1,
          content: null,
          approveUserId: null,
          link: null,
        },
      });
      // Exactly what the list then shows.
      const page = await t.app.inject({ url: '/admin/notice/page', headers: user.headers });
      expect(push.notice).toEqual(page.json().data.records[0]);
      // Another user's socket hears nothing of it.
      await otherSocket.roundTrip();
      expect(otherSocket.notices()).toEqual([]);
    });

    it('pushes the same notice, read back from the database, when it is too long for the bus', async () => {
      const user = await signedInUser(t);
      const socket = await open(base, { token: user.token, identifyAs: user.id });
      await socket.roundTrip();
      const content = '详'.repeat(2500);
      const [id] = await t.db.transaction((tx) =>
        notices.notify(tx, { recipients: [user.id], type: 6, text: '报废审批', content }),
      );
      const push = await socket.nextNotice(id!);
      const page = await t.app.inject({ url: '/admin/notice/page', headers: user.headers });
      expect(push).toEqual({ sendType: 'notice', notice: page.json().data.records[0] });
      expect(push.notice.content).toBe(content);
    });

    it('pushes each socket the notice in the language it asked for (?lang=), as its list shows it', async () => {
      const user = await signedInUser(t);
      const english = await open(base, {
        token: user.token,
        identifyAs: user.id,
        query: { lang: 'en-US' },
      });
      const chinese = await open(base, { token: user.token, identifyAs: user.id });
      const words = (content: string) => ({
        text: { 'zh-CN': '库存不足', 'en-US': 'Low stock' },
        content: { 'zh-CN': `中${content}`, 'en-US': `en${content}` },
      });
      // What fits on the bus travels in both languages; a long content is read back.
      for (const content of ['', 'x'.repeat(4000)]) {
        const [id] = await t.db.transaction((tx) =>
          notices.notify(tx, { recipients: [user.id], type: 13, ...words(content) }),
        );
        const inEnglish = await english.nextNotice(id!);
        const inChinese = await chinese.nextNotice(id!);
        expect(inEnglish.notice).toMatchObject({
          noticeInfoStr: 'Low stock',
          content: `en${content}`,
        });
        expect(inChinese.notice).toMatchObject({
          noticeInfoStr: '库存不足',
          content: `中${content}`,
        });
        const page = await t.app.inject({
          url: '/admin/notice/page',
          headers: { ...user.headers, 'accept-language': 'en-US' },
        });
        expect(inEnglish.notice).toEqual(page.json().data.records[0]);
      }
    });

    it('pushes nothing for a rolled-back notice', async () => {
      const user = await signedInUser(t);
      const socket = await open(base, { token: user.token, identifyAs: user.id });
      await expect(
        t.db.transaction(async (tx) => {
          await notices.notify(tx, { recipients: [user.id], type: 5, text: 'rolled back' });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      const [committed] = await send(user.id, 'committed');
      await socket.nextNotice(committed!);
      expect(socket.notices().map((p) => p.notice.noticeInfoStr)).toEqual(['committed']);
    });

    it('closes with 4403 when the identification names another user', async () => {
      const user = await signedInUser(t);
      const socket = await open(base, { token: user.token });
      socket.ws.send(JSON.stringify({ userId: user.id + 1000 }));
      expect((await socket.closed).code).toBe(4403);
    });

    it('pushes only to identified sockets', async () => {
      const user = await signedInUser(t);
      const silent = await open(base, { token: user.token });
      const identified = await open(base, { token: user.token, identifyAs: user.id });
      const [id] = await send(user.id);
      await identified.nextNotice(id!);
      await silent.roundTrip();
      expect(silent.notices()).toEqual([]);
    });

    it('ignores bad messages and stays open', async () => {
      const user = await signedInUser(t);
      const socket = await open(base, { token: user.token, identifyAs: user.id });
      for (const text of [
        'not json',
        '{"userId":',
        '[1,2,3]',
        '{"userId":"abc"}',
        '{"hello":"world"}',
        'null',
        `{"userId":${user.id},"pad":"${'x'.repeat(4000)}"}`,
      ]) {
        socket.ws.send(text);
      }
      socket.ws.send(Buffer.from([0, 1, 2]), () => {});
      await socket.roundTrip();
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      const [id] = await send(user.id);
      await socket.nextNotice(id!);
    });

    it('closes only the socket that sends an oversized frame', async () => {
      const user = await signedInUser(t);
      const healthy = await open(base, { token: user.token, identifyAs: user.id });
      const flooding = await open(base, { token: user.token, identifyAs: user.id });
      flooding.ws.send('x'.repeat(100 * 1024));
      expect((await flooding.closed).code).toBe(1009);
      await healthy.roundTrip();
      const [id] = await send(user.id);
      await healthy.nextNotice(id!);
    });
  });

  describe('sign-out', () => {
    it('closes the sockets of that sign-in at once (4401), not of other sign-ins', async () => {
      const user = await signedInUser(t);
      const second = await signIn(t, user.username, user.password);
      const socket = await open(base, { token: user.token, identifyAs: user.id });
      const otherSignIn = await open(base, { token: second.access_token, identifyAs: user.id });
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/auth/token/logout',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      expect((await socket.closed).code).toBe(4401);
      await otherSignIn.roundTrip();
      expect(otherSignIn.ws.readyState).toBe(otherSignIn.ws.OPEN);
    });
  });

  it('closes the socket of a session an administrator ends (4401)', async () => {
    const user = await signedInUser(t);
    const socket = await open(base, { token: user.token, identifyAs: user.id });
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const [row] = await t.db
      .select({ familyId: oauthToken.familyId })
      .from(oauthToken)
      .where(eq(oauthToken.userId, user.id));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/admin/online/${row!.familyId}`,
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4401);
  });

  describe('the periodic re-check', () => {
    const quick = useVariantApp(t, { build: { socketRecheckMs: 100 } });
    let quickBase: string;
    beforeAll(async () => {
      quickBase = await listenForSockets(quick.app);
    });

    it('closes a socket whose token stopped working without a sign-out (4401)', async () => {
      const user = await signedInUser(t);
      const socket = await open(quickBase, { token: user.token, identifyAs: user.id });
      // A canary, opened after it, whose token stops working: the sweep that closes the
      // canary has checked this socket too (every socket open when a sweep starts is).
      const canary = await signedInUser(t);
      const canarySocket = await open(quickBase, { token: canary.token, identifyAs: canary.id });
      await t.db
        .update(oauthToken)
        .set({ accessExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthToken.userId, canary.id));
      expect((await canarySocket.closed).code).toBe(4401);
      // Still answered after that sweep: a socket the sweep closed would not answer the ping.
      await socket.roundTrip();
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      // Revoked behind the server's back: no bus message, only the re-check finds it.
      await t.db
        .update(oauthToken)
        .set({ accessExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthToken.userId, user.id));
      expect((await socket.closed).code).toBe(4401);
    });
  });
});

describe.skipIf(!engines().includes('pg'))('two server processes on one PostgreSQL', () => {
  const a = useTestApp('pg');
  const b = useVariantApp(a);
  let baseB: string;

  beforeAll(async () => {
    await listenForSockets(a.app);
    baseB = await listenForSockets(b.app);
  });

  it("delivers a notice made through one to a socket on the other, and the other's sign-out", async () => {
    const user = await signedInUser(a);
    const socket = await openSocket(baseB, { token: user.token, identifyAs: user.id });
    const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
    const res = await a.app.inject({
      method: 'POST',
      url: '/admin/notice/announce',
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: {
        title: '跨进程公告',
        content: '两台服务器',
        sendType: 'users',
        targetIds: [user.id],
      },
    });
    expect(res.statusCode).toBe(200);
    const text = await socket.next((m) => m.startsWith('{'));
    expect(JSON.parse(text)).toMatchObject({
      sendType: 'notice',
      notice: { noticeInfoStr: '跨进程公告', content: '两台服务器', noticeInfoType: 25 },
    });

    // Signing out through A closes the socket held by B.
    await a.app.inject({ method: 'DELETE', url: '/auth/token/logout', headers: user.headers });
    expect((await socket.closed).code).toBe(4401);
  });
});
