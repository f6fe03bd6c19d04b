import { compileDesignPattern } from './design-pattern';
import { levelWidgets } from './design-walk';
import { formDesignSchema, type FormDesign, type FormDesignInput } from './form-schema';
import type { ValidationMessageKey } from './message-keys';
import type { CascaderOption, DataWidget, FormWidget, OptionValue, RegRule } from './widget-schema';
import { MAX_RICH_TEXT_LENGTH, MAX_TEXT_LENGTH } from './widget-kinds';
import {
  countOrgSelected,
  isEmptyValue,
  isOrgTab,
  isOrgValueShape,
  isPlainObject,
} from './org-value';
import { toTimestamp } from './timestamp';
import { matchesAccept, maxUploadBytes } from './upload-limits';

/**
 * Server-side (and client-side) check of submitted form data against a design. Strict, and
 * never throws, whatever the input:
 *
 * - The design is parsed with formDesignSchema first; a broken design (including an invalid
 *   regular expression) gives 'form.validation.designError' errors and nothing else.
 * - Unknown keys are REPORTED ('form.validation.unknownField'), at the top level and in table
 *   rows, never silently stripped: the server refuses the submission. Keys such as __proto__
 *   are just unknown keys; values are only read from own properties.
 * - Emptiness follows SPEC §5 per widget: null, undefined and '' are empty for every widget;
 *   an empty array only for array-valued widgets; an org value with nothing selected only
 *   for orgSelect. An empty optional field skips all other checks. Spaces are not empty.
 * - Types are strict: numbers must be finite numbers (amount also takes decimal text), option
 *   values must equal an option value exactly ('1' is not 1), switch takes booleans.
 * - Text is capped at the design's maxLength and at MAX_TEXT_LENGTH (MAX_RICH_TEXT_LENGTH for
 *   rich text). regList rules apply to text and number widgets, not to rich text.
 * - Calculate fields are read-only: any finite number or null is accepted and ignored; store
 *   computeCalculatedFields(design.fields, data) instead of the submitted values.
 * - Ranges need two values with start ≤ end; time values are H:mm or HH:mm[:ss].
 * - At most MAX_VALIDATION_ERRORS errors are returned.
 */
export interface FormValidationError {
  /** 'qty', 'items[2].qty', 'files[0]'; '' for the whole form. */
  path: string;
  messageKey: ValidationMessageKey;
  params?: Record<string, unknown>;
  /** Design-provided text (regList message) or a technical detail (design errors). */
  message?: string;
}

export interface FormValidationResult {
  valid: boolean;
  errors: FormValidationError[];
}

export const MAX_VALIDATION_ERRORS = 100;
const MAX_PATH_SEGMENT = 100;
const MAX_SHORT_TEXT = 1000;
const TIME_TEXT = /^\d{1,2}:\d{2}(?::\d{2})?$/;
const AMOUNT_TEXT = /^-?\d{1,20}(?:\.\d{1,10})?$/;
const ARRAY_KINDS = new Set([
  'checkbox',
  'select',
  'cascader',
  'upload',
  'table',
  'timeRange',
  'dateRange',
]);

class Collector {
  readonly errors: FormValidationError[] = [];

  add(error: FormValidationError): void {
    if (this.errors.length < MAX_VALIDATION_ERRORS) this.errors.push(error);
  }

  get full(): boolean {
    return this.errors.length >= MAX_VALIDATION_ERRORS;
  }
}

function segment(key: string): string {
  return key.length > MAX_PATH_SEGMENT ? `${key.slice(0, MAX_PATH_SEGMENT)}…` : key;
}

function join(prefix: string, key: string): string {
  return prefix === '' ? segment(key) : `${prefix}.${segment(key)}`;
}

function shown(value: unknown): string {
  return String(value).slice(0, MAX_PATH_SEGMENT);
}

