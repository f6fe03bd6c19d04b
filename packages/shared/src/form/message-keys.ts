import { AMOUNT_TOO_LARGE_KEY } from './chinese-amount';
import { FORMULA_ERROR_CODES, type FormulaErrorCode } from './formula/formula-error';
import { TIME_AGO_KEYS } from './time-ago';

/**
 * Message keys that validateFormData returns (params in brackets). The web i18n must have a
 * text for each key of FORM_MESSAGE_KEYS.
 */
export const VALIDATION_MESSAGE_KEYS = [
  /** Empty required field or cell (SPEC §5: cannot be empty). {label} */
  'form.validation.required',
  /** A regList rule failed; `message` carries the design's own text. {pattern} */
  'form.validation.pattern',
  /** A value that is not among the options. {value} */
  'form.validation.option',
  /** Number under min. {min} */
  'form.validation.min',
  /** Number over max. {max} */
  'form.validation.max',
  /** Text longer than allowed. {max} */
  'form.validation.maxLength',
  /** Wrong type of value for the widget. {expected} */
  'form.validation.type',
  /** Range whose start is after its end. */
  'form.validation.range',
  /** A key the design does not know. */
  'form.validation.unknownField',
  /** The design itself is broken (schema, regular expression); `message` has the detail. */
  'form.validation.designError',
  /** Too many files (SPEC §5: exceeded the quantity limit, at most N). {max} */
  'form.upload.tooMany',
  /** A file over the size limit. {max, unit} */
  'form.upload.tooLarge',
  /** A file not of the accepted type. {accept} */
  'form.upload.type',
  /** Too many organisation nodes (SPEC §5: at most N items can be selected). {max} */
  'form.org.tooMany',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

export const FORMULA_MESSAGE_KEYS: ReadonlyArray<`form.formula.${FormulaErrorCode}`> =
  FORMULA_ERROR_CODES.map((code) => `form.formula.${code}` as const);

/** Every key the shared form logic can hand to the UI. */
export const FORM_MESSAGE_KEYS: readonly string[] = [
  ...VALIDATION_MESSAGE_KEYS,
  AMOUNT_TOO_LARGE_KEY,
  ...TIME_AGO_KEYS,
  ...FORMULA_MESSAGE_KEYS,
];
