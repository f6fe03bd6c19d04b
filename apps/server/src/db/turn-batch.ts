/** A caller waiting for its key's value. */
interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Looks up keys in batches: every key asked for during one turn of the event loop (the
 * requests whose bytes arrived together) is looked up by one call, made in the next turn; and
 * while a call is under way, the keys asked for meanwhile wait for it to end and then go
 * together in one call. One call at a time: under load (issue #14: 50 connections, most of a
 * cached list's database work its version check) a call serves everyone who came during the
 * last one's round trip instead of the few of one turn.
 *
 * Each caller's answer comes from a call made after the caller asked, so it is at least as
 * new as the moment of asking: a write acknowledged before a request came is seen by it.
 */
export function turnBatch<K, V>(
  lookup: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
): (key: K) => Promise<V | undefined> {
  /** Who asked since the last call was made, by key. */
  let waiting = new Map<K, Waiter<V>[]>();
  /** A call is made or about to be (in the next turn). */
  let busy = false;

  async function flush(): Promise<void> {
    const batch = waiting;
    waiting = new Map();
    let found: ReadonlyMap<K, V> | null = null;
    let failure: unknown = null;
    try {
      found = await lookup([...batch.keys()]);
    } catch (error) {
      failure = error ?? new Error('lookup failed');
    }
    for (const [key, waiters] of batch) {
      for (const one of waiters) {
        if (found) one.resolve(found.get(key));
        else one.reject(failure);
      }
    }
    // Those who asked while this call ran go next, in a call made after they asked.
    if (waiting.size > 0) void flush();
    else busy = false;
  }

  // No function is made per call but the promise's own (issue #14: under tsx, each named
  // closure costs a call that defines its name, on every request of a hot list).
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const list = waiting.get(key);
      if (list) list.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!busy) {
        busy = true;
        setImmediate(() => void flush());
      }
    });
}
