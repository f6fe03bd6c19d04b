import { createRequire, Module } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';

// The web build replaces `side-channel` with build/side-channel.cjs (vite.config.ts). These
// tests load qs the same way, with the stand-in in place of the package, and check what the
// http client relies on.
const require = createRequire(import.meta.url);
const shimPath = require.resolve('../../build/side-channel.cjs');
const qsPath = require.resolve('qs');
const sideChannelPath = require.resolve('side-channel', { paths: [qsPath] });

/** How many channels qs asked the stand-in for. */
let channelsMade = 0;

function qsWithShim(): { stringify: (value: unknown, options?: object) => string } {
  const saved = { ...require.cache };
  for (const key of Object.keys(require.cache)) {
    if (/[\\/]node_modules[\\/]qs[\\/]/.test(key)) delete require.cache[key];
  }
  const stand = new Module(sideChannelPath);
  const getSideChannel = require(shimPath) as () => unknown;
  stand.exports = () => {
    channelsMade += 1;
    return getSideChannel();
  };
  stand.loaded = true;
  require.cache[sideChannelPath] = stand;
  const qs = require('qs');
  afterAll(() => {
    for (const key of Object.keys(require.cache)) delete require.cache[key];
    Object.assign(require.cache, saved);
  });
  return qs;
}

const qs = qsWithShim();

describe('qs with the side-channel stand-in', () => {
  it('writes query strings as the http client sends them', () => {
    expect(
      qs.stringify(
        { current: 2, status: ['submitted', 'paused'], range: { from: 'a', to: 'b' } },
        { arrayFormat: 'repeat' },
      ),
    ).toBe('current=2&status=submitted&status=paused&range%5Bfrom%5D=a&range%5Bto%5D=b');
    expect(channelsMade).toBeGreaterThan(0);
  });

  it('still refuses a cycle instead of looping forever', () => {
    const node: Record<string, unknown> = { name: 'a' };
    node.self = node;
    expect(() => qs.stringify({ node })).toThrow(new RangeError('Cyclic object value'));
  });

  it('lets the same object appear twice when it is not a cycle', () => {
    const shared = { id: 1 };
    expect(qs.stringify({ a: shared, b: shared })).toBe('a%5Bid%5D=1&b%5Bid%5D=1');
  });

  it('keeps the contract: has, get, set, delete and assert, for object and other keys', () => {
    const getSideChannel = require(shimPath) as () => {
      has(key: unknown): boolean;
      get(key: unknown): unknown;
      set(key: unknown, value: unknown): void;
      delete(key: unknown): boolean;
      assert(key: unknown): void;
    };
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 'object');
    channel.set('text', 'string');
    expect([channel.get(key), channel.get('text')]).toEqual(['object', 'string']);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(channel.has('text')).toBe(true);
  });
});
