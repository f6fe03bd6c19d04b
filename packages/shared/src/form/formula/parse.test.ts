import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FormulaError } from './formula-error';
import { MAX_FORMULA_DEPTH, parseFormula } from './parse';
import { printFormula } from './print';

function failure(text: string): FormulaError {
  try {
    parseFormula(text);
  } catch (e) {
    if (e instanceof FormulaError) return e;
    throw e;
  }
  throw new Error(`"${text}" parsed`);
}

describe('parseFormula', () => {
  it('applies precedence and left-to-right order', () => {
    expect(printFormula(parseFormula('1+2*3'))).toBe('1 + 2 * 3');
    expect(printFormula(parseFormula('(1+2)*3'))).toBe('(1 + 2) * 3');
    expect(printFormula(parseFormula('8-4-2'))).toBe('8 - 4 - 2');
    expect(printFormula(parseFormula('8-(4-2)'))).toBe('8 - (4 - 2)');
    expect(printFormula(parseFormula('8÷4×2'))).toBe('8 / 4 * 2');
  });

  it('accepts nested and redundant brackets', () => {
    expect(printFormula(parseFormula('((a))'))).toBe('a');
    expect(printFormula(parseFormula('((1 + (2 * (3 - t.c))) / 4)'))).toBe(
      '(1 + 2 * (3 - t.c)) / 4',
    );
    const deep = '('.repeat(MAX_FORMULA_DEPTH) + '1' + ')'.repeat(MAX_FORMULA_DEPTH);
    expect(parseFormula(deep).root).toMatchObject({ type: 'number', value: 1 });
  });

  it('accepts unary minus at the start and after an opening bracket only', () => {
    expect(parseFormula('-a').root).toMatchObject({ type: 'negate', operand: { name: 'a' } });
    expect(printFormula(parseFormula('-a * b + c'))).toBe('-a * b + c');
    expect(printFormula(parseFormula('2 * (-3)'))).toBe('2 * (-3)');
    expect(printFormula(parseFormula('-(-3)'))).toBe('-(-3)');
    expect(failure('1 * -2')).toMatchObject({ code: 'expectedOperand', position: 4 });
    expect(failure('1 - -2').message).toMatch(/negative operand in brackets/);
    expect(failure('--1')).toMatchObject({ code: 'expectedOperand', position: 1 });
    expect(failure('+1')).toMatchObject({ code: 'expectedOperand', position: 0 });
  });

  it.each([
    ['', 'empty', 0],
    ['   ', 'empty', 0],
    [')(', 'unmatchedBracket', 0],
    ['1)', 'unmatchedBracket', 1],
    ['(1))', 'unmatchedBracket', 3],
    ['1++2', 'expectedOperand', 2],
    ['1+', 'expectedOperand', 2],
    ['*1', 'expectedOperand', 0],
    ['a b', 'expectedOperator', 2],
    ['2(3)', 'expectedOperator', 1],
    ['(1)(2)', 'expectedOperator', 3],
    ['(1 2)', 'expectedOperator', 3],
    ['(1', 'unclosedBracket', 0],
    ['((1)', 'unclosedBracket', 0],
    ['()', 'expectedOperand', 1],
    ['(1+)', 'expectedOperand', 3],
    ['1 # 2', 'unexpectedCharacter', 2],
  ])('refuses %j with %s at %i', (text, code, position) => {
    const error = failure(text);
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe(code);
    expect(error.position).toBe(position);
    expect(error.messageKey).toBe(`form.formula.${code}`);
    expect(error.message).toContain(`position ${position}`);
  });

  it('refuses brackets nested too deep', () => {
    const deep = '('.repeat(MAX_FORMULA_DEPTH + 1) + '1' + ')'.repeat(MAX_FORMULA_DEPTH + 1);
    expect(failure(deep)).toMatchObject({ code: 'tooDeep', position: MAX_FORMULA_DEPTH });
  });

  it('throws nothing but FormulaError on any text', () => {
    const formulaish = fc.string({
      unit: fc.constantFrom(...'0123456789.+-*/×÷−()（） ab_价.'.split('')),
      maxLength: 40,
    });
    fc.assert(
      fc.property(fc.oneof(formulaish, fc.string(), fc.string({ unit: 'binary' })), (text) => {
        try {
          parseFormula(text);
        } catch (e) {
          expect(e).toBeInstanceOf(FormulaError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses non-text with a FormulaError', () => {
    expect(() => parseFormula(42 as unknown as string)).toThrow(FormulaError);
  });
});
