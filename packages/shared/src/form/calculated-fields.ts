import { allDataWidgets, type WidgetPlace } from './design-walk';
import type { FormWidget } from './widget-schema';
import type { Formula } from './formula/ast';
import { evaluateFormula, formulaFields } from './formula/evaluate';
import { parseFormula } from './formula/parse';
import { isPlainObject } from './org-value';

/**
 * Calculate fields are read-only (SPEC §3): their submitted values are not trusted. The server
 * recomputes them with computeCalculatedFields before storing; validateFormData does not
 * compare a submitted value with the recomputed one (the client's 500 ms debounce may lag).
 *
 * - A top-level calculate field is evaluated over the form data.
 * - A calculate column of a table is evaluated for each row, with that row as rowContext (so
 *   `table.column` reads the row; plain names read the top-level form data). Nested tables
 *   work the same way with the innermost table's row.
 * - Fields are computed in dependency order (a field referring to another calculate field, or
 *   to a calculate column, comes after it). Fields in a dependency cycle, and formulas that do
 *   not parse, give 0 — the "failure gives 0" rule.
 */
export interface CalculationPlace extends WidgetPlace {
  /** How formulas refer to it: 'name' at the top level, 'table.column' inside a table. */
  key: string;
  formula: Formula | null;
}

export function calculationPlaces(fields: readonly FormWidget[]): CalculationPlace[] {
  const places: CalculationPlace[] = [];
  for (const place of allDataWidgets(fields)) {
    if (place.widget.kind !== 'calculate') continue;
    const table = place.tables[place.tables.length - 1];
    let formula: Formula | null = null;
    try {
      formula = parseFormula(place.widget.formula);
    } catch {
      formula = null;
    }
    const key = table === undefined ? place.widget.vModel : `${table}.${place.widget.vModel}`;
    places.push({ ...place, key, formula });
  }
  return places;
}

/** Calculate fields in evaluation order, and the keys of those caught in a cycle. */
export function calculationOrder(places: readonly CalculationPlace[]): {
  order: CalculationPlace[];
  cyclic: Set<string>;
} {
  const byKey = new Map(places.map((p) => [p.key, p]));
  const state = new Map<string, 'visiting' | 'done'>();
  const order: CalculationPlace[] = [];
  const cyclic = new Set<string>();
  const visit = (place: CalculationPlace, stack: string[]): void => {
    const mark = state.get(place.key);
    if (mark === 'done') return;
    if (mark === 'visiting') {
      for (const key of stack.slice(stack.indexOf(place.key))) cyclic.add(key);
      return;
    }
    state.set(place.key, 'visiting');
    for (const ref of place.formula ? formulaFields(place.formula) : []) {
      const dependency = byKey.get(ref);
      if (dependency) visit(dependency, [...stack, place.key]);
    }
    state.set(place.key, 'done');
    order.push(place);
  };
  for (const place of places) visit(place, []);
  return { order, cyclic };
}

/** Applies fn to every row of the table at `tables` (outermost first), copying along the way. */
function mapRows(
  container: Record<string, unknown>,
  tables: readonly string[],
  fn: (row: Record<string, unknown>) => Record<string, unknown>,
): Record<string, unknown> {
  const [table, ...rest] = tables;
  if (table === undefined) return fn(container);
  const rows = Object.hasOwn(container, table) ? container[table] : undefined;
  if (!Array.isArray(rows)) return container;
  const mapped = rows.map((row: unknown) => (isPlainObject(row) ? mapRows(row, rest, fn) : row));
  return { ...container, [table]: mapped };
}

/** A copy of the form data with every calculate field (re)computed. */
export function computeCalculatedFields(
  fields: readonly FormWidget[],
  data: unknown,
): Record<string, unknown> {
  let out: Record<string, unknown> = isPlainObject(data) ? { ...data } : {};
  const { order, cyclic } = calculationOrder(calculationPlaces(fields));
  for (const place of order) {
    const { widget, tables, formula } = place;
    const usable = cyclic.has(place.key) ? null : formula;
    const innermost = tables[tables.length - 1];
    const snapshot = out;
    out = mapRows(out, tables, (row) => {
      const value =
        usable === null
          ? 0
          : evaluateFormula(
              usable,
              innermost === undefined ? row : snapshot,
              innermost === undefined ? undefined : { table: innermost, row },
            );
      return { ...row, [widget.vModel]: value };
    });
  }
  return out;
}
