import type { Notice } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import type { Language } from '../i18n';
import { listenPg } from './pg-listener';
import { listenPglite } from './pglite-listener';
import type { Listener, OnNotification } from './types';

/**
 * What travels on the bus, by channel. Payloads stay small (ids, not records): PostgreSQL
 * refuses a NOTIFY payload of 8000 bytes or more, and every process loads what it needs.
 */
export interface BusChannels {
  /**
   * New notices as [noticeId, recipientId] pairs: each process pushes those of its sockets.
   * `t`, when it fits, is what the notices share (all but id and recipient) in each language,
   * so the push needs no database read; without it each process loads them.
   */
  notice: { n: Array<[number, number]>; t?: SharedNotice };
  /** A sign-in (token family) was revoked: the sockets opened with its tokens close. */
  token_revoked: { familyId: string };
}

export type BusChannel = keyof BusChannels;

/** What a push's notices have in common, in each language. */
export type SharedNotice = Readonly<Record<Language, Omit<Notice, 'id'>>>;

const CHANNELS: readonly BusChannel[] = ['notice', 'token_revoked'];

/** Bytes of JSON one message may carry (PostgreSQL's limit is below 8000). */
export const BUS_PAYLOAD_MAX_BYTES = 7900;

/** PostgreSQL channel names are identifiers: prefixed so other software on the database can't clash. */
const pgChannel = (channel: BusChannel) => `depot_${channel}`;

/**
 * Publish/subscribe between every server process on one database, over PostgreSQL
 * LISTEN/NOTIFY (DESIGN §1). A message reaches every process, this one included.
 */
export interface Bus {
  /**
   * Sends a message. Given a transaction (`via`), it is delivered only when that
   * transaction commits, and never after a rollback: NOTIFY is transactional.
   */
  publish<C extends BusChannel>(channel: C, payload: BusChannels[C], via?: Db): Promise<void>;
  /** Calls `handler` for each message on `channel`; returns the unsubscribe function. */
  subscribe<C extends BusChannel>(
    channel: C,
    handler: (payload: BusChannels[C]) => void | Promise<void>,
  ): () => void;
  close(): Promise<void>;
}

type Handler = (payload: unknown) => void | Promise<void>;

/**
 * The bus of one process: on PostgreSQL a dedicated listening connection (reconnecting after
 * errors), on PGlite its in-process LISTEN.
 */
export async function createBus(database: Database, log: FastifyBaseLogger): Promise<Bus> {
  const handlers = new Map<string, Set<Handler>>(CHANNELS.map((c) => [pgChannel(c), new Set()]));

  const dispatch: OnNotification = (name, text) => {
    const set = handlers.get(name);
    if (!set?.size) return;
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      log.warn({ channel: name }, 'bus: payload is not JSON, ignored');
      return;
    }
    // Later, not inside the driver's callback: a handler may query the database, and PGlite
    // calls listeners while it still holds its only connection.
    setImmediate(() => {
      for (const handler of set) {
        Promise.resolve()
          .then(() => handler(payload))
          .catch((err: unknown) => log.error({ err, channel: name }, 'bus: handler failed'));
      }
    });
  };

  const names = CHANNELS.map(pgChannel);
  const source = database.listenSource;
  const listener: Listener =
    source.driver === 'pglite'
      ? await listenPglite(source.client, names, dispatch)
      : await listenPg(source.url, names, dispatch, log);

  return {
    async publish(channel, payload, via) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text, 'utf8') > BUS_PAYLOAD_MAX_BYTES) {
        throw new Error(`bus: ${channel} payload over ${BUS_PAYLOAD_MAX_BYTES} bytes`);
      }
      await (via ?? database.db).execute(sql`select pg_notify(${pgChannel(channel)}, ${text})`);
    },

    subscribe(channel, handler) {
      const set = handlers.get(pgChannel(channel))!;
      const entry = handler as Handler;
      set.add(entry);
      return () => set.delete(entry);
    },

    close: () => listener.close(),
  };
}

/**
 * A listener for revoked sign-ins (token families): publishes each on `token_revoked` with
 * the revoking transaction, so once it commits the sockets of those sign-ins close in every
 * process. Register it wherever tokens are revoked in bulk (sessions.onTokensRevoked).
 */
export function publishRevocations(bus: Bus) {
  return async (revocation: { familyIds: readonly string[] }, tx?: Db): Promise<void> => {
    for (const familyId of revocation.familyIds) {
      await bus.publish('token_revoked', { familyId }, tx);
    }
  };
}
