import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockout } from '../../db/schema';

/** Five wrong passwords for one username within 15 minutes lock it for 15 minutes. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

/**
 * Counted per username, whether or not such a user exists, so a lock reveals nothing about
 * which usernames are real.
 */
export interface Lockout {
  /** Whole minutes left of the lock, or null when the username is not locked. */
  minutesLeft(username: string, now: Date): Promise<number | null>;
  recordFailure(username: string, now: Date): Promise<void>;
  clear(username: string): Promise<void>;
}

export function createLockout(db: Db): Lockout {
  return {
    async minutesLeft(username, now) {
      const [row] = await db
        .select({ lockedUntil: loginLockout.lockedUntil })
        .from(loginLockout)
        .where(and(eq(loginLockout.username, username), gt(loginLockout.lockedUntil, now)));
      if (!row?.lockedUntil) return null;
      return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000);
    },

    async recordFailure(username, now) {
      const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
      const stale = sql`${loginLockout.windowStartedAt} <= ${windowStart}::timestamptz`;
      await db.transaction(async (tx) => {
        // One statement, so failures arriving together are all counted.
        const [row] = await tx
          .insert(loginLockout)
          .values({ username, failures: 1, windowStartedAt: now })
          .onConflictDoUpdate({
            target: loginLockout.username,
            set: {
              failures: sql`case when ${stale} then 1 else ${loginLockout.failures} + 1 end`,
              windowStartedAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${loginLockout.windowStartedAt} end`,
            },
          })
          .returning({ failures: loginLockout.failures });
        if (row && row.failures >= MAX_FAILURES) {
          await tx
            .update(loginLockout)
            .set({
              lockedUntil: new Date(now.getTime() + LOCK_MS),
              // The count starts afresh once the lock is over.
              failures: 0,
              windowStartedAt: now,
            })
            .where(eq(loginLockout.username, username));
        }
      });
    },

    async clear(username) {
      await db.delete(loginLockout).where(eq(loginLockout.username, username));
    },
  };
}
