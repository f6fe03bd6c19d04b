import fc from 'fast-check';
import type { FormulaNode } from './ast';

/** fast-check generators of formula trees, shared by the formula property tests. */
export const FIELD_NAMES = ['a', 'b', '单价'] as const;
export const TABLE = 'items';
export const COLUMNS = ['qty', 'price'] as const;

const numberNode = fc
  .tuple(fc.nat(1000), fc.option(fc.nat(999), { nil: undefined }))
  .map(([int, frac]): FormulaNode => {
    const raw = frac === undefined ? String(int) : `${int}.${frac}`;
    return { type: 'number', value: Number(raw), raw, pos: 0 };
  });
const fieldNode = fc
  .constantFrom(...FIELD_NAMES)
  .map((name): FormulaNode => ({ type: 'field', name, pos: 0 }));
const columnNode = fc
  .constantFrom(...COLUMNS)
  .map((column): FormulaNode => ({ type: 'column', table: TABLE, column, pos: 0 }));

export const formulaTree: fc.Arbitrary<FormulaNode> = fc.letrec<{ node: FormulaNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numberNode,
    fieldNode,
    columnNode,
    tie('node').map((operand): FormulaNode => ({ type: 'negate', operand, pos: 0 })),
    fc
      .record({
        op: fc.constantFrom('+', '-', '*', '/' as const),
        left: tie('node'),
        right: tie('node'),
      })
      .map(({ op, left, right }): FormulaNode => ({ type: 'binary', op, left, right, pos: 0 })),
  ),
})).node;

/** The tree without positions, to compare shapes. */
export function shape(node: FormulaNode): unknown {
  switch (node.type) {
    case 'negate':
      return { type: node.type, operand: shape(node.operand) };
    case 'binary':
      return { type: node.type, op: node.op, left: shape(node.left), right: shape(node.right) };
    default: {
      const { pos: _pos, ...rest } = node;
      return rest;
    }
  }
}
