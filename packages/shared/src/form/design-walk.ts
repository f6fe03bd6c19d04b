import type { DataWidget, FormWidget } from './widget-schema';

/** Where a widget sits: its path in the design and the tables (vModels) around it. */
export interface WidgetPlace {
  widget: DataWidget;
  designPath: Array<string | number>;
  /** vModels of the enclosing tables, outermost first; [] at the top level. */
  tables: string[];
}

/**
 * The data widgets of one level: rows are looked through (their children share the level),
 * tables are returned but not entered.
 */
export function levelWidgets(
  widgets: readonly FormWidget[],
  basePath: Array<string | number> = [],
): Array<{ widget: DataWidget; designPath: Array<string | number> }> {
  const out: Array<{ widget: DataWidget; designPath: Array<string | number> }> = [];
  widgets.forEach((widget, index) => {
    const designPath = [...basePath, index];
    if (widget.kind === 'row')
      out.push(...levelWidgets(widget.children, [...designPath, 'children']));
    else out.push({ widget, designPath });
  });
  return out;
}

/** Every data widget at every level, tables before their columns. */
export function allDataWidgets(
  widgets: readonly FormWidget[],
  basePath: Array<string | number> = [],
  tables: string[] = [],
): WidgetPlace[] {
  const out: WidgetPlace[] = [];
  for (const { widget, designPath } of levelWidgets(widgets, basePath)) {
    out.push({ widget, designPath, tables });
    if (widget.kind === 'table') {
      out.push(
        ...allDataWidgets(widget.children, [...designPath, 'children'], [...tables, widget.vModel]),
      );
    }
  }
  return out;
}
