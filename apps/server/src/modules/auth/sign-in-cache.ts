import type { AuthUser } from '../../core/fastify-types';

/**
 * How long a resolved access token is trusted without asking the database again. Everything
 * Depot itself changes (sign-out, revocations, roles, grants, menus, profiles) is forgotten at
 * once in this process, and revocations in every process through the bus; this bounds only a
 * change made in the database by hand, or a bus message lost while its connection was down.
 */
export const SIGN_IN_CACHE_MS = 10_000;
/** Tokens remembered at most; the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  user: AuthUser;
  /** The token's own expiry (ms). */
  expiresAt: number;
  /** When the database must be asked again (ms). */
  staleAt: number;
}

/**
 * Access tokens already resolved to their user, roles and permissions, by token, so a
 * signed-in request costs no database round trip (issue #8: list endpoints at 50
 * connections). The same AuthUser object is handed out while the entry lives: per-token
 * lookups of other areas (the menu tree, the user's info) hang off it with `remember` and go
 * with it.
 */
export function createSignInCache(ttlMs = SIGN_IN_CACHE_MS, maxEntries = MAX_ENTRIES) {
  const byToken = new Map<string, Entry>();
  const memos = new WeakMap<AuthUser, Map<string, Promise<unknown>>>();
  /** Grows with every forget: a lookup that began before one must not be remembered. */
  let generation = 0;

  function drop(test: (user: AuthUser) => boolean): void {
    generation++;
    for (const [token, entry] of byToken) if (test(entry.user)) byToken.delete(token);
  }

  return {
    /** The user of a token still trusted at `now`, or null (ask the database). */
    get(token: string, now: number): AuthUser | null {
      const entry = byToken.get(token);
      if (!entry) return null;
      if (now >= entry.staleAt || now >= entry.expiresAt) {
        byToken.delete(token);
        return null;
      }
      return entry.user;
    },

    /** The forget count now: pass it to `put` with what the database answered after it. */
    generation: () => generation,

    /**
     * Remembers `user` for `token`, unless something was forgotten since `seen` (the database
     * may have answered from before that change).
     */
    put(token: string, user: AuthUser, expiresAt: number, now: number, seen: number): void {
      if (seen !== generation) return;
      byToken.delete(token);
      byToken.set(token, { user, expiresAt, staleAt: now + ttlMs });
      if (byToken.size > maxEntries) byToken.delete(byToken.keys().next().value!);
    },

    /** A sign-in ended (sign-out, revocation, refresh): its tokens are asked about again. */
    forgetFamilies(familyIds: readonly string[]): void {
      if (!familyIds.length) return;
      const ids = new Set(familyIds);
      drop((u) => ids.has(u.familyId));
    },

    /** These users changed (roles, profile, enabled): their tokens are asked about again. */
    forgetUsers(userIds: readonly number[]): void {
      if (!userIds.length) return;
      const ids = new Set(userIds);
      drop((u) => ids.has(u.userId));
    },

    /** Grants, roles or menus changed: every token is asked about again. */
    forgetAll(): void {
      generation++;
      byToken.clear();
    },

    /**
     * `compute()` once per cached sign-in and `key`: later calls with the same AuthUser object
     * get the same promise, until the sign-in is forgotten or goes stale. A failure is not kept.
     */
    remember<T>(user: AuthUser, key: string, compute: () => Promise<T>): Promise<T> {
      let memo = memos.get(user);
      if (!memo) memos.set(user, (memo = new Map()));
      const known = memo.get(key);
      if (known) return known as Promise<T>;
      const result = compute();
      memo.set(key, result);
      result.catch(() => memo.delete(key));
      return result;
    },

    size: () => byToken.size,
  };
}

export type SignInCache = ReturnType<typeof createSignInCache>;

/** What other areas tell the sign-in cache when they change what a sign-in carries. */
export interface SignInChanges {
  forgetUsers(userIds: readonly number[]): void;
  forgetAll(): void;
}

/**
 * `service` with every method but the named reads followed by `forgetAll()`, however it ends:
 * for an area that changes what sign-ins carry (roles and their grants) without knowing of
 * the cache. A new write method is covered without anyone remembering to.
 */
export function forgettingAfterWrites<S extends object>(
  service: S,
  changes: Pick<SignInChanges, 'forgetAll'>,
  reads: ReadonlyArray<keyof S>,
): S {
  const wrapped: Record<string, unknown> = { ...(service as Record<string, unknown>) };
  for (const [name, value] of Object.entries(service)) {
    if (typeof value !== 'function' || reads.includes(name as keyof S)) continue;
    const method = value as (...args: unknown[]) => unknown;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await method.apply(service, args);
      } finally {
        changes.forgetAll();
      }
    };
  }
  return wrapped as S;
}
