import { describe, expect, it } from 'vitest';
import { isIdentifier } from './identifier';

describe('isIdentifier', () => {
  it('accepts letters of any script, digits after the first character and underscore', () => {
    for (const name of ['a', 'field101', '_x', '单价', '数量_2', 'Ab9', '𠀀']) {
      expect(isIdentifier(name)).toBe(true);
    }
  });

  it('refuses digits first, punctuation, reserved and overlong names', () => {
    for (const name of [
      '',
      '1a',
      'a.b',
      'a b',
      'a-b',
      '__proto__',
      'constructor',
      'x'.repeat(65),
    ]) {
      expect(isIdentifier(name)).toBe(false);
    }
    expect(isIdentifier(42)).toBe(false);
  });
});
