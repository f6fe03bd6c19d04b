import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formulaTree, shape } from './arbitraries.test-util';
import { parseFormula } from './parse';
import { printFormula } from './print';

describe('printFormula', () => {
  it('prints only the brackets the tree needs', () => {
    expect(printFormula(parseFormula('(a+b)+(c+d)'))).toBe('a + b + (c + d)');
    expect(printFormula(parseFormula('(a*b)+(c/d)'))).toBe('a * b + c / d');
    expect(printFormula(parseFormula('a/(b*c)'))).toBe('a / (b * c)');
    expect(printFormula(parseFormula('(-a)*(-b)'))).toBe('-a * (-b)');
    expect(printFormula(parseFormula('-(a+b)'))).toBe('-(a + b)');
    expect(printFormula(parseFormula('t.x×2÷（单价−1）'))).toBe('t.x * 2 / (单价 - 1)');
  });

  it('round-trips: parsing the printed text gives the same tree', () => {
    fc.assert(
      fc.property(formulaTree, (tree) => {
        const text = printFormula(tree);
        expect(shape(parseFormula(text).root)).toEqual(shape(tree));
        expect(printFormula(parseFormula(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
