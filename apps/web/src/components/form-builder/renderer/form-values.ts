import {
  computeCalculatedFields,
  levelWidgets,
  type FormValidationError,
  type FormWidget,
} from '@depot/shared';

export type FormValues = Record<string, unknown>;

/** The design's default values of one level (SPEC §3: applied when a record is created). */
export function designDefaults(fields: readonly FormWidget[]): FormValues {
  const values: FormValues = {};
  for (const { widget } of levelWidgets(fields)) {
    if (widget.defaultValue !== undefined)
      values[widget.vModel] = structuredClone(widget.defaultValue);
  }
  return values;
}

/** Form data as it is submitted: no undefined entries, calculate fields recomputed. */
export function submittedData(fields: readonly FormWidget[], values: FormValues): FormValues {
  const computed = computeCalculatedFields(fields, values);
  return Object.fromEntries(Object.entries(computed).filter(([, value]) => value !== undefined));
}

/** The top-level field an error path belongs to: 'items[2].qty' → 'items'. */
export function topField(path: string): string {
  return path.split(/[.[]/, 1)[0] ?? '';
}

/** 'items[2].qty' → { index: 2, column: 'qty' }; null for a path that is not a table cell. */
export function cellOf(path: string): { index: number; column: string } | null {
  const match = /^[^.[]+\[(\d+)\]\.([^.[]+)/.exec(path);
  return match ? { index: Number(match[1]), column: match[2]! } : null;
}

/** Errors grouped by top-level field, in the order they came. */
export function errorsByField(
  errors: readonly FormValidationError[],
): Map<string, FormValidationError[]> {
  const grouped = new Map<string, FormValidationError[]>();
  for (const error of errors) {
    const field = topField(error.path);
    grouped.set(field, [...(grouped.get(field) ?? []), error]);
  }
  return grouped;
}
