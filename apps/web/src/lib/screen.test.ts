import { describe, expect, it } from 'vitest';
import { isSmallScreen, screenClass } from './screen';

describe('screen-size class (SPEC §2, §9 breakpoints)', () => {
  it.each([
    [0, 0],
    [767, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
    [2560, 3],
  ] as const)('width %i is class %i', (width, expected) => {
    expect(screenClass(width)).toBe(expected);
  });

  it('counts classes 0 and 1 as small', () => {
    expect([0, 1, 2, 3].map((c) => isSmallScreen(c as 0 | 1 | 2 | 3))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
