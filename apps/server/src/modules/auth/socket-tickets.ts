import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser, oauthToken, socketTicket } from '../../db/schema';
import { randomToken, sha256 } from '../../core/digest';

/** Long enough to open the socket right after asking, too short to be worth stealing. */
export const SOCKET_TICKET_TTL_MS = 20_000;

/** The sign-in a redeemed ticket stands for (its access token's row and user). */
export interface TicketHolder {
  tokenId: number;
  familyId: string;
  userId: number;
  username: string;
  passwordUpdated: number;
}

/**
 * Tickets for the notice websocket's handshake (a browser cannot set its headers): asked for
 * with the access token over HTTP, then sent once in the socket's URL. They live in the
 * database so that any process can take one another issued.
 */
export function createSocketTickets(db: Db) {
  return {
    async issue(tokenId: number, now: Date): Promise<{ ticket: string; expiresAt: Date }> {
      const ticket = randomToken();
      const expiresAt = new Date(now.getTime() + SOCKET_TICKET_TTL_MS);
      // Tickets nobody used go with the next one asked for (an index keeps this cheap).
      await db.delete(socketTicket).where(lt(socketTicket.expiresAt, now));
      await db.insert(socketTicket).values({ ticketHash: sha256(ticket), tokenId, expiresAt });
      return { ticket, expiresAt };
    },

    /**
     * Uses up a ticket: deleted and checked in one statement, so two handshakes with the same
     * ticket cannot both succeed. Null when it is unknown, used, expired, or its access token
     * no longer works (revoked, expired, user disabled).
     */
    async redeem(ticket: string, now: Date): Promise<TicketHolder | null> {
      const result = (await db.execute(sql`
        with used as (
          delete from ${socketTicket} where ticket_hash = ${sha256(ticket)}
          returning token_id, expires_at
        )
        select t.id as "tokenId", t.family_id as "familyId", t.user_id as "userId",
               u.username, u.password_updated as "passwordUpdated"
        from used
        join ${oauthToken} t on t.id = used.token_id
        join ${appUser} u on u.id = t.user_id
        where used.expires_at > ${now.toISOString()}::timestamptz
          and t.revoked_at is null
          and t.access_expires_at > ${now.toISOString()}::timestamptz
          and u.enabled`)) as unknown as { rows: Array<Record<keyof TicketHolder, unknown>> };
      const [row] = result.rows;
      if (!row) return null;
      return {
        tokenId: Number(row.tokenId),
        familyId: String(row.familyId),
        userId: Number(row.userId),
        username: String(row.username),
        passwordUpdated: Number(row.passwordUpdated),
      };
    },
  };
}

export type SocketTickets = ReturnType<typeof createSocketTickets>;
