import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { appUser, oauthToken } from '../../db/schema';
import { randomToken, sha256 } from '../../core/digest';
import { liveAccess, liveSignIn } from './live-tokens';

/**
 * After a refresh the replaced access token keeps working this long, so requests the client
 * sent just before switching tokens do not fail and sign it out.
 */
export const ROTATION_GRACE_MS = 30_000;
/** last_used_at is a hint for people, not an audit trail: write it at most this often. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
}

export interface NewFamily {
  userId: number;
  clientId: string;
  ip: string | null;
  userAgent: string | null;
}

export interface TokenLifetimes {
  accessTtlMs: number;
  refreshTtlMs: number;
}

export interface ActiveToken {
  tokenId: number;
  familyId: string;
  userId: number;
  username: string;
  accessExpiresAt: Date;
  passwordUpdated: number;
}

type TokenRow = typeof oauthToken.$inferSelect;

export function createTokenStore(db: Db, lifetimes: TokenLifetimes) {
  async function insertPair(
    tx: Db,
    family: NewFamily & { familyId: string; refreshExpiresAt: Date },
    now: Date,
  ): Promise<IssuedTokens> {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    // An access token never outlives the sign-in it belongs to.
    const accessExpiresAt = new Date(
      Math.min(now.getTime() + lifetimes.accessTtlMs, family.refreshExpiresAt.getTime()),
    );
    await tx.insert(oauthToken).values({
      familyId: family.familyId,
      userId: family.userId,
      clientId: family.clientId,
      accessHash: sha256(accessToken),
      refreshHash: sha256(refreshToken),
      ip: family.ip,
      userAgent: family.userAgent?.slice(0, 512) ?? null,
      issuedAt: now,
      accessExpiresAt,
      refreshExpiresAt: family.refreshExpiresAt,
    });
    return { accessToken, refreshToken, accessExpiresAt };
  }

  return {
    /** A sign-in: a new family whose refresh lifetime is counted from now. */
    startFamily(family: NewFamily, now: Date): Promise<IssuedTokens> {
      const refreshExpiresAt = new Date(now.getTime() + lifetimes.refreshTtlMs);
      return insertPair(db, { ...family, familyId: randomUUID(), refreshExpiresAt }, now);
    },

    /**
     * Replaces the pair of a live refresh token with a new pair in the same family, in one
     * transaction. Returns null when the token is no longer live: unknown, already rotated,
     * revoked, expired, or another client's.
     */
    async rotate(
      refreshToken: string,
      clientId: string,
      meta: Pick<NewFamily, 'ip' | 'userAgent'>,
      now: Date,
    ): Promise<IssuedTokens | null> {
      const graceEnd = new Date(now.getTime() + ROTATION_GRACE_MS).toISOString();
      return db.transaction(async (tx) => {
        // Claiming the row in the statement that checks it lets only one refresh win.
        const [old] = await tx
          .update(oauthToken)
          .set({
            rotatedAt: now,
            accessExpiresAt: sql`least(${oauthToken.accessExpiresAt}, ${graceEnd}::timestamptz)`,
          })
          .where(
            and(
              eq(oauthToken.refreshHash, sha256(refreshToken)),
              eq(oauthToken.clientId, clientId),
              isNull(oauthToken.rotatedAt),
              liveSignIn(now),
            ),
          )
          .returning();
        if (!old) return null;
        return insertPair(
          tx,
          {
            userId: old.userId,
            clientId: old.clientId,
            familyId: old.familyId,
            refreshExpiresAt: old.refreshExpiresAt,
            ...meta,
          },
          now,
        );
      });
    },

    /** The row of a refresh token in any state (to tell reuse from garbage). */
    async findByRefresh(refreshToken: string): Promise<TokenRow | null> {
      const [row] = await db
        .select()
        .from(oauthToken)
        .where(eq(oauthToken.refreshHash, sha256(refreshToken)))
        .limit(1);
      return row ?? null;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(oauthToken)
        .set({ revokedAt: now })
        .where(and(eq(oauthToken.familyId, familyId), isNull(oauthToken.revokedAt)));
    },

    /**
     * Of these token rows, the ones whose access token is still live (not revoked, not
     * expired, user enabled): open websockets are re-checked with it in one query.
     */
    async liveIds(tokenIds: readonly number[], now: Date): Promise<Set<number>> {
      if (!tokenIds.length) return new Set();
      const rows = await db
        .select({ id: oauthToken.id })
        .from(oauthToken)
        .innerJoin(appUser, eq(appUser.id, oauthToken.userId))
        .where(
          and(
            // One array parameter: a thousand ids as parameters took PostgreSQL longer to
            // parse than to run (issue #8: every socket's token is re-checked every 45 s).
            inIntArray(oauthToken.id, tokenIds),
            liveAccess(now),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** A live access token of an enabled user, by the token's SHA-256, or null. */
    async findActive(accessHash: string, now: Date): Promise<ActiveToken | null> {
      const [row] = await db
        .select({
          tokenId: oauthToken.id,
          familyId: oauthToken.familyId,
          userId: oauthToken.userId,
          username: appUser.username,
          accessExpiresAt: oauthToken.accessExpiresAt,
          passwordUpdated: appUser.passwordUpdated,
          lastUsedAt: oauthToken.lastUsedAt,
        })
        .from(oauthToken)
        .innerJoin(appUser, eq(appUser.id, oauthToken.userId))
        .where(and(eq(oauthToken.accessHash, accessHash), liveAccess(now)))
        .limit(1);
      if (!row) return null;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await db.update(oauthToken).set({ lastUsedAt: now }).where(eq(oauthToken.id, row.tokenId));
      }
      const { lastUsedAt: _, ...active } = row;
      return active;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
