import type { FormWidget, WidgetKind } from '@depot/shared';

/**
 * The design widget of one kind. Some schema members cover several kinds (input, textarea and
 * password share one), so this picks the member whose kind includes K rather than Extract.
 */
export type WidgetOf<K extends WidgetKind> = PickKind<FormWidget, K>;
type PickKind<W, K> = W extends { kind: infer WK } ? (K extends WK ? W : never) : never;

/**
 * Props of every form-builder widget: a controlled component over a JSON value (what the form
 * data holds and the server validates), configured by its design widget. antd's Form.Item
 * injects `value`, `onChange` and `id`; `id` must reach the focusable element so that the
 * item's label names it.
 */
export interface WidgetProps<V, K extends WidgetKind = WidgetKind> {
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  widget: WidgetOf<K>;
  disabled?: boolean;
  /** Shown, not edited (the read-only view of a record). */
  readOnly?: boolean;
  id?: string;
  /** Accessible name where no label names the widget (table cells). */
  'aria-label'?: string;
}
