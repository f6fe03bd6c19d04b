import * as pg from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { oauthToken } from './oauth';

/**
 * Single-use, seconds-lived tickets that open the notice websocket, so that the handshake's
 * URL never carries the access token (issue #15). A ticket stands for the access token that
 * asked for it; only its SHA-256 is kept, and using it deletes it.
 */
export const socketTicket = pg.pgTable(
  'socket_ticket',
  {
    ticketHash: pg.varchar('ticket_hash', { length: 64 }).primaryKey(),
    tokenId: pg
      .bigint('token_id', { mode: 'number' })
      .notNull()
      .references(() => oauthToken.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [pg.index('socket_ticket_expires_idx').on(t.expiresAt)],
);
