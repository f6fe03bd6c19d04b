import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads';

/** A read that waits until it is finished or failed (in the order reads began), counting calls. */
function controlledRead() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  let calls = 0;
  const read = () => {
    calls++;
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    read,
    calls: () => calls,
    finish: (value: string) => pending.shift()!.resolve(value),
    fail: (error: Error) => pending.shift()!.reject(error),
  };
}

describe('shared reads', () => {
  it('gives callers of one key at one version one read, then keeps its answer', async () => {
    const reads = new SharedReads<string>(10);
    const r = controlledRead();
    const all = Array.from({ length: 50 }, () => reads.at('page', 7, r.read));
    expect(r.calls()).toBe(1);
    r.finish('answer');
    expect(await Promise.all(all)).toEqual(Array(50).fill('answer'));
    expect(await reads.at('page', 7, r.read)).toBe('answer');
    expect(r.calls()).toBe(1);
  });

  it('reads again for another key or a newer version', async () => {
    const reads = new SharedReads<string>(10);
    const r = controlledRead();
    const first = reads.at('page', 7, r.read);
    const other = reads.at('other', 7, r.read);
    const newer = reads.at('page', 8, r.read);
    expect(r.calls()).toBe(3);
    r.finish('a');
    r.finish('b');
    r.finish('c');
    expect([await first, await other, await newer]).toEqual(['a', 'b', 'c']);
  });

  it('never keeps an older version’s answer over a newer one’s', async () => {
    const reads = new SharedReads<string>(10);
    const newer = controlledRead();
    const older = controlledRead();
    const fresh = reads.at('page', 8, newer.read);
    const slow = reads.at('page', 7, older.read);
    newer.finish('new');
    await fresh;
    // The read begun at the older version ends last.
    older.finish('old');
    expect(await slow).toBe('old');
    const again = reads.at('page', 8, newer.read);
    expect(newer.calls()).toBe(1);
    expect(await again).toBe('new');
  });

  it('keeps nothing from a failed read: the next caller reads again', async () => {
    const reads = new SharedReads<string>(10);
    const r = controlledRead();
    const failing = reads.at('page', 7, r.read);
    const waiting = reads.at('page', 7, r.read);
    r.fail(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    await expect(waiting).rejects.toThrow('database gone');
    const again = reads.at('page', 7, r.read);
    expect(r.calls()).toBe(2);
    r.finish('back');
    expect(await again).toBe('back');
  });
});
