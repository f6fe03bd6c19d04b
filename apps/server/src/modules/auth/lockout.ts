import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockout } from '../../db/schema';

/** Wrong passwords one address may try for one username in a window before it is locked out. */
export const MAX_FAILURES = 5;
/**
 * Wrong passwords for one username (from all addresses together) in a window before each
 * further sign-in of it needs the captcha (even with the sign-in captcha off) and waits.
 */
export const CHALLENGE_AFTER = 5;
/** Wrong passwords from one address (at any usernames) before its sign-ins need the captcha. */
export const ADDRESS_CHALLENGE_AFTER = 20;
export const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

/*
 * Throttle the attacker, not the user (issue #15): counters are kept per key in one table
 * (`login_lockout`, its `username` column holding the key):
 *   sign:<username>|<address>  wrong passwords from one address at one username: past
 *                              MAX_FAILURES that address is locked out of that username for
 *                              LOCK_MS; other addresses are not;
 *   user:<username>            wrong passwords at the username from anywhere: past
 *                              CHALLENGE_AFTER each sign-in of it needs a solved captcha;
 *   addr:<address>             wrong passwords from the address at any username: past
 *                              ADDRESS_CHALLENGE_AFTER each sign-in from it needs the captcha;
 *   pwd:<username>             the lock screen and password change of a signed-in user, a
 *                              counter of its own (a wrong old password never locks sign-in).
 * Counted whether or not the username exists, so a lock or a captcha reveals nothing.
 */

/** One counter an attempt is counted in. */
export interface Counter {
  key: string;
  /** Wrong passwords allowed in a window. */
  allowance: number;
  /** Past the allowance the key is locked (else each attempt is challenged). */
  locks: boolean;
  /** The right password forgets the key's failures (else only its own attempt is let go). */
  rightClears: boolean;
}

const addressOf = (address: string | null) => address ?? '-';

export const counters = {
  signIn: (username: string, address: string | null): Counter => ({
    key: `sign:${username}|${addressOf(address)}`,
    allowance: MAX_FAILURES,
    locks: true,
    rightClears: true,
  }),
  user: (username: string): Counter => ({
    key: `user:${username}`,
    allowance: CHALLENGE_AFTER,
    locks: false,
    rightClears: false,
  }),
  address: (address: string | null): Counter => ({
    key: `addr:${addressOf(address)}`,
    allowance: ADDRESS_CHALLENGE_AFTER,
    locks: false,
    rightClears: false,
  }),
  password: (username: string): Counter => ({
    key: `pwd:${username}`,
    allowance: MAX_FAILURES,
    locks: true,
    rightClears: true,
  }),
};

/** A counter's state once an attempt was taken (counted as pending) in it. */
export interface Taken {
  failures: number;
  /** Attempts in flight, this one included. */
  pending: number;
  lockedUntil: Date | null;
}

/** The statements behind the counters; `modules/auth/throttle.ts` puts them together. */
export interface LockoutStore {
  /**
   * Counts one attempt in flight for each key, in one statement (nothing for a locked key): a
   * new window when the old one is over, else one more pending attempt.
   */
  take(keys: readonly string[], now: Date): Promise<Map<string, Taken>>;
  /** Lets taken attempts go uncounted: they never reached the password check. */
  drop(keys: readonly string[]): Promise<void>;
  /** The taken attempt was a wrong password; a locking key reaching its allowance locks. */
  wrong(counter: Counter, now: Date): Promise<void>;
  /** The taken attempt was the right password. */
  right(list: readonly Counter[]): Promise<void>;
  /** An administrator lifts every lock and count of `username` (all addresses). */
  lift(tx: Db, username: string): Promise<void>;
}

/** Keys in the order their rows are locked: their UTF-8 bytes, as PostgreSQL's "C" collation. */
const inLockOrder = (keys: readonly string[]) =>
  [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));

