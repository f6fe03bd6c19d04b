import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockout } from '../../db/schema';

/** Five wrong passwords for one username within 15 minutes lock it for 15 minutes. */
export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

/**
 * Counted per username, whether or not such a user exists, so a lock reveals nothing about
 * which usernames are real.
 *
 * An attempt is claimed (counted) before its password is checked, in one statement: guesses
 * arriving together cannot all pass a "not locked yet" check before any failure is written,
 * so at most MAX_FAILURES passwords per window ever reach scrypt, however many come at once
 * and from however many addresses.
 */
export interface Lockout {
  /**
   * Counts one attempt for `username`. Null when its password may be checked; else the whole
   * minutes to wait: the username is locked, or this window's attempts are all taken (some
   * may still be being checked).
   */
  claim(username: string, now: Date): Promise<number | null>;
  /** The claimed attempt was wrong: the attempt that used up the allowance starts the lock. */
  recordFailure(username: string, now: Date): Promise<void>;
  /** The right password: the count starts afresh. */
  clear(username: string): Promise<void>;
}

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

export function createLockout(db: Db): Lockout {
  return {
    async claim(username, now) {
      const nowText = now.toISOString();
      const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
      const locked = sql`${loginLockout.lockedUntil} > ${nowText}::timestamptz`;
      const stale = sql`${loginLockout.windowStartedAt} <= ${windowStart}::timestamptz`;
      // One statement, so attempts arriving together are each counted before any is checked.
      const [row] = await db
        .insert(loginLockout)
        .values({ username, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginLockout.username,
          set: {
            failures: sql`case when ${locked} then ${loginLockout.failures} when ${stale} then 1 else ${loginLockout.failures} + 1 end`,
            windowStartedAt: sql`case when ${locked} or not ${stale} then ${loginLockout.windowStartedAt} else ${nowText}::timestamptz end`,
          },
        })
        .returning({ failures: loginLockout.failures, lockedUntil: loginLockout.lockedUntil });
      if (row?.lockedUntil && row.lockedUntil > now) return minutesUntil(row.lockedUntil, now);
      if (row && row.failures > MAX_FAILURES)
        return minutesUntil(new Date(now.getTime() + LOCK_MS), now);
      return null;
    },

    async recordFailure(username, now) {
      await db
        .update(loginLockout)
        .set({
          lockedUntil: new Date(now.getTime() + LOCK_MS),
          // The count starts afresh once the lock is over.
          failures: 0,
          windowStartedAt: now,
        })
        .where(
          and(
            eq(loginLockout.username, username),
            gte(loginLockout.failures, MAX_FAILURES),
            or(isNull(loginLockout.lockedUntil), lte(loginLockout.lockedUntil, now)),
          ),
        );
    },

    async clear(username) {
      await db.delete(loginLockout).where(eq(loginLockout.username, username));
    },
  };
}
