import type { Formula, FormulaNode } from './ast';

/**
 * Canonical text of a formula: ASCII operators with spaces, numbers as written, and only the
 * brackets the tree needs, so parseFormula(printFormula(f)) gives the same tree back (a right
 * operand of equal precedence keeps its brackets: a - (b - c), and so does a + (b + c)). A
 * negated operand is bracketed unless it starts the formula or a bracket: -a * b, 2 * (-a).
 */
const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;

function precedence(node: FormulaNode): number {
  return node.type === 'binary' ? PRECEDENCE[node.op] : 3;
}

/** `leading`: the node starts the formula or a bracket, where a unary minus may stand. */
function print(node: FormulaNode, leading: boolean): string {
  switch (node.type) {
    case 'number':
      return node.raw;
    case 'field':
      return node.name;
    case 'column':
      return `${node.table}.${node.column}`;
    case 'negate': {
      const operand = node.operand;
      const inner =
        operand.type === 'binary' || operand.type === 'negate'
          ? `(${print(operand, true)})`
          : print(operand, false);
      return leading ? `-${inner}` : `(-${inner})`;
    }
    case 'binary': {
      const own = PRECEDENCE[node.op];
      const left =
        precedence(node.left) < own ? `(${print(node.left, true)})` : print(node.left, leading);
      const right =
        precedence(node.right) <= own ? `(${print(node.right, true)})` : print(node.right, false);
      return `${left} ${node.op} ${right}`;
    }
  }
}

export function printFormula(formula: Formula | FormulaNode): string {
  return print('root' in formula ? formula.root : formula, true);
}
