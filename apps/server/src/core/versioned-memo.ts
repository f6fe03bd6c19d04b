/**
 * Answers kept in memory with the data version they were read at (notice_version,
 * change_version): one still holds while the version is the same. Bounded: past `max`
 * entries the least recently used goes.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, { version: number; value: T }>();

  constructor(private readonly max: number) {}

  /** The value kept for `key` at `version`, if any. */
  get(key: string, version: number): T | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.version !== version) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.value;
  }

  /** The version kept for `key`, if any (to decide whether a version check is worth it). */
  versionOf(key: string): number | undefined {
    return this.entries.get(key)?.version;
  }

  set(key: string, version: number, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * The value for `key` at `version`: kept, or made by `read` and kept. A null version means
   * the answer cannot be kept (it depends on the clock): always read.
   */
  async at(key: string, version: number | null, read: () => Promise<T>): Promise<T> {
    if (version === null) return read();
    const kept = this.get(key, version);
    if (kept !== undefined) return kept;
    const value = await read();
    this.set(key, version, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
