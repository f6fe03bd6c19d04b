import { z } from 'zod';
import { calculationOrder, calculationPlaces } from './calculated-fields';
import { allDataWidgets, levelWidgets } from './design-walk';
import { formulaFields } from './formula/evaluate';
import { widgetSchema, type FormWidget } from './widget-schema';
import { MAX_DESIGN_WIDGETS } from './widget-kinds';

/*
 * A whole form design (SPEC §2, §3): its widgets (widget-schema.ts) and the checks across
 * them. Kept apart from the widgets so that the walks over a design (design-walk.ts,
 * calculated-fields.ts) can take the widget types without an import circle.
 */
export const formDesignSchema = z
  .object({
    fields: z.array(widgetSchema).max(MAX_DESIGN_WIDGETS),
    labelWidth: z.number().min(0).max(1000).optional(),
    labelPosition: z.enum(['left', 'right', 'top']).optional(),
    size: z.enum(['small', 'middle', 'large']).optional(),
    disabled: z.boolean().optional(),
  })
  .superRefine((design, ctx) => {
    for (const issue of checkDesign(design.fields)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['fields', ...issue.path] });
    }
  });
export type FormDesign = z.output<typeof formDesignSchema>;
export type FormDesignInput = z.input<typeof formDesignSchema>;

export interface DesignIssue {
  path: Array<string | number>;
  message: string;
}

/**
 * Checks across widgets: at most MAX_DESIGN_WIDGETS in all; vModels unique on each level (a
 * row's children share the level around the row; a table's columns form their own level);
 * formulas refer only to top-level fields and to columns of existing tables; no calculate
 * field depends on itself.
 */
export function checkDesign(fields: readonly FormWidget[]): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const places = allDataWidgets(fields);
  if (places.length > MAX_DESIGN_WIDGETS) {
    issues.push({ path: [], message: `A design holds at most ${MAX_DESIGN_WIDGETS} widgets` });
  }
  const checkLevel = (widgets: readonly FormWidget[], base: Array<string | number>): void => {
    const seen = new Set<string>();
    for (const { widget, designPath } of levelWidgets(widgets, base)) {
      if (seen.has(widget.vModel)) {
        issues.push({
          path: [...designPath, 'vModel'],
          message: `Duplicate vModel "${widget.vModel}"`,
        });
      }
      seen.add(widget.vModel);
      if (widget.kind === 'table') checkLevel(widget.children, [...designPath, 'children']);
    }
  };
  checkLevel(fields, []);

  const topLevel = new Set(levelWidgets(fields).map((p) => p.widget.vModel));
  const columns = new Map<string, Set<string>>();
  for (const { widget } of places) {
    if (widget.kind !== 'table') continue;
    const names = columns.get(widget.vModel) ?? new Set<string>();
    for (const column of levelWidgets(widget.children)) names.add(column.widget.vModel);
    columns.set(widget.vModel, names);
  }
  const calculations = calculationPlaces(fields);
  for (const place of calculations) {
    if (!place.formula) continue; // formulaSchema reports the syntax
    for (const ref of formulaFields(place.formula)) {
      const [table, column] = ref.split('.');
      const known =
        column === undefined ? topLevel.has(ref) : (columns.get(table!)?.has(column) ?? false);
      if (!known) {
        issues.push({
          path: [...place.designPath, 'formula'],
          message: `Formula refers to unknown field "${ref}"`,
        });
      }
    }
  }
  const { cyclic } = calculationOrder(calculations);
  for (const place of calculations) {
    if (cyclic.has(place.key)) {
      issues.push({
        path: [...place.designPath, 'formula'],
        message: `Formula of "${place.key}" depends on itself`,
      });
    }
  }
  return issues;
}
