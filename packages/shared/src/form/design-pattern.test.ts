import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileDesignPattern } from './design-pattern';

describe('compileDesignPattern', () => {
  it('compiles plain sources and slash literals with flags', () => {
    expect(compileDesignPattern('^\\d+$')?.test('123')).toBe(true);
    expect(compileDesignPattern('/^abc$/i')?.test('ABC')).toBe(true);
    const sticky = compileDesignPattern('/a/gy')!;
    expect(sticky.flags).toBe('');
    expect([sticky.test('a'), sticky.test('a')]).toEqual([true, true]);
  });

  it('gives null for invalid patterns instead of throwing', () => {
    for (const p of ['(', '[a-', '/a/x', '/a/ii', '', 42, null, 'a'.repeat(1001)]) {
      expect(compileDesignPattern(p)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (p) => void compileDesignPattern(p)));
  });
});
