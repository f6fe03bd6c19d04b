/**
 * The rows `read` answers for `keys` in one query (an `inArray`), as a map by `entry`: the
 * records an import or a document names, looked up at once instead of one by one. With no keys
 * nothing is asked.
 */
export async function readByKeys<K, R, MK, MV>(
  keys: readonly K[],
  read: (keys: K[]) => PromiseLike<R[]>,
  entry: (row: R) => readonly [MK, MV],
): Promise<Map<MK, MV>> {
  return new Map(keys.length ? (await read([...keys])).map(entry) : []);
}