/** Escapes LIKE's own characters in a username. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createLockoutStore(db: Db): LockoutStore {
  const t = loginLockout;

  async function drop(keys: readonly string[]) {
    if (keys.length === 0) return;
    // One statement: the last attempt of a key without failures leaves no row behind (a
    // separate delete and update could meet a new attempt in between). Rows are locked in
    // the order `take` locks them, so the two never wait for each other in a circle.
    await db.execute(sql`
      with mine as (
        select ${t.key} as key from ${t} where ${t.key} in ${keys}
        order by ${t.key} collate "C" for update
      ), gone as (
        delete from ${t}
        where ${t.key} in (select key from mine) and ${t.failures} = 0 and ${t.pending} <= 1
          and ${t.lockedUntil} is null
        returning ${t.key} as key
      )
      update ${t} set pending = greatest(${t.pending} - 1, 0)
      where ${t.key} in (select key from mine) and ${t.key} not in (select key from gone)`);
  }

  return {
    async take(keys, now) {
      const nowText = now.toISOString();
      const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
      const locked = sql`${t.lockedUntil} > ${nowText}::timestamptz`;
      const stale = sql`${t.windowStartedAt} <= ${windowStart}::timestamptz`;
      const rows = await db
        .insert(t)
        // In byte order, as `drop` locks them.
        .values(
          inLockOrder(keys).map((key) => ({ key, failures: 0, pending: 1, windowStartedAt: now })),
        )
        .onConflictDoUpdate({
          target: t.key,
          set: {
            failures: sql`case when ${locked} then ${t.failures} when ${stale} then 0 else ${t.failures} end`,
            // A new window also forgets attempts of a process that died while checking them.
            pending: sql`case when ${locked} then ${t.pending} when ${stale} then 1 else ${t.pending} + 1 end`,
            windowStartedAt: sql`case when ${locked} or not ${stale} then ${t.windowStartedAt} else ${nowText}::timestamptz end`,
            lockedUntil: sql`case when ${locked} then ${t.lockedUntil} else null end`,
          },
        })
        .returning({
          key: t.key,
          failures: t.failures,
          pending: t.pending,
          lockedUntil: t.lockedUntil,
        });
      return new Map(rows.map(({ key, ...taken }) => [key, taken]));
    },

    drop,

    async wrong(counter, now) {
      const nowText = now.toISOString();
      const reaches = counter.locks
        ? sql`(${t.failures} + 1 >= ${counter.allowance} and (${t.lockedUntil} is null or ${t.lockedUntil} <= ${nowText}::timestamptz))`
        : sql`false`;
      const lockUntil = new Date(now.getTime() + LOCK_MS).toISOString();
      await db
        .update(t)
        .set({
          pending: sql`greatest(${t.pending} - 1, 0)`,
          // The count starts afresh once the lock is over.
          failures: sql`case when ${reaches} then 0 else ${t.failures} + 1 end`,
          lockedUntil: sql`case when ${reaches} then ${lockUntil}::timestamptz else ${t.lockedUntil} end`,
          windowStartedAt: sql`case when ${reaches} then ${nowText}::timestamptz else ${t.windowStartedAt} end`,
        })
        .where(eq(t.key, counter.key));
    },

    async right(list) {
      const cleared = list.filter((c) => c.rightClears).map((c) => c.key);
      if (cleared.length > 0) await db.delete(t).where(inArray(t.key, cleared));
      await drop(list.filter((c) => !c.rightClears).map((c) => c.key));
    },

    async lift(tx, username) {
      const own = [counters.user(username).key, counters.password(username).key];
      // Locked in byte order first, as `take` and `drop` lock them.
      await tx.execute(sql`
        with mine as (
          select ${t.key} as key from ${t}
          where ${t.key} like ${`sign:${literal(username)}|%`} or ${t.key} in ${own}
          order by ${t.key} collate "C" for update
        )
        delete from ${t} where ${t.key} in (select key from mine)`);
    },
  };
}
