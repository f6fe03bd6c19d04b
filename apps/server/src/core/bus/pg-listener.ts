import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Listener, OnNotification } from './types';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * A connection of its own that LISTENs (a pooled connection can't: LISTEN belongs to a
 * session). When it fails it is replaced, with a growing pause, until `close()`. Messages
 * sent while it is down are lost: the web client reloads the counts when it opens the drawer.
 */
export async function listenPg(
  url: string,
  channels: readonly string[],
  onNotification: OnNotification,
  log: FastifyBaseLogger,
): Promise<Listener> {
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let dropped = false;
    const drop = (reason: string) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (!closed) {
        log.warn(`bus: listening connection lost (${reason}), reconnecting`);
        scheduleRetry();
      }
    };
    client.on('notification', (message) => onNotification(message.channel, message.payload ?? ''));
    client.on('error', (err) => drop(err.message));
    client.on('end', () => drop('ended'));
    try {
      await client.connect();
      for (const name of channels) await client.query(`LISTEN ${client.escapeIdentifier(name)}`);
    } catch (error) {
      dropped = true;
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = RETRY_FIRST_MS;
  }

  function scheduleRetry(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((err: Error) => {
        log.warn(`bus: reconnect failed (${err.message}), retrying in ${retryMs} ms`);
        scheduleRetry();
      });
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  // A database that can't be reached at start fails the start, loudly.
  await connect();

  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
