/** Shared by the notice suites only (not part of the server). */
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { menu, notice, role, roleMenu } from '../../db/schema';
import { bearer, createUser, signIn, type TestApp } from '../../../test/helpers';

export type Harness = Pick<TestApp, 'app' | 'db' | 'config'>;

export interface SignedInUser {
  id: number;
  username: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/** A new user (no notices yet), signed in. */
export async function signedInUser(
  t: Harness,
  fields: Parameters<typeof createUser>[1] = {},
): Promise<SignedInUser> {
  const user = await createUser(t, fields);
  const { access_token } = await signIn(t, user.username, user.password);
  return { ...user, token: access_token, headers: bearer(access_token) };
}

export interface NoticeSpec {
  type?: number;
  readStatus?: 1 | 2;
  minutesAgo?: number;
  text?: string;
  content?: string | null;
  linkArea?: string | null;
  linkId?: string | null;
  approveUserId?: number | null;
}

/** Inserts notices for `recipientId` directly; returns their ids in the given order. */
export async function insertNotices(
  t: Harness,
  recipientId: number,
  specs: NoticeSpec[],
): Promise<number[]> {
  const now = Date.now();
  const rows = await t.db
    .insert(notice)
    .values(
      specs.map((s, i) => ({
        recipientId,
        type: s.type ?? 1,
        readStatus: s.readStatus ?? 1,
        text: s.text ?? `notice ${i}`,
        content: s.content ?? null,
        linkArea: s.linkArea ?? null,
        linkId: s.linkId ?? null,
        approveUserId: s.approveUserId ?? null,
        noticeTime: new Date(now - (s.minutesAgo ?? i) * 60_000),
      })),
    )
    .returning({ id: notice.id });
  return rows.map((r) => r.id);
}

/** Read statuses of the given notices, by id (missing ones are absent). */
export async function statusesOf(t: Harness, ids: number[]): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ id: notice.id, readStatus: notice.readStatus })
    .from(notice)
    .where(inArray(notice.id, ids));
  return new Map(rows.map((r) => [r.id, r.readStatus]));
}

/**
 * A role holding `permission`, whatever grants it at the time: today a button menu granted to
 * the role (the menu is made if the seed has none).
 */
export async function roleWithPermission(t: Harness, permission: string): Promise<string> {
  const code = `perm_${permission}_${Math.random().toString(36).slice(2, 8)}`;
  const [created] = await t.db.insert(role).values({ code, name: code }).returning();
  let [button] = await t.db.select().from(menu).where(eq(menu.permission, permission)).limit(1);
  if (!button) {
    [button] = await t.db
      .insert(menu)
      .values({ kind: 'button', label: permission, permission })
      .returning();
  }
  await t.db.insert(roleMenu).values({ roleId: created!.id, menuId: button!.id });
  return code;
}

/** GET /admin/notice/getUserInfoCount as `user`. */
export async function countsOf(t: Harness, user: SignedInUser, query: Record<string, string> = {}) {
  const res = await t.app.inject({
    url: '/admin/notice/getUserInfoCount',
    query,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    viewAllCount: number;
    viewNotReadCount: number;
    viewReadCount: number;
    typeInfoCount: Record<
      string,
      { viewAllCount: number; viewNotReadCount: number; viewReadCount: number }
    >;
  };
}

/** Makes `app` listen on a free port of 127.0.0.1; returns its ws:// base address. */
export async function listenForSockets(app: Harness['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `ws://127.0.0.1:${address.port}`;
}

export interface SocketOptions {
  /** Signed in with this access token: the handshake takes a ticket asked for with it. */
  token?: string;
  /** This ticket in the handshake's query, as it is. */
  ticket?: string;
  /** More of the handshake's query (`access_token`, to show it is not read). */
  query?: Record<string, string>;
  protocols?: string[];
  headers?: Record<string, string>;
  origin?: string;
  /** Sends `{"userId": n}` once open and waits until the server has taken it. */
  identifyAs?: number;
}

/** A test client of the notice websocket that keeps every message it receives. */
export class TestSocket {
  readonly received: string[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
    });
  }

  /** The first message (from `from` on) that matches, waiting up to `timeoutMs`. */
  async next(match: (text: string) => boolean = () => true, timeoutMs = 5000, from = 0) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find(match);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message in ${timeoutMs} ms: ${this.received}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends `ping` and waits for its `pong`: everything sent before has been handled. */
  async roundTrip(): Promise<void> {
    const from = this.received.length;
    this.ws.send('ping');
    await this.next((m) => m === 'pong', 5000, from);
  }

  /** Pushed notices received so far. */
  notices(): Array<{ sendType: string; notice: { id: number } & Record<string, unknown> }> {
    return this.received.filter((m) => m.startsWith('{')).map((m) => JSON.parse(m));
  }

  async nextNotice(id: number, timeoutMs = 5000) {
    const text = await this.next(
      (m) => m.startsWith('{') && JSON.parse(m).notice?.id === id,
      timeoutMs,
    );
    return JSON.parse(text) as { sendType: string; notice: Record<string, unknown> };
  }

  close(): void {
    this.ws.close();
  }
}

/** POST /auth/socket-ticket with `token`: the ticket, or the status that refused it. */
export async function askTicket(base: string, token: string): Promise<string | number> {
  const res = await fetch(new URL('/auth/socket-ticket', base.replace(/^ws/, 'http')), {
    method: 'POST',
    headers: bearer(token),
  });
  if (res.status !== 200) return res.status;
  return ((await res.json()) as { data: { ticket: string } }).data.ticket;
}

/** The socket, or the status at which asking for its ticket was refused. */
async function connect(base: string, options: SocketOptions): Promise<WebSocket | number> {
  const url = new URL('/websocket/ws', base);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    url.searchParams.set(name, value);
  }
  const ticket = options.token ? await askTicket(base, options.token) : options.ticket;
  if (typeof ticket === 'number') return ticket;
  if (ticket) url.searchParams.set('ticket', ticket);
  return new WebSocket(url.toString(), options.protocols, {
    headers: options.headers,
    ...(options.origin ? { origin: options.origin } : {}),
  });
}

/** Opens a socket (and identifies, if asked); fails the test if the handshake is refused. */
export async function openSocket(base: string, options: SocketOptions): Promise<TestSocket> {
  const ws = await connect(base, options);
  if (typeof ws === 'number') throw new Error(`socket ticket refused: ${ws}`);
  const socket = new TestSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`handshake refused: ${res.statusCode}`)),
    );
    ws.once('error', reject);
  });
  if (options.identifyAs !== undefined) {
    ws.send(JSON.stringify({ userId: options.identifyAs }));
    await socket.roundTrip();
  }
  return socket;
}

/**
 * The HTTP status a refused handshake answers with, or the refused ticket request's (fails if
 * the socket opens).
 */
export async function refusedStatus(base: string, options: SocketOptions): Promise<number> {
  const ws = await connect(base, options);
  if (typeof ws === 'number') return ws;
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      reject(new Error('the handshake was accepted'));
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', () => {});
  });
}
