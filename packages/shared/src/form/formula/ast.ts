import type { BinaryOperator } from './tokenize';

/** A parsed formula. Positions are 0-based indexes into `source`. */
export type FormulaNode =
  | { type: 'number'; value: number; raw: string; pos: number }
  | { type: 'field'; name: string; pos: number }
  | { type: 'column'; table: string; column: string; pos: number }
  | { type: 'negate'; operand: FormulaNode; pos: number }
  | { type: 'binary'; op: BinaryOperator; left: FormulaNode; right: FormulaNode; pos: number };

export interface Formula {
  readonly source: string;
  readonly root: FormulaNode;
}
