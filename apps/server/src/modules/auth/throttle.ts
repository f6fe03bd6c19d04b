import type { Db } from '../../db/client';
import { createLockoutStore, type Counter, type Taken } from './lockout';
import { waitInLine, wakeNext } from './waiting-line';

/** The slow-down of a challenged attempt: 250 ms past the allowance, doubling, at most 4 s. */
const SLOW_BASE_MS = 250;
export const SLOW_MAX_MS = 4_000;
/**
 * How long an attempt waits while others in flight fill a counter's allowance (they may turn
 * out right and give it back) and none of them finishes, before it is taken as past the
 * allowance: attempts of a process that died stay in flight until the window ends.
 */
const CROWD_WAIT_MS = 10_000;
/** Another process's attempts finishing are not heard of here: look again this often. */
const CROWD_POLL_MS = 1_000;

/** The added wait of an attempt `excess` wrong passwords past a counter's allowance. */
export function slowDownMs(excess: number): number {
  return excess < 0 ? 0 : Math.min(SLOW_MAX_MS, SLOW_BASE_MS * 2 ** excess);
}

/** An attempt counted in its counters, to be settled once its password is checked. */
export interface Attempt {
  /** Some counter is past its allowance: the attempt needs a solved captcha. */
  challenged: boolean;
  /** How long to wait before checking the password (0 when not challenged). */
  slowDownMs: number;
  wrong(): Promise<void>;
  right(): Promise<void>;
  /** Never checked (a missing captcha, an error): counted nowhere. No-op once settled. */
  drop(): Promise<void>;
}

export type Claim =
  | { outcome: 'locked'; minutes: number }
  /** A locking counter stayed full of attempts in flight: try again in a few seconds. */
  | { outcome: 'crowded' }
  | ({ outcome: 'go' } & Attempt);

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

type State = 'free' | 'busy' | 'over';

function stateOf(counter: Counter, taken: Taken): State {
  if (taken.failures >= counter.allowance) return 'over';
  return taken.failures + taken.pending > counter.allowance ? 'busy' : 'free';
}

/**
 * Counts an attempt in every counter before its password is checked, so attempts arriving
 * together cannot outrun an allowance: while the failures and the attempts in flight would
 * exceed it, a new attempt waits for those to finish (a right password gives its place back),
 * so concurrent right passwords are never refused and wrong ones stay within the allowance.
 */
export function createThrottle(db: Db) {
  const store = createLockoutStore(db);

  /** Lets taken attempts go; `announce`: waiters may find room now. */
  async function dropAll(keys: readonly string[], announce: boolean) {
    await store.drop(keys);
    if (announce) for (const key of keys) wakeNext(key);
  }

  function attempt(taken: [Counter, Taken][], now: Date, crowdedOver: boolean): Claim {
    let challenged = false;
    let slow = 0;
    for (const [counter, state] of taken) {
      const s = stateOf(counter, state);
      if (s === 'free' || (s === 'busy' && !crowdedOver)) continue;
      if (counter.locks) return { outcome: 'crowded' };
      challenged = true;
      slow = Math.max(slow, slowDownMs(state.failures - counter.allowance));
    }
    const keys = taken.map(([c]) => c.key);
    let open = true;
    const settle = async (how: () => Promise<void>) => {
      if (!open) return;
      open = false;
      await how();
      for (const key of keys) wakeNext(key);
    };
    return {
      outcome: 'go',
      challenged,
      slowDownMs: slow,
      wrong: () =>
        settle(async () => {
          for (const [counter] of taken) await store.wrong(counter, now);
        }),
      right: () => settle(() => store.right(taken.map(([c]) => c))),
      drop: () => settle(() => store.drop(keys)),
    };
  }

  return {
    store,

    async claim(list: readonly Counter[], now: Date): Promise<Claim> {
      const keys = list.map((c) => c.key);
      // Waiting is given up only after CROWD_WAIT_MS in which nothing was seen to finish: no
      // attempt here woke this one, no failure was counted.
      let idleSince = performance.now();
      let seen = '';
      let waitedOn: string | null = null;
      const decided = async (claim: Claim) => {
        // The next in line may be able to decide now too (the same lock, the same challenge).
        if (waitedOn) wakeNext(waitedOn);
        return claim;
      };
      for (;;) {
        const states = await store.take(keys, now);
        const taken = list.map((c): [Counter, Taken] => [c, states.get(c.key)!]);
        const isLocked = ([, s]: [Counter, Taken]) => !!s.lockedUntil && s.lockedUntil > now;
        const locked = taken.find(isLocked);
        if (locked) {
          // A locked key counted nothing; the others are let go.
          const others = taken.filter((entry) => !isLocked(entry)).map(([c]) => c.key);
          await dropAll(others, true);
          return decided({ outcome: 'locked', minutes: minutesUntil(locked[1].lockedUntil!, now) });
        }
        const crowded = taken.filter(([c, s]) => stateOf(c, s) === 'busy').map(([c]) => c.key);
        const state = taken.map(([, s]) => s.failures).join();
        if (state !== seen) [seen, idleSince] = [state, performance.now()];
        const idle = performance.now() - idleSince;
        if (crowded.length === 0 || idle >= CROWD_WAIT_MS) {
          const claim = attempt(taken, now, crowded.length > 0);
          if (claim.outcome === 'crowded') await dropAll(keys, true);
          return decided(claim);
        }
        // In line before letting go, so an attempt finishing meanwhile wakes this one; letting
        // go of a place taken while there was none frees nothing, so it wakes no one.
        waitedOn = crowded[0]!;
        const { woken } = waitInLine(waitedOn, Math.min(CROWD_POLL_MS, CROWD_WAIT_MS - idle));
        await dropAll(keys, false);
        if (await woken) idleSince = performance.now();
      }
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
