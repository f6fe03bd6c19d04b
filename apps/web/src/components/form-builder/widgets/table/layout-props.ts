import type { DataWidget } from '@depot/shared';
import type { TableRow } from './table-rows';

/** What every table layout (table, cards, list) gets from the table widget. */
export interface TableLayoutProps {
  columns: readonly DataWidget[];
  rows: readonly TableRow[];
  rowIds: readonly string[];
  isChecked: (index: number, column: string) => boolean;
  setCell: (index: number, column: string, value: unknown) => void;
  removeRow: (index: number) => void;
  /** Column totals when the design shows a summary. */
  sums: Map<string, number> | null;
  disabled?: boolean;
  readOnly?: boolean;
}
