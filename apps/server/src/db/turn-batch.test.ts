import { describe, expect, it } from 'vitest';
import { turnBatch } from './turn-batch';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnBatch', () => {
  it('looks up the keys asked for in one turn with one call, each key once', async () => {
    const calls: number[][] = [];
    const get = turnBatch(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k * 10]));
    });
    const answers = await Promise.all([get(1), get(2), get(1), get(3)]);
    expect(answers).toEqual([10, 20, 10, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('never answers from a call made before the caller asked', async () => {
    let value = 1;
    const started: number[] = [];
    const get = turnBatch(async (keys: string[]) => {
      started.push(value);
      const seen = value;
      await turn();
      return new Map(keys.map((k) => [k, seen]));
    });
    const first = get('v');
    await turn(); // the first call is under way, with value 1
    value = 2; // a write lands…
    const second = get('v'); // …then a request comes: it must see 2
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(started).toEqual([1, 2]);
  });

  it('answers undefined for a key not found, and a failed call fails its callers only', async () => {
    let fail = true;
    const get = turnBatch(async (keys: number[]) => {
      if (fail) throw new Error('down');
      return new Map(keys.filter((k) => k !== 2).map((k) => [k, 'x']));
    });
    await expect(Promise.all([get(1), get(2)])).rejects.toThrow('down');
    fail = false;
    expect(await Promise.all([get(1), get(2)])).toEqual(['x', undefined]);
  });
});

describe('turnBatch under load', () => {
  it('makes one call at a time: who asks during a call waits for it, then goes in one call', async () => {
    const calls: string[][] = [];
    const releases: Array<() => void> = [];
    let value = 1;
    const get = turnBatch(async (keys: string[]) => {
      calls.push(keys);
      const seen = value;
      await new Promise<void>((release) => releases.push(release));
      return new Map(keys.map((k) => [k, seen]));
    });
    const first = get('a');
    while (releases.length < 1) await turn(); // the first call is under way, seeing 1
    value = 2; // a write lands, then three requests come over several turns
    const later = [get('a')];
    await turn();
    later.push(get('b'));
    await turn();
    later.push(get('a'));
    await turn();
    expect(calls).toEqual([['a']]); // nobody else called while the first ran
    releases[0]!();
    expect(await first).toBe(1);
    while (releases.length < 2) await turn();
    expect(calls).toEqual([['a'], ['a', 'b']]); // the three in one call, made after they asked
    releases[1]!();
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
  });

  it('goes on after a failed call: those who waited get the next call', async () => {
    let fail = true;
    const releases: Array<() => void> = [];
    const get = turnBatch(async (keys: number[]) => {
      await new Promise<void>((release) => releases.push(release));
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, k]));
    });
    const first = get(1);
    while (releases.length < 1) await turn();
    const second = get(2);
    releases[0]!();
    await expect(first).rejects.toThrow('down');
    fail = false;
    while (releases.length < 2) await turn();
    releases[1]!();
    expect(await second).toBe(2);
  });
});
