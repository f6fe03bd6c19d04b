import type { Formula, FormulaNode } from './ast';
import { FormulaError } from './formula-error';
import { tokenize, type Token } from './tokenize';

/**
 * Parses a calculate-field formula (SPEC §3, §5: operators and operands alternate, brackets
 * balance). Usual precedence (× ÷ before + −), left to right.
 *
 * Unary minus is accepted only where it cannot be read as a binary operator: at the start of
 * the formula or right after '(' ("-a + b", "2 * (-3)"). Elsewhere two operators in a row are
 * an error ("1 * -2", "1 - -2", "1++2"); brackets are the way to write a negative operand.
 * There is no unary plus. Brackets nest at most MAX_FORMULA_DEPTH deep.
 *
 * Throws FormulaError (with code, position and i18n key) on any malformed text.
 */
export const MAX_FORMULA_DEPTH = 64;

const OPERAND = "a number, field or '('";

function describe(token: Token): string {
  switch (token.kind) {
    case 'number':
      return token.raw;
    case 'name':
      return token.name;
    case 'column':
      return `${token.table}.${token.column}`;
    case 'operator':
      return token.text;
    case 'open':
      return '(';
    case 'close':
      return ')';
  }
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly source: string,
  ) {}

  parse(): FormulaNode {
    if (this.tokens.length === 0) throw new FormulaError('empty', 0, 'Formula is empty');
    const root = this.expression(true);
    const extra = this.tokens[this.index];
    if (extra) {
      if (extra.kind === 'close') {
        throw new FormulaError('unmatchedBracket', extra.pos, "')' has no matching '('", ')');
      }
      this.expectedOperator(extra);
    }
    return root;
  }

  private expectedOperator(token: Token): never {
    const found = describe(token);
    throw new FormulaError(
      'expectedOperator',
      token.pos,
      `Expected an operator before "${found}": operators and operands must alternate`,
      found,
    );
  }

  private peekOperator(ops: string): Token | undefined {
    const token = this.tokens[this.index];
    return token?.kind === 'operator' && ops.includes(token.op) ? token : undefined;
  }

  private expression(leading: boolean): FormulaNode {
    let left = this.term(leading);
    for (let t = this.peekOperator('+-'); t?.kind === 'operator'; t = this.peekOperator('+-')) {
      this.index++;
      left = { type: 'binary', op: t.op, left, right: this.term(false), pos: t.pos };
    }
    return left;
  }

  private term(leading: boolean): FormulaNode {
    let left = this.factor(leading);
    for (let t = this.peekOperator('*/'); t?.kind === 'operator'; t = this.peekOperator('*/')) {
      this.index++;
      left = { type: 'binary', op: t.op, left, right: this.factor(false), pos: t.pos };
    }
    return left;
  }

  private factor(leading: boolean): FormulaNode {
    const token = this.tokens[this.index];
    if (leading && token?.kind === 'operator' && token.op === '-') {
      this.index++;
      return { type: 'negate', operand: this.primary(), pos: token.pos };
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.tokens[this.index];
    if (!token) {
      throw new FormulaError(
        'expectedOperand',
        this.source.length,
        `Formula ends where ${OPERAND} is expected`,
      );
    }
    this.index++;
    switch (token.kind) {
      case 'number':
        return { type: 'number', value: token.value, raw: token.raw, pos: token.pos };
      case 'name':
        return { type: 'field', name: token.name, pos: token.pos };
      case 'column':
        return { type: 'column', table: token.table, column: token.column, pos: token.pos };
      case 'open':
        return this.bracket(token.pos);
      case 'close':
        if (this.depth === 0) {
          throw new FormulaError('unmatchedBracket', token.pos, "')' has no matching '('", ')');
        }
        throw new FormulaError('expectedOperand', token.pos, `Expected ${OPERAND} before ')'`, ')');
      case 'operator': {
        const hint =
          token.op === '-' ? ' (write a negative operand in brackets, e.g. "2 * (-3)")' : '';
        throw new FormulaError(
          'expectedOperand',
          token.pos,
          `Expected ${OPERAND} but found "${token.text}"${hint}`,
          token.text,
        );
      }
    }
  }

  private bracket(openPos: number): FormulaNode {
    if (this.depth >= MAX_FORMULA_DEPTH) {
      throw new FormulaError(
        'tooDeep',
        openPos,
        `Brackets are nested more than ${MAX_FORMULA_DEPTH} deep`,
      );
    }
    this.depth++;
    const inner = this.expression(true);
    const close = this.tokens[this.index];
    if (!close) throw new FormulaError('unclosedBracket', openPos, "'(' is never closed", '(');
    if (close.kind !== 'close') this.expectedOperator(close);
    this.index++;
    this.depth--;
    return inner;
  }
}

export function parseFormula(text: string): Formula {
  if (typeof text !== 'string') throw new FormulaError('empty', 0, 'Formula is not text');
  const tokens = tokenize(text);
  return { source: text, root: new Parser(tokens, text).parse() };
}
