import {
  isPlainObject,
  levelWidgets,
  roundFormulaValue,
  toFormulaNumber,
  validateFormData,
  type DataWidget,
  type FormValidationError,
  type FormWidget,
} from '@depot/shared';

export type TableRow = Record<string, unknown>;

const SUMMED_KINDS = new Set(['number', 'amount', 'calculate', 'slider', 'rate']);

/** The data widgets of a table's rows (layout rows looked through). */
export function tableColumns(children: readonly FormWidget[]): DataWidget[] {
  return levelWidgets(children).map((place) => place.widget);
}

export function toRows(value: unknown): TableRow[] {
  return Array.isArray(value) ? value.map((row) => (isPlainObject(row) ? row : {})) : [];
}

/** A new row: each column's default value, where it has one. */
export function newRow(columns: readonly DataWidget[]): TableRow {
  const row: TableRow = {};
  for (const column of columns) {
    if (column.defaultValue !== undefined)
      row[column.vModel] = structuredClone(column.defaultValue);
  }
  return row;
}

/**
 * Why a cell is invalid (SPEC §5: a required cell is invalid when empty), with the same
 * validateFormData the server runs, or undefined. Calculated cells are never invalid.
 */
export function cellError(column: DataWidget, value: unknown): FormValidationError | undefined {
  if (column.kind === 'calculate') return undefined;
  return validateFormData(
    { fields: [column] },
    value === undefined ? {} : { [column.vModel]: value },
  ).errors[0];
}

/** The columns a summary row can total: the numeric ones. */
export function numericColumns(columns: readonly DataWidget[]): DataWidget[] {
  return columns.filter((column) => SUMMED_KINDS.has(column.kind));
}

/**
 * Column totals for the summary row: the numeric columns the table names in summaryColumns,
 * or every numeric column when it names none.
 */
export function columnSums(
  columns: readonly DataWidget[],
  rows: readonly TableRow[],
  summaryColumns?: readonly string[],
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const column of numericColumns(columns)) {
    if (summaryColumns && !summaryColumns.includes(column.vModel)) continue;
    let sum = 0;
    for (const row of rows) sum += toFormulaNumber(row[column.vModel]);
    sums.set(column.vModel, roundFormulaValue(sum));
  }
  return sums;
}
