import type { PushNoticeMessage } from '@depot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import type { SharedNotice } from '../../core/bus';
import type { Language } from '../../core/i18n';
import type { notice } from '../../db/schema';
import { toNotice } from './service';

/** Websocket close codes of the notice socket (4000–4999 are the application's). */
export const CLOSE = {
  /** The token stopped working: revoked (sign-out), expired or the user disabled. */
  unauthorized: 4401,
  /** The identification message names another user than the token's. */
  wrongUser: 4403,
  /** No identification message came in time. */
  notIdentified: 4408,
} as const;

/** Longest client message read; longer ones are ignored (the client only sends ping and ids). */
export const MESSAGE_MAX_BYTES = 1024;
/** A client pings every 50 s (SPEC §9); silence this long means it is gone. */
const IDLE_MS = 150_000;
const IDENTIFY_MS = 30_000;
/** A socket this far behind in reading is not sent more. */
const BACKLOG_MAX_BYTES = 1 << 20;
/** Token ids per liveness query (one array parameter: 10,000 take PostgreSQL ~17 ms). */
const RECHECK_CHUNK = 10_000;

/** One open socket: a handful of numbers beside the ws object, nothing of the request. */
interface Client {
  ws: WebSocket;
  userId: number;
  tokenId: number;
  familyId: string;
  /** The language the client asked its notices in. */
  language: Language;
  identified: boolean;
  openedAt: number;
  lastSeen: number;
}

export interface SocketUser {
  userId: number;
  tokenId: number;
  familyId: string;
  language: Language;
}

export interface SocketHubDeps {
  /** Of these token rows, the ones that still authenticate. */
  liveTokenIds: (tokenIds: readonly number[]) => Promise<Set<number>>;
  /** Loads notices by id for the push. */
  loadNotices: (ids: readonly number[]) => Promise<Array<typeof notice.$inferSelect>>;
  log: FastifyBaseLogger;
}

