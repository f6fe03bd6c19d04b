import type { FormWidget, WidgetKind } from '@depot/shared';

/**
 * The design widget of one kind. Some schema members cover several kinds (input, textarea and
 * password share one), so this picks the member whose kind includes K rather than Extract.
 */
export type WidgetOf<K extends WidgetKind> = PickKind<FormWidget, K>;
type PickKind<W, K> = W extends { kind: infer WK } ? (K extends WK ? W : never) : never;

/**
 * What names a widget's control and tells a screen reader its state. antd's Form.Item hands
 * its control `id` (which its label points at) and, while the field's check fails, the
 * `aria-invalid` flag and `aria-describedby` (the ids of the error text under it): all must
 * reach the focusable element, or the error is only seen, never heard.
 */
export interface WidgetAria {
  id?: string;
  /** Accessible name where no label names the widget (table cells). */
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

/** The aria props alone, out of a widget's props. */
export function ariaOf({
  id,
  'aria-label': label,
  'aria-invalid': invalid,
  'aria-describedby': described,
  'aria-required': required,
}: WidgetAria): WidgetAria {
  return {
    id,
    'aria-label': label,
    'aria-invalid': invalid,
    'aria-describedby': described,
    'aria-required': required,
  };
}

/**
 * The aria props for a control whose role takes no invalid state (a button, a group of boxes,
 * a slider's frame): its name and the error text it is described by.
 */
export function describedBy({
  'aria-label': label,
  'aria-describedby': described,
}: WidgetAria): Pick<WidgetAria, 'aria-label' | 'aria-describedby'> {
  return { 'aria-label': label, 'aria-describedby': described };
}

/**
 * Props of every form-builder widget: a controlled component over a JSON value (what the form
 * data holds and the server validates), configured by its design widget. antd's Form.Item
 * injects `value`, `onChange` and the aria props (WidgetAria).
 */
export interface WidgetProps<V, K extends WidgetKind = WidgetKind> extends WidgetAria {
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  widget: WidgetOf<K>;
  disabled?: boolean;
  /** Shown, not edited (the read-only view of a record). */
  readOnly?: boolean;
}
