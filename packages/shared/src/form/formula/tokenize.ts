import { IDENTIFIER_PART, IDENTIFIER_START } from '../identifier';
import { FormulaError } from './formula-error';

/**
 * Splits formula text into tokens. Operators may be written + - * / or × ÷ − (U+2212), and the
 * full-width forms ＋ － ＊ ／ （ ） a Chinese input method produces. Numbers are ASCII digits
 * with an optional fraction ("12", "0.5"; not ".5" or "1."). Names are field vModels, or
 * table.column with no spaces around the dot. Any whitespace separates tokens.
 */
export type BinaryOperator = '+' | '-' | '*' | '/';

export type Token =
  | { kind: 'number'; raw: string; value: number; pos: number }
  | { kind: 'name'; name: string; pos: number; end: number }
  | { kind: 'column'; table: string; column: string; pos: number; end: number }
  | { kind: 'operator'; op: BinaryOperator; text: string; pos: number }
  | { kind: 'open'; pos: number }
  | { kind: 'close'; pos: number };

export const MAX_FORMULA_LENGTH = 2000;

const OPERATORS: Readonly<Record<string, BinaryOperator>> = {
  '+': '+',
  '＋': '+',
  '-': '-',
  '−': '-',
  '－': '-',
  '*': '*',
  '×': '*',
  '＊': '*',
  '/': '/',
  '÷': '/',
  '／': '/',
};
const OPEN = new Set(['(', '（']);
const CLOSE = new Set([')', '）']);
const DIGIT = /[0-9]/;
const SPACE = /\s/u;

/** The whole code point at i (a surrogate pair counts as one character). */
function charAt(text: string, i: number): string {
  const code = text.codePointAt(i);
  return code === undefined ? '' : String.fromCodePoint(code);
}

function readName(text: string, start: number): number {
  let i = start;
  for (let c = charAt(text, i); c !== '' && IDENTIFIER_PART.test(c); c = charAt(text, i)) {
    i += c.length;
  }
  return i;
}

export function tokenize(text: string): Token[] {
  if (text.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError(
      'tooLong',
      MAX_FORMULA_LENGTH,
      `Formula is longer than ${MAX_FORMULA_LENGTH} characters`,
    );
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (SPACE.test(c)) {
      i++;
    } else if (OPERATORS[c] !== undefined) {
      tokens.push({ kind: 'operator', op: OPERATORS[c], text: c, pos: i });
      i++;
    } else if (OPEN.has(c)) {
      tokens.push({ kind: 'open', pos: i });
      i++;
    } else if (CLOSE.has(c)) {
      tokens.push({ kind: 'close', pos: i });
      i++;
    } else if (DIGIT.test(c)) {
      const match = /^[0-9]+(\.[0-9]+)?/.exec(text.slice(i, i + MAX_FORMULA_LENGTH))!;
      const raw = match[0];
      const after = text.charAt(i + raw.length);
      if (after === '.') {
        throw new FormulaError('badNumber', i, `Malformed number "${raw}."`, raw + '.');
      }
      tokens.push({ kind: 'number', raw, value: Number(raw), pos: i });
      i += raw.length;
    } else if (IDENTIFIER_START.test(charAt(text, i))) {
      const end = readName(text, i);
      const name = text.slice(i, end);
      if (text.charAt(end) !== '.') {
        tokens.push({ kind: 'name', name, pos: i, end });
        i = end;
        continue;
      }
      const columnStart = end + 1;
      if (!IDENTIFIER_START.test(charAt(text, columnStart))) {
        throw new FormulaError(
          'badReference',
          end,
          `Expected a column name after "${name}."`,
          `${name}.`,
        );
      }
      const columnEnd = readName(text, columnStart);
      if (text.charAt(columnEnd) === '.') {
        throw new FormulaError(
          'badReference',
          columnEnd,
          'A reference has at most one dot: table.column',
          text.slice(i, columnEnd + 1),
        );
      }
      tokens.push({
        kind: 'column',
        table: name,
        column: text.slice(columnStart, columnEnd),
        pos: i,
        end: columnEnd,
      });
      i = columnEnd;
    } else {
      const found = charAt(text, i);
      throw new FormulaError('unexpectedCharacter', i, `Unexpected character "${found}"`, found);
    }
  }
  return tokens;
}
