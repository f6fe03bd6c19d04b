/** Why a formula text was refused; each code has the i18n key `form.formula.<code>`. */
export const FORMULA_ERROR_CODES = [
  'empty',
  'tooLong',
  'tooDeep',
  'unexpectedCharacter',
  'badNumber',
  'badReference',
  'expectedOperand',
  'expectedOperator',
  'unclosedBracket',
  'unmatchedBracket',
] as const;
export type FormulaErrorCode = (typeof FORMULA_ERROR_CODES)[number];

/** A formula that does not parse: `position` is the 0-based index in the text. */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';
  readonly messageKey: `form.formula.${FormulaErrorCode}`;
  readonly params: { position: number; found?: string };

  constructor(
    readonly code: FormulaErrorCode,
    readonly position: number,
    detail: string,
    found?: string,
  ) {
    super(`${detail} (at position ${position})`);
    this.messageKey = `form.formula.${code}`;
    this.params = found === undefined ? { position } : { position, found };
  }
}
