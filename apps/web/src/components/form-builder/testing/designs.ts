import { formDesignSchema, widgetSchema, type FormDesign, type WidgetKind } from '@depot/shared';
import type { WidgetOf } from '../types';

/** A widget of a kind with the schema's defaults filled in. */
export function makeWidget<K extends WidgetKind>(
  kind: K,
  props: Record<string, unknown> = {},
): WidgetOf<K> {
  // The schema checks the input; its output for this kind is this kind's widget.
  return widgetSchema.parse({ kind, vModel: 'field', label: '字段', ...props }) as WidgetOf<K>;
}

export function makeDesign(fields: unknown[], settings: Record<string, unknown> = {}): FormDesign {
  return formDesignSchema.parse({ fields, ...settings });
}
