import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FormulaNode } from './ast';
import { COLUMNS, FIELD_NAMES, TABLE, formulaTree } from './arbitraries.test-util';
import {
  evaluateFormula,
  formulaFields,
  roundFormulaValue,
  toFormulaNumber,
  type RowContext,
} from './evaluate';
import { parseFormula } from './parse';

describe('evaluateFormula', () => {
  it('computes with precedence and nested brackets', () => {
    expect(evaluateFormula('1 + 2 * 3', {})).toBe(7);
    expect(evaluateFormula('((1+2)*(3+4))/7', {})).toBe(3);
    expect(evaluateFormula('8-4-2', {})).toBe(2);
    expect(evaluateFormula('2×(−3)', {})).toBe(-6);
    expect(evaluateFormula('-(2-5)', {})).toBe(3);
    expect(evaluateFormula(parseFormula('a * b'), { a: 2.5, b: '4' })).toBe(10);
  });

  it('counts missing and non-numeric values as 0', () => {
    expect(evaluateFormula('a + 1', {})).toBe(1);
    for (const a of [null, undefined, '', 'abc', '1,000', true, {}, [], [1], NaN, Infinity]) {
      expect(evaluateFormula('a + 1', { a })).toBe(1);
    }
    expect(evaluateFormula('a + 1', { a: ' 2.5 ' })).toBe(3.5);
    expect(evaluateFormula('constructor + toString + 1', {})).toBe(1);
    expect(evaluateFormula('a + 1', null)).toBe(1);
    expect(evaluateFormula('a + 1', 'junk')).toBe(1);
  });

  it('sums table.column over all rows outside a row', () => {
    const data = { items: [{ qty: 2 }, { qty: '3' }, { qty: null }, {}, 'junk', null, [7]] };
    expect(evaluateFormula('items.qty', data)).toBe(5);
    expect(evaluateFormula('items.qty * 2', data)).toBe(10);
    expect(evaluateFormula('items.qty', { items: 'not rows' })).toBe(0);
    expect(evaluateFormula('items.qty', {})).toBe(0);
  });

  it("uses the current row's value inside a row of that table", () => {
    const data = {
      items: [
        { qty: 2, price: 3 },
        { qty: 4, price: 5 },
      ],
      rate: 10,
    };
    const row: RowContext = { table: 'items', row: { qty: 2, price: 3 } };
    expect(evaluateFormula('items.qty * items.price', data, row)).toBe(6);
    expect(evaluateFormula('items.qty * items.price', data)).toBe(48);
    expect(evaluateFormula('items.qty * rate', data, row)).toBe(20);
    expect(evaluateFormula('other.qty', { other: [{ qty: 1 }, { qty: 1 }] }, row)).toBe(2);
    expect(evaluateFormula('items.missing + 1', data, row)).toBe(1);
  });

  it('gives 0 for division by zero and any other failure', () => {
    expect(evaluateFormula('1/0', {})).toBe(0);
    expect(evaluateFormula('5 + a/b', { a: 1, b: 0 })).toBe(0);
    expect(evaluateFormula('1/(1/0)', {})).toBe(0);
    expect(evaluateFormula('0/0', {})).toBe(0);
    expect(evaluateFormula('9'.repeat(400), {})).toBe(0);
    expect(evaluateFormula('a * a', { a: 1e200 })).toBe(0);
    expect(evaluateFormula('1 +', {})).toBe(0);
    expect(evaluateFormula('', {})).toBe(0);
  });

  it('drops float noise', () => {
    expect(evaluateFormula('0.1 + 0.2', {})).toBe(0.3);
    expect(evaluateFormula('items.x', { items: [{ x: 0.1 }, { x: 0.2 }] })).toBe(0.3);
    expect(evaluateFormula('1.1 * 3', {})).toBe(3.3);
    expect(evaluateFormula('-0 * 1', {})).toBe(0);
    expect(Object.is(evaluateFormula('0 * -1', {}), -0)).toBe(false);
  });

  it('never throws, whatever the data', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), fc.anything(), (text, data, row) => {
        const value = evaluateFormula(text, data, { table: TABLE, row });
        expect(Number.isFinite(value)).toBe(true);
      }),
    );
  });

  // Values paired with the number they must count as.
  const operandValue = fc.oneof(
    fc.integer({ min: -1000, max: 1000 }).map((n) => [n, n] as const),
    fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((d) => [d, d === 0 ? 0 : d] as const),
    fc.integer({ min: -1000, max: 1000 }).map((n) => [String(n), n] as const),
    fc.constantFrom([null, 0] as const, ['', 0] as const, ['x', 0] as const, [true, 0] as const),
  );

  /** The reference: evaluates the generated tree directly. Throws on a failure. */
  function reference(node: FormulaNode, fields: Map<string, number>, rows: number[][]): number {
    const finite = (x: number): number => {
      if (!Number.isFinite(x)) throw new Error('non-finite');
      return x;
    };
    switch (node.type) {
      case 'number':
        return node.value;
      case 'field':
        return fields.get(node.name) ?? 0;
      case 'column': {
        const i = (COLUMNS as readonly string[]).indexOf(node.column);
        const sum = rows.reduce((s, row) => finite(s + row[i]!), 0);
        return Number(sum.toFixed(10));
      }
      case 'negate':
        return -reference(node.operand, fields, rows);
      case 'binary': {
        const l = reference(node.left, fields, rows);
        const r = reference(node.right, fields, rows);
        if (node.op === '/' && r === 0) throw new Error('division by zero');
        const ops = { '+': l + r, '-': l - r, '*': l * r, '/': l / r };
        return finite(ops[node.op]);
      }
    }
  }

  /** Fully bracketed text with the alternative operator symbols and random spacing. */
  function bracketed(node: FormulaNode, pick: () => number): string {
    const sp = (): string => [' ', '', '  '][pick() % 3]!;
    switch (node.type) {
      case 'number':
        return node.raw;
      case 'field':
        return node.name;
      case 'column':
        return `${node.table}.${node.column}`;
      case 'negate':
        return `(${sp()}${['-', '−'][pick() % 2]}${bracketed(node.operand, pick)})`;
      case 'binary': {
        const symbols = { '+': ['+', '＋'], '-': ['-', '−'], '*': ['*', '×'], '/': ['/', '÷'] };
        const op = symbols[node.op][pick() % 2]!;
        const [open, close] = pick() % 2 ? ['(', ')'] : ['（', '）'];
        return `${open}${bracketed(node.left, pick)}${sp()}${op}${sp()}${bracketed(node.right, pick)}${close}`;
      }
    }
  }

  it('equals a reference evaluation of generated well-formed formulas', () => {
    fc.assert(
      fc.property(
        formulaTree,
        fc.tuple(...FIELD_NAMES.map(() => operandValue)),
        fc.array(fc.tuple(operandValue, operandValue), { maxLength: 4 }),
        fc.infiniteStream(fc.nat()),
        (tree, fieldValues, rowValues, choices) => {
          const data: Record<string, unknown> = {};
          const fields = new Map<string, number>();
          FIELD_NAMES.forEach((name, i) => {
            data[name] = fieldValues[i]![0];
            fields.set(name, fieldValues[i]![1]);
          });
          data[TABLE] = rowValues.map(([q, p]) => ({ [COLUMNS[0]]: q[0], [COLUMNS[1]]: p[0] }));
          const rows = rowValues.map(([q, p]) => [q[1], p[1]]);
          let expected: number;
          try {
            expected = roundFormulaValue(reference(tree, fields, rows));
          } catch {
            expected = 0;
          }
          const iterator = choices[Symbol.iterator]();
          const text = bracketed(tree, () => iterator.next().value ?? 0);
          expect(evaluateFormula(text, data)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('formulaFields', () => {
  it('lists each field and table.column once, in order', () => {
    expect(formulaFields(parseFormula('a + items.qty * a - b / items.qty + 2'))).toEqual([
      'a',
      'items.qty',
      'b',
    ]);
    expect(formulaFields(parseFormula('-(单价 * 2)'))).toEqual(['单价']);
    expect(formulaFields(parseFormula('1 + 2'))).toEqual([]);
  });
});

describe('toFormulaNumber', () => {
  it('reads finite numbers and decimal text only', () => {
    expect(toFormulaNumber(3)).toBe(3);
    expect(toFormulaNumber('-1.5e2')).toBe(-150);
    expect(toFormulaNumber('1e999')).toBe(0);
    expect(toFormulaNumber('0x10')).toBe(0);
    expect(toFormulaNumber(10n)).toBe(0);
    expect(toFormulaNumber('9'.repeat(500))).toBe(0);
  });
});
