import type { Formula, FormulaNode } from './ast';
import { parseFormula } from './parse';

/**
 * Evaluates a calculate-field formula over form data (SPEC §3).
 *
 * - A plain name reads formData[name]; `table.column` sums that column over the rows of
 *   formData[table], or reads the current row when rowContext names that table. Plain names
 *   always read the top-level form data, also inside a row.
 * - Operand values: finite numbers, and strings holding a decimal number ("12.5", " 3 ");
 *   anything else (missing, '', null, booleans, objects, "1,000") counts as 0. Only own
 *   properties are read, so names such as "constructor" never reach the prototype.
 * - Any failure gives 0 for the whole formula: text that does not parse, division by zero, an
 *   overflow or any other non-finite step.
 * - Column sums and the result are rounded to 10 decimals to drop float noise (0.1 + 0.2 = 0.3).
 */
export interface RowContext {
  /** The table (its vModel) whose row is being computed. */
  table: string;
  /** That row's values. */
  row: unknown;
}

export const FORMULA_DECIMALS = 10;

const NUMERIC_TEXT = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** The number an operand value counts as (0 when it is not a finite number). */
export function toFormulaNumber(value: unknown): number {
  let n = 0;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.length <= 400 && NUMERIC_TEXT.test(value)) {
    n = Number(value);
  }
  return Number.isFinite(n) ? n : 0;
}

/** Rounds to FORMULA_DECIMALS decimals; -0 becomes 0. */
export function roundFormulaValue(value: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.abs(value) < 1e21 ? Number(value.toFixed(FORMULA_DECIMALS)) : value;
  return rounded === 0 ? 0 : rounded;
}

function readOwn(source: unknown, key: string): unknown {
  if (typeof source !== 'object' || source === null) return undefined;
  return Object.hasOwn(source, key) ? (source as Record<string, unknown>)[key] : undefined;
}

class EvaluationFailure extends Error {}

function checked(value: number): number {
  if (!Number.isFinite(value)) throw new EvaluationFailure();
  return value;
}

function sumColumn(rows: unknown, column: string): number {
  if (!Array.isArray(rows)) return 0;
  let sum = 0;
  for (const row of rows) sum = checked(sum + toFormulaNumber(readOwn(row, column)));
  return roundFormulaValue(sum);
}

function evaluateNode(node: FormulaNode, data: unknown, rowContext?: RowContext): number {
  switch (node.type) {
    case 'number':
      return checked(node.value);
    case 'field':
      return toFormulaNumber(readOwn(data, node.name));
    case 'column':
      if (rowContext && rowContext.table === node.table) {
        return toFormulaNumber(readOwn(rowContext.row, node.column));
      }
      return sumColumn(readOwn(data, node.table), node.column);
    case 'negate':
      return -evaluateNode(node.operand, data, rowContext);
    case 'binary': {
      const left = evaluateNode(node.left, data, rowContext);
      const right = evaluateNode(node.right, data, rowContext);
      switch (node.op) {
        case '+':
          return checked(left + right);
        case '-':
          return checked(left - right);
        case '*':
          return checked(left * right);
        case '/':
          if (right === 0) throw new EvaluationFailure();
          return checked(left / right);
      }
    }
  }
}

/** The formula's value for this form data; 0 on any failure (never throws). */
export function evaluateFormula(
  formula: Formula | string,
  formData: unknown,
  rowContext?: RowContext,
): number {
  try {
    const parsed = typeof formula === 'string' ? parseFormula(formula) : formula;
    return roundFormulaValue(checked(evaluateNode(parsed.root, formData, rowContext)));
  } catch {
    return 0;
  }
}

/**
 * The references a formula reads, each once in order of appearance: 'name' for a field and
 * 'table.column' for a column (a name never contains a dot). The UI watches these.
 */
export function formulaFields(formula: Formula): string[] {
  const seen = new Set<string>();
  const visit = (node: FormulaNode): void => {
    switch (node.type) {
      case 'field':
        seen.add(node.name);
        break;
      case 'column':
        seen.add(`${node.table}.${node.column}`);
        break;
      case 'negate':
        visit(node.operand);
        break;
      case 'binary':
        visit(node.left);
        visit(node.right);
        break;
      case 'number':
        break;
    }
  };
  visit(formula.root);
  return [...seen];
}
