import { VersionedMemo } from './versioned-memo';

/**
 * A VersionedMemo whose reads are shared while they run: callers asking for the same key at
 * the same version while it is being read wait for that one read instead of each starting
 * their own. After a write moves the version, the 50 connections of a busy list would
 * otherwise all count 1,000,000 rows at once (issue #16). A failed read is not kept: the next
 * caller reads again.
 */
export class SharedReads<T> {
  private readonly kept: VersionedMemo<T>;
  private readonly running = new Map<string, Promise<T>>();

  constructor(max: number) {
    this.kept = new VersionedMemo<T>(max);
  }

  /** The value for `key` at `version`: kept, being read, or read now by `read` and kept. */
  at(key: string, version: number, read: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key, version);
    if (kept !== undefined) return Promise.resolve(kept);
    const flight = `${version}\u0000${key}`;
    const running = this.running.get(flight);
    if (running) return running;
    const reading = read()
      .then((value) => {
        // Versions only grow: an answer read at an older one never replaces a newer one's.
        if ((this.kept.versionOf(key) ?? -Infinity) <= version) this.kept.set(key, version, value);
        return value;
      })
      .finally(() => this.running.delete(flight));
    this.running.set(flight, reading);
    return reading;
  }
}