function readOwn(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isEmptyFor(widget: DataWidget, value: unknown): boolean {
  if (!isEmptyValue(value)) return false;
  if (Array.isArray(value)) return ARRAY_KINDS.has(widget.kind) || widget.kind === 'orgSelect';
  if (typeof value === 'object' && value !== null) {
    // Only a well-formed org value ({ tab: [] }) is empty; { dep: 'x' } goes on to the type check.
    return widget.kind === 'orgSelect' && Object.values(value).every(Array.isArray);
  }
  return true;
}

function checkPatterns(rules: readonly RegRule[], text: string, path: string, c: Collector): void {
  for (const rule of rules) {
    const pattern = compileDesignPattern(rule.pattern);
    if (!pattern) {
      c.add({
        path,
        messageKey: 'form.validation.designError',
        message: `Invalid pattern ${shown(rule.pattern)}`,
      });
    } else if (!pattern.test(text)) {
      c.add({
        path,
        messageKey: 'form.validation.pattern',
        params: { pattern: rule.pattern },
        ...(rule.message ? { message: rule.message } : {}),
      });
    }
  }
}

function checkBounds(
  widget: { min?: number; max?: number },
  n: number,
  path: string,
  c: Collector,
): void {
  if (widget.min !== undefined && n < widget.min) {
    c.add({ path, messageKey: 'form.validation.min', params: { min: widget.min } });
  }
  if (widget.max !== undefined && n > widget.max) {
    c.add({ path, messageKey: 'form.validation.max', params: { max: widget.max } });
  }
}

function typeError(path: string, expected: string, c: Collector): void {
  c.add({ path, messageKey: 'form.validation.type', params: { expected } });
}

function checkOption(
  options: ReadonlyArray<{ value: OptionValue }>,
  value: unknown,
  path: string,
  c: Collector,
): void {
  if (typeof value !== 'string' && typeof value !== 'number') {
    typeError(path, 'option', c);
  } else if (!options.some((o) => o.value === value)) {
    c.add({ path, messageKey: 'form.validation.option', params: { value: shown(value) } });
  }
}

function checkCascader(
  options: readonly CascaderOption[],
  value: unknown,
  path: string,
  c: Collector,
): void {
  if (!Array.isArray(value)) return typeError(path, 'array', c);
  let level: readonly CascaderOption[] | undefined = options;
  for (const step of value) {
    if (typeof step !== 'string' && typeof step !== 'number') return typeError(path, 'option', c);
    const found: CascaderOption | undefined = level?.find((o) => o.value === step);
    if (!found) {
      c.add({ path, messageKey: 'form.validation.option', params: { value: shown(step) } });
      return;
    }
    level = found.children;
  }
}

function checkOrg(
  widget: Extract<DataWidget, { kind: 'orgSelect' }>,
  value: unknown,
  path: string,
  c: Collector,
): void {
  if (!isOrgValueShape(value)) return typeError(path, 'org', c);
  for (const tab of Object.keys(value)) {
    const nodes = value[tab as keyof typeof value];
    const nodesOk =
      isOrgTab(tab) &&
      widget.tabs.includes(tab) &&
      Array.isArray(nodes) &&
      nodes.every(
        (node: unknown) =>
          isPlainObject(node) &&
          Object.keys(node).length <= 20 &&
          Object.values(node).every(
            (v) =>
              v === null ||
              typeof v === 'boolean' ||
              isFiniteNumber(v) ||
              (typeof v === 'string' && v.length <= MAX_SHORT_TEXT),
          ),
      );
    if (!nodesOk) return typeError(join(path, tab), 'org', c);
  }
  if (countOrgSelected(value) > widget.maxNum) {
    c.add({ path, messageKey: 'form.org.tooMany', params: { max: widget.maxNum } });
  }
}

function checkUpload(
  widget: Extract<DataWidget, { kind: 'upload' }>,
  value: unknown,
  path: string,
  c: Collector,
): void {
  if (!Array.isArray(value)) return typeError(path, 'files', c);
  if (widget.maxCount !== undefined && value.length > widget.maxCount) {
    c.add({ path, messageKey: 'form.upload.tooMany', params: { max: widget.maxCount } });
    if (value.length > 1000) return;
  }
  const maxBytes =
    widget.maxSize === undefined ? Infinity : maxUploadBytes(widget.maxSize, widget.sizeUnit);
  value.forEach((file: unknown, index) => {
    const filePath = `${path}[${index}]`;
    if (
      !isPlainObject(file) ||
      typeof file.name !== 'string' ||
      file.name.length > MAX_SHORT_TEXT ||
      !isFiniteNumber(file.size) ||
      file.size < 0 ||
      typeof file.type !== 'string' ||
      file.type.length > MAX_SHORT_TEXT ||
      !(
        (typeof file.url === 'string' && file.url !== '' && file.url.length <= 4096) ||
        (typeof file.id === 'string' && file.id !== '' && file.id.length <= MAX_SHORT_TEXT) ||
        isFiniteNumber(file.id)
      )
    ) {
      return typeError(filePath, 'file', c);
    }
    if (file.size > maxBytes) {
      c.add({
        path: filePath,
        messageKey: 'form.upload.tooLarge',
        params: { max: widget.maxSize, unit: widget.sizeUnit },
      });
    }
    if (!matchesAccept({ name: file.name, type: file.type }, widget.accept)) {
      c.add({ path: filePath, messageKey: 'form.upload.type', params: { accept: widget.accept } });
    }
  });
}

function checkRange(
  value: unknown,
  path: string,
  c: Collector,
  read: (v: unknown) => number | string | null,
  expected: string,
): void {
  if (!Array.isArray(value) || value.length !== 2) return typeError(path, expected, c);
  const start = read(value[0]);
  const end = read(value[1]);
  if (start === null || end === null) return typeError(path, expected, c);
  if (start > end) c.add({ path, messageKey: 'form.validation.range' });
}

/** 'HH:mm' or 'HH:mm:ss', with a one-digit hour padded so that texts compare in order. */
function readTime(v: unknown): string | null {
  if (typeof v !== 'string' || !TIME_TEXT.test(v)) return null;
  return v.indexOf(':') === 1 ? `0${v}` : v;
}
const readDate = (v: unknown): number | null =>
  typeof v === 'string' || typeof v === 'number' ? toTimestamp(v) : null;

function checkText(
  value: unknown,
  max: number,
  rules: readonly RegRule[],
  path: string,
  c: Collector,
): void {
  if (typeof value !== 'string') return typeError(path, 'string', c);
  if (value.length > max) {
    c.add({ path, messageKey: 'form.validation.maxLength', params: { max } });
    return; // no regular expressions on oversized text
  }
  checkPatterns(rules, value, path, c);
}

function validateWidget(widget: DataWidget, value: unknown, path: string, c: Collector): void {
  if (widget.kind === 'calculate') {
    if (value !== undefined && value !== null && !isFiniteNumber(value)) {
      typeError(path, 'number', c);
    }
    return;
  }
  if (isEmptyFor(widget, value)) {
    if (widget.required) {
      c.add({ path, messageKey: 'form.validation.required', params: { label: widget.label } });
    }
    return;
  }
  switch (widget.kind) {
    case 'input':
    case 'textarea':
    case 'password':
      return checkText(
        value,
        Math.min(widget.maxLength ?? MAX_TEXT_LENGTH, MAX_TEXT_LENGTH),
        widget.regList,
        path,
        c,
      );
    case 'richText':
      return checkText(value, MAX_RICH_TEXT_LENGTH, [], path, c);
    case 'color':
      return checkText(value, 64, widget.regList, path, c);
    case 'number':
    case 'rate':
    case 'slider':
      if (!isFiniteNumber(value)) return typeError(path, 'number', c);
      checkBounds(widget, value, path, c);
      return checkPatterns(widget.regList, String(value), path, c);
    case 'amount': {
      const n = typeof value === 'string' && AMOUNT_TEXT.test(value) ? Number(value) : value;
      if (!isFiniteNumber(n)) return typeError(path, 'amount', c);
      checkBounds(widget, n, path, c);
      return checkPatterns(widget.regList, String(value), path, c);
    }
    case 'switch':
      if (typeof value !== 'boolean') typeError(path, 'boolean', c);
      return;
    case 'select':
    case 'radio':
    case 'checkbox': {
      const multiple = widget.kind === 'checkbox' || (widget.kind === 'select' && widget.multiple);
      if (!multiple) return checkOption(widget.options, value, path, c);
      if (!Array.isArray(value)) return typeError(path, 'array', c);
      for (const item of value) {
        if (c.full) return;
        checkOption(widget.options, item, path, c);
      }
      return;
    }
    case 'cascader':
      return checkCascader(widget.options, value, path, c);
    case 'orgSelect':
      return checkOrg(widget, value, path, c);
    case 'time':
      if (readTime(value) === null) typeError(path, 'time', c);
      return;
    case 'date':
      if (readDate(value) === null) typeError(path, 'date', c);
      return;
    case 'timeRange':
      return checkRange(value, path, c, readTime, 'timeRange');
    case 'dateRange':
      return checkRange(value, path, c, readDate, 'dateRange');
    case 'upload':
      return checkUpload(widget, value, path, c);
    case 'table':
      if (!Array.isArray(value)) return typeError(path, 'rows', c);
      value.forEach((row: unknown, index) => {
        if (!c.full) validateLevel(widget.children, row, `${path}[${index}]`, c);
      });
      return;
  }
}

function validateLevel(
  widgets: readonly FormWidget[],
  values: unknown,
  prefix: string,
  c: Collector,
): void {
  if (!isPlainObject(values)) return typeError(prefix, 'object', c);
  const level = levelWidgets(widgets);
  const known = new Set(level.map(({ widget }) => widget.vModel));
  for (const key of Object.keys(values)) {
    if (c.full) return;
    if (!known.has(key))
      c.add({ path: join(prefix, key), messageKey: 'form.validation.unknownField' });
  }
  for (const { widget } of level) {
    if (c.full) return;
    validateWidget(widget, readOwn(values, widget.vModel), join(prefix, widget.vModel), c);
  }
}

export function validateFormData(
  schema: FormDesign | FormDesignInput,
  data: unknown,
): FormValidationResult {
  const c = new Collector();
  try {
    const parsed = formDesignSchema.safeParse(schema);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        c.add({
          path: '',
          messageKey: 'form.validation.designError',
          message: `${issue.path.join('.')}: ${issue.message}`,
        });
      }
    } else {
      validateLevel(parsed.data.fields, data, '', c);
    }
  } catch (error) {
    c.add({
      path: '',
      messageKey: 'form.validation.designError',
      message: `Validation failed: ${error instanceof Error ? error.message : 'unknown error'}`,
    });
  }
  return { valid: c.errors.length === 0, errors: c.errors };
}
