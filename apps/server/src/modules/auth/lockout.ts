import { and, eq, gte, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockout } from '../../db/schema';

/** Wrong passwords one address may try for one username in a window before it is locked out. */
export const MAX_FAILURES = 5;
/**
 * Sign-ins of one username (from all addresses together) in a window before each further one
 * needs the captcha (even with the sign-in captcha off) and is answered more slowly.
 */
export const CHALLENGE_AFTER = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
/** The slow-down of a challenged sign-in: doubling from 250 ms, at most 4 s. */
const SLOW_BASE_MS = 250;
const SLOW_MAX_MS = 4_000;

/*
 * Throttle the attacker, not the user (issue #15): counters are kept per key in one table
 * (`login_lockout`, its `username` column holding the key):
 *   sign:<username>|<address>  wrong passwords from one address: past MAX_FAILURES that address
 *                              is locked out of that username for LOCK_MS; others are not;
 *   user:<username>            the username's attempts from anywhere: past CHALLENGE_AFTER each
 *                              needs a solved captcha and waits a little first;
 *   pwd:<username>             the lock screen and password change of a signed-in user, a
 *                              counter of its own (a wrong old password never locks sign-in).
 * Counted whether or not the username exists, so a lock or a captcha reveals nothing.
 */
export const signInKey = (username: string, address: string | null) =>
  `sign:${username}|${address ?? '-'}`;
export const userKey = (username: string) => `user:${username}`;
export const passwordKey = (username: string) => `pwd:${username}`;

export interface Lockout {
  /**
   * Counts one attempt for `key`, in one statement, before its password is checked: attempts
   * arriving together are each counted, so at most MAX_FAILURES per window reach scrypt. Null
   * when the password may be checked; else the whole minutes to wait.
   */
  claim(key: string, now: Date): Promise<number | null>;
  /** Counts one attempt for `key` and answers how many this window holds (this one too). */
  count(key: string, now: Date): Promise<number>;
  /** The claimed attempt was wrong: the one that used up the allowance starts the lock. */
  recordFailure(key: string, now: Date): Promise<void>;
  /** The right password: these counts start afresh. */
  clear(...keys: string[]): Promise<void>;
  /** An administrator lifts every lock and count of `username` (all addresses). */
  lift(tx: Db, username: string): Promise<void>;
}

/** How long a challenged attempt waits: the `attempt`-th of the window (1-based). */
export function slowDownMs(attempt: number): number {
  if (attempt <= CHALLENGE_AFTER) return 0;
  return Math.min(SLOW_MAX_MS, SLOW_BASE_MS * 2 ** (attempt - CHALLENGE_AFTER - 1));
}

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Escapes LIKE's own characters in a username. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createLockout(db: Db): Lockout {
  /** One statement: a new window, or one more attempt in the current one (none while locked). */
  async function bump(key: string, now: Date) {
    const nowText = now.toISOString();
    const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
    const locked = sql`${loginLockout.lockedUntil} > ${nowText}::timestamptz`;
    const stale = sql`${loginLockout.windowStartedAt} <= ${windowStart}::timestamptz`;
    const [row] = await db
      .insert(loginLockout)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginLockout.key,
        set: {
          failures: sql`case when ${locked} then ${loginLockout.failures} when ${stale} then 1 else ${loginLockout.failures} + 1 end`,
          windowStartedAt: sql`case when ${locked} or not ${stale} then ${loginLockout.windowStartedAt} else ${nowText}::timestamptz end`,
        },
      })
      .returning({ failures: loginLockout.failures, lockedUntil: loginLockout.lockedUntil });
    return row!;
  }

  return {
    async claim(key, now) {
      const row = await bump(key, now);
      if (row.lockedUntil && row.lockedUntil > now) return minutesUntil(row.lockedUntil, now);
      if (row.failures > MAX_FAILURES) return minutesUntil(new Date(now.getTime() + LOCK_MS), now);
      return null;
    },

    async count(key, now) {
      return (await bump(key, now)).failures;
    },

    async recordFailure(key, now) {
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
            eq(loginLockout.key, key),
            gte(loginLockout.failures, MAX_FAILURES),
            or(isNull(loginLockout.lockedUntil), lte(loginLockout.lockedUntil, now)),
          ),
        );
    },

    async clear(...keys) {
      for (const key of keys) await db.delete(loginLockout).where(eq(loginLockout.key, key));
    },

    async lift(tx, username) {
      await tx
        .delete(loginLockout)
        .where(
          or(
            like(loginLockout.key, `sign:${literal(username)}|%`),
            eq(loginLockout.key, userKey(username)),
            eq(loginLockout.key, passwordKey(username)),
          ),
        );
    },
  };
}
