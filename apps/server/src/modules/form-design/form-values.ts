import {
  isPlainObject,
  levelWidgets,
  type DataWidget,
  type FormDesign,
  type FormWidget,
} from '@depot/shared';
import { sanitizeRichText } from './rich-text';

/** An error found by the server beyond validateFormData (a file that is not usable). */
export interface FormDataError {
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
  message?: string;
}

type Visit = (widget: DataWidget, value: unknown, path: string) => unknown;

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty: a vModel such as __proto__ is a plain key, never the prototype.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * A copy of form data with `visit` applied to the value of every data widget, table cells
 * included; paths are those of validateFormData ('items[2].qty'). Only own keys are read;
 * values of the wrong shape are passed over (validateFormData reports them).
 */
export function mapFormValues(
  fields: readonly FormWidget[],
  data: unknown,
  visit: Visit,
  prefix = '',
): unknown {
  if (!isPlainObject(data)) return data;
  let out: Record<string, unknown> | null = null;
  for (const { widget } of levelWidgets(fields)) {
    if (!Object.hasOwn(data, widget.vModel)) continue;
    const value = data[widget.vModel];
    const path = prefix === '' ? widget.vModel : `${prefix}.${widget.vModel}`;
    const next =
      widget.kind === 'table'
        ? Array.isArray(value)
          ? value.map((row: unknown, index) =>
              mapFormValues(widget.children, row, visit, `${path}[${index}]`),
            )
          : value
        : visit(widget, value, path);
    if (next !== value) {
      out ??= { ...data };
      setOwn(out, widget.vModel, next);
    }
  }
  return out ?? data;
}

/** Every rich-text value sanitised (DESIGN §3 sanitize-html). */
export function sanitizeRichTextValues(design: FormDesign, data: unknown): unknown {
  return mapFormValues(design.fields, data, (widget, value) =>
    widget.kind === 'richText' && typeof value === 'string' ? sanitizeRichText(value) : value,
  );
}

const FILE_URL = /^\/admin\/files\/([0-9a-f-]{36})$/;

/**
 * The stored file an upload entry refers to: its `id`, or the id in its `url`. `isReference`
 * is false for an entry with neither (validateFormData reports its shape).
 */
function referenceOf(entry: Record<string, unknown>): { id: string | null; isReference: boolean } {
  if (typeof entry.id === 'string' && entry.id !== '') return { id: entry.id, isReference: true };
  if (typeof entry.id === 'number') return { id: null, isReference: true };
  if (typeof entry.url === 'string' && entry.url !== '') {
    return { id: FILE_URL.exec(entry.url)?.[1] ?? null, isReference: true };
  }
  return { id: null, isReference: false };
}

function eachUpload(
  design: FormDesign,
  data: unknown,
  fn: (entry: Record<string, unknown>, path: string) => unknown,
): unknown {
  return mapFormValues(design.fields, data, (widget, value, path) =>
    widget.kind === 'upload' && Array.isArray(value)
      ? value.map((entry: unknown, index) =>
          isPlainObject(entry) ? fn(entry, `${path}[${index}]`) : entry,
        )
      : value,
  );
}

/** Ids of the stored files the upload fields of `data` refer to. */
export function referencedFileIds(design: FormDesign, data: unknown): string[] {
  const ids: string[] = [];
  eachUpload(design, data, (entry) => {
    const { id } = referenceOf(entry);
    if (id !== null) ids.push(id);
    return entry;
  });
  return [...new Set(ids)];
}

/**
 * Upload entries replaced by what the server knows of their file (name, size, type, url), so
 * that limits are checked against the real size and nobody can rename someone else's file;
 * an entry whose file is unknown or not readable by the submitter is an error.
 */
export function resolveFileReferences<F extends { id: string }>(
  design: FormDesign,
  data: unknown,
  files: ReadonlyMap<string, F>,
): { data: unknown; errors: FormDataError[]; used: string[] } {
  const errors: FormDataError[] = [];
  const used = new Set<string>();
  const resolved = eachUpload(design, data, (entry, path) => {
    const { id, isReference } = referenceOf(entry);
    if (!isReference) return entry;
    const file = id === null ? undefined : files.get(id);
    if (!file) {
      errors.push({ path, messageKey: 'form.file.unknown' });
      return entry;
    }
    used.add(file.id);
    return { ...file };
  });
  return { data: resolved, errors, used: [...used] };
}

/**
 * The design with the default value of every rich-text widget sanitised, wherever it sits (at
 * the top, in a row, as a table's column): a design's defaults are stored rich text too, shown
 * to everyone who fills the form.
 */
export function sanitizeDesignRichText(design: FormDesign): FormDesign {
  const clean = (widgets: readonly FormWidget[]): FormWidget[] =>
    widgets.map((widget) => {
      if (widget.kind === 'table' || widget.kind === 'row') {
        return { ...widget, children: clean(widget.children) };
      }
      if (widget.kind === 'richText' && typeof widget.defaultValue === 'string') {
        return { ...widget, defaultValue: sanitizeRichText(widget.defaultValue) };
      }
      return widget;
    });
  return { ...design, fields: clean(design.fields) };
}
