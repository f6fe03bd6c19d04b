import { and, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Page, OnlineQuery, OnlineSession } from '@depot/shared';
import { recordAudit, type Actor } from '../../core/audit';
import { NotFound } from '../../core/errors';
import { containsPattern } from '../../core/pagination';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser, oauthToken } from '../../db/schema';
import { liveSignIn } from './live-tokens';

/** Sign-ins (token families) of one user that were just revoked. */
export interface TokenRevocation {
  userId: number;
  familyIds: string[];
}

/**
 * Hears of every revocation made here (a user disabled, deleted, their password reset or
 * changed, a session ended by an administrator), inside the transaction that makes it: what it
 * writes or publishes with `tx` commits or rolls back with the revocation.
 */
export type RevocationListener = (revocation: TokenRevocation, tx: Db) => Promise<void> | void;

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** Live sign-ins: listing them, and ending them for a user or one at a time. */
export function createSessionControl(db: Db) {
  const listeners = new Set<RevocationListener>();

  async function announce(revocation: TokenRevocation, tx: Db): Promise<TokenRevocation> {
    if (revocation.familyIds.length) {
      for (const listener of listeners) await listener(revocation, tx);
    }
    return revocation;
  }

  async function revoke(tx: Db, userId: number, where: SQL | undefined): Promise<TokenRevocation> {
    const now = new Date();
    const rows = await tx
      .update(oauthToken)
      .set({ revokedAt: now })
      .where(and(eq(oauthToken.userId, userId), liveSignIn(now), where))
      .returning({ familyId: oauthToken.familyId });
    return announce({ userId, familyIds: [...new Set(rows.map((r) => r.familyId))] }, tx);
  }

  /** One row per live family: not revoked, refresh not expired, its newest pair not rotated. */
  function liveFamilies(now: Date) {
    return db.$with('families').as(
      db
        .select({
          familyId: oauthToken.familyId,
          userId: oauthToken.userId,
          clientId: sql<string>`min(${oauthToken.clientId})`.as('client_id'),
          signedInAt: sql<Date | string>`min(${oauthToken.issuedAt})`.as('signed_in_at'),
          lastUsedAt: sql<
            Date | string
          >`max(coalesce(${oauthToken.lastUsedAt}, ${oauthToken.issuedAt}))`.as('last_used_at'),
          expiresAt: sql<Date | string>`max(${oauthToken.refreshExpiresAt})`.as('expires_at'),
          ip: sql<
            string | null
          >`(array_agg(${oauthToken.ip} order by ${oauthToken.id} desc))[1]`.as('ip'),
          userAgent: sql<
            string | null
          >`(array_agg(${oauthToken.userAgent} order by ${oauthToken.id} desc))[1]`.as(
            'user_agent',
          ),
        })
        .from(oauthToken)
        .where(liveSignIn(now))
        .groupBy(oauthToken.familyId, oauthToken.userId)
        .having(sql`bool_or(${oauthToken.rotatedAt} is null)`),
    );
  }

  return {
    /** Subscribes to revocations (websockets close on it); returns the unsubscribe function. */
    onTokensRevoked(listener: RevocationListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Ends every live sign-in of a user, but `exceptFamilyId` (the caller's own) if given. */
    revokeUser(
      tx: Db,
      userId: number,
      options: { exceptFamilyId?: string } = {},
    ): Promise<TokenRevocation> {
      const except = options.exceptFamilyId;
      return revoke(tx, userId, except ? ne(oauthToken.familyId, except) : undefined);
    },

    /** GET /admin/online/page: live sign-ins, newest activity first unless sorted otherwise. */
    async page(query: OnlineQuery): Promise<Page<OnlineSession>> {
      const families = liveFamilies(new Date());
      const from = {
        select: db
          .with(families)
          .select({
            familyId: families.familyId,
            userId: families.userId,
            username: appUser.username,
            nickname: appUser.nickname,
            clientId: families.clientId,
            ip: families.ip,
            userAgent: families.userAgent,
            signedInAt: families.signedInAt,
            lastUsedAt: families.lastUsedAt,
            expiresAt: families.expiresAt,
          })
          .from(families)
          .innerJoin(appUser, eq(appUser.id, families.userId)),
        count: db
          .with(families)
          .select({ n: count() })
          .from(families)
          .innerJoin(appUser, eq(appUser.id, families.userId)),
      };
      const page = await readPage(
        from,
        {
          where: (q) => [
            q.username ? ilike(appUser.username, containsPattern(q.username)) : undefined,
          ],
          sorts: {
            username: appUser.username,
            signedInAt: families.signedInAt,
            lastUsedAt: families.lastUsedAt,
          },
          order: [sql`${families.familyId}`],
        },
        query.sort.length
          ? query
          : { ...query, sort: [{ field: 'lastUsedAt', direction: 'desc' }] },
      );
      const records = page.records.map((r) => ({
        ...r,
        signedInAt: toDate(r.signedInAt),
        lastUsedAt: toDate(r.lastUsedAt),
        expiresAt: toDate(r.expiresAt),
      }));
      return { ...page, records };
    },

    /** DELETE /admin/online/{familyId}: signs that session out at once (404 if not live). */
    async kick(actor: Actor, familyId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ userId: oauthToken.userId, username: appUser.username, ip: oauthToken.ip })
          .from(oauthToken)
          .innerJoin(appUser, eq(appUser.id, oauthToken.userId))
          .where(and(eq(oauthToken.familyId, familyId), liveSignIn(new Date())))
          .limit(1);
        if (!owner) throw new NotFound();
        await revoke(tx, owner.userId, eq(oauthToken.familyId, familyId));
        await recordAudit(tx, {
          actor,
          action: 'kick',
          entity: 'session',
          entityId: familyId,
          before: owner,
        });
      });
    },
  };
}

export type SessionControl = ReturnType<typeof createSessionControl>;
