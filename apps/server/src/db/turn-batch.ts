/**
 * Looks up keys in batches: every key asked for during one turn of the event loop (the
 * requests whose bytes arrived together) is looked up by one call, made in the next turn.
 *
 * Each caller's answer comes from a call made after the caller asked, so it is at least as
 * new as the moment of asking: a write acknowledged before a request came is seen by it.
 * Batching only saves round trips (issue #8: at 50 connections most of a cached read's
 * time was its one-row version check).
 */
export function turnBatch<K, V>(
  lookup: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
): (key: K) => Promise<V | undefined> {
  let waiting: Map<K, Array<(outcome: { value?: V; error?: unknown }) => void>> | null = null;

  async function flush(batch: NonNullable<typeof waiting>): Promise<void> {
    let found: ReadonlyMap<K, V> | null = null;
    let failure: unknown = null;
    try {
      found = await lookup([...batch.keys()]);
    } catch (error) {
      failure = error ?? new Error('lookup failed');
    }
    for (const [key, settle] of batch) {
      for (const one of settle) one(found ? { value: found.get(key) } : { error: failure });
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<K, Array<(outcome: { value?: V; error?: unknown }) => void>>();
        waiting = batch;
        setImmediate(() => {
          waiting = null;
          void flush(batch);
        });
      }
      const settle = (outcome: { value?: V; error?: unknown }) =>
        'error' in outcome ? reject(outcome.error) : resolve(outcome.value);
      const list = waiting.get(key);
      if (list) list.push(settle);
      else waiting.set(key, [settle]);
    });
}