/** The open notice sockets of this process, by user. */
export function createSocketHub({ liveTokenIds, loadNotices, log }: SocketHubDeps) {
  const clients = new Set<Client>();
  /** Identified clients only: pushes go to them. */
  const byUser = new Map<number, Set<Client>>();

  function remove(client: Client): void {
    clients.delete(client);
    const set = byUser.get(client.userId);
    if (set?.delete(client) && set.size === 0) byUser.delete(client.userId);
  }

  function identify(client: Client): void {
    if (client.identified) return;
    client.identified = true;
    let set = byUser.get(client.userId);
    if (!set) byUser.set(client.userId, (set = new Set()));
    set.add(client);
  }

  function close(client: Client, code: number, reason: string): void {
    remove(client);
    client.ws.close(code, reason);
  }

  /**
   * Sends the text `textIn` gives for each socket's language on every open socket of `userId`
   * that is keeping up with its reading.
   */
  function sendTo(userId: number, textIn: (language: Language) => string): void {
    for (const client of byUser.get(userId) ?? []) {
      if (client.ws.readyState !== client.ws.OPEN) continue;
      if (client.ws.bufferedAmount > BACKLOG_MAX_BYTES) continue;
      client.ws.send(textIn(client.language));
    }
  }

  function onMessage(client: Client, data: WebSocket.RawData, isBinary: boolean): void {
    client.lastSeen = Date.now();
    const bytes = Array.isArray(data)
      ? data.reduce((sum, part) => sum + part.length, 0)
      : data.byteLength;
    if (isBinary || bytes > MESSAGE_MAX_BYTES) return;
    const text = (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer))
      .toString('utf8')
      .trim();
    if (text === 'ping') {
      client.ws.send('pong');
      return;
    }
    const userId = identification(text);
    if (userId === null) return; // not a message we know: ignored
    if (userId !== client.userId) close(client, CLOSE.wrongUser, 'identification mismatch');
    else identify(client);
  }

  return {
    /** Takes a socket whose handshake authenticated `user`. */
    add(ws: WebSocket, user: SocketUser): void {
      const now = Date.now();
      const client: Client = { ws, ...user, identified: false, openedAt: now, lastSeen: now };
      clients.add(client);
      ws.on('message', (data, isBinary) => onMessage(client, data, isBinary));
      ws.on('close', () => remove(client));
    },

    /**
     * Pushes new notices ([id, recipient] pairs from the bus) to this process's sockets; with
     * `shared` (what they have in common) they are not read back from the database.
     */
    async push(
      pairs: ReadonlyArray<readonly [number, number]>,
      shared?: SharedNotice,
    ): Promise<void> {
      const mine = pairs.filter(([, userId]) => byUser.has(userId));
      if (!mine.length) return;
      if (shared) {
        // The notices differ only by id: the message is written once per language and each
        // id spliced in, not an object built and stringified per recipient (a role step
        // tells thousands).
        const split = new Map<Language, [string, string]>();
        const parts = (language: Language) => {
          let found = split.get(language);
          if (!found) {
            const notice = { id: 0 as const, ...shared[language] };
            split.set(language, (found = splitAtId({ sendType: 'notice', notice })));
          }
          return found;
        };
        for (const [id, recipientId] of mine) {
          sendTo(recipientId, (language) => {
            const [head, tail] = parts(language);
            return `${head}${id}${tail}`;
          });
        }
        return;
      }
      // A group notice (one id for many recipients) comes once: each pair says whose it is.
      const rows = new Map(
        (await loadNotices([...new Set(mine.map(([id]) => id))])).map((r) => [r.id, r]),
      );
      for (const [id, recipientId] of mine) {
        const row = rows.get(id);
        if (!row) continue;
        sendTo(recipientId, (language) => {
          const message: PushNoticeMessage = {
            sendType: 'notice',
            notice: toNotice(row, language),
          };
          return JSON.stringify(message);
        });
      }
    },

    /** A sign-in ended (in any process): its sockets close now. */
    closeFamily(familyId: string): void {
      for (const client of clients) {
        if (client.familyId === familyId) close(client, CLOSE.unauthorized, 'token revoked');
      }
    },

    /**
     * The periodic sweep: sockets whose token no longer works close (4401), so do sockets
     * never identified (4408) and silent ones (their peer is gone).
     */
    async recheck(): Promise<void> {
      const now = Date.now();
      for (const client of clients) {
        if (now - client.lastSeen > IDLE_MS) {
          remove(client);
          client.ws.terminate();
        } else if (!client.identified && now - client.openedAt > IDENTIFY_MS) {
          close(client, CLOSE.notIdentified, 'identification expected');
        }
      }
      const checked = new Set([...clients].map((c) => c.tokenId));
      const tokenIds = [...checked];
      const live = new Set<number>();
      for (let i = 0; i < tokenIds.length; i += RECHECK_CHUNK) {
        for (const id of await liveTokenIds(tokenIds.slice(i, i + RECHECK_CHUNK))) live.add(id);
      }
      for (const client of clients) {
        // A socket opened during the query is checked next time.
        if (checked.has(client.tokenId) && !live.has(client.tokenId)) {
          close(client, CLOSE.unauthorized, 'token no longer valid');
        }
      }
      log.debug({ sockets: clients.size }, 'notice sockets re-checked');
    },

    size: () => clients.size,
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;

/**
 * A push message whose notice's id is 0 and its first field, as the text before and after that
 * 0: `${head}${id}${tail}` is the message of the notice with that id.
 */
function splitAtId(message: PushNoticeMessage & { notice: { id: 0 } }): [string, string] {
  const text = JSON.stringify(message);
  const head = '{"sendType":"notice","notice":{"id":';
  if (!text.startsWith(`${head}0`)) throw new Error('push message: the id is not its first field');
  return [head, text.slice(head.length + 1)];
}

/** `{"userId": n}` → n; anything else → null. */
function identification(text: string): number | null {
  if (!text.startsWith('{')) return null;
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const userId = (message as { userId?: unknown }).userId;
  const n = typeof userId === 'string' && /^\d+$/.test(userId) ? Number(userId) : userId;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}
