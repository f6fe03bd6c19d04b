import type { DataWidget } from '@depot/shared';
import { useState } from 'react';
import { newRow, toRows, type TableRow } from './table-rows';

let lastRowId = 0;
const nextRowId = () => `row-${++lastRowId}`;

/**
 * Rows of a table widget with what the rows themselves do not hold: a stable key per row, and
 * the validity flags of SPEC §4 — a cell is checked once it changed, and every cell of the
 * current rows once a submit was attempted.
 */
export function useTableRows(
  value: unknown,
  onChange: ((rows: TableRow[] | undefined) => void) | undefined,
  columns: readonly DataWidget[],
  submitCount: number,
) {
  const rows = toRows(value);
  const [ids, setIds] = useState<string[]>(() => rows.map(nextRowId));
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [seenSubmit, setSeenSubmit] = useState(submitCount);

  // Rows replaced from outside (reset, loaded record): keep the keys of the rows still there.
  let rowIds = ids;
  if (ids.length !== rows.length) {
    rowIds = rows.map((_, i) => ids[i] ?? nextRowId());
    setIds(rowIds);
  }
  if (seenSubmit !== submitCount) {
    setSeenSubmit(submitCount);
    setChecked(new Set(rowIds.flatMap((id) => columns.map((c) => `${id}|${c.vModel}`))));
  }

  const emit = (next: TableRow[]) => onChange?.(next.length > 0 ? next : undefined);

  return {
    rows,
    rowIds,
    isChecked: (index: number, column: string) => checked.has(`${rowIds[index]}|${column}`),
    setCell: (index: number, column: string, cell: unknown) => {
      setChecked((set) => new Set(set).add(`${rowIds[index]}|${column}`));
      emit(rows.map((row, i) => (i === index ? { ...row, [column]: cell } : row)));
    },
    addRow: () => {
      setIds([...rowIds, nextRowId()]);
      emit([...rows, newRow(columns)]);
    },
    removeRow: (index: number) => {
      setIds(rowIds.filter((_, i) => i !== index));
      emit(rows.filter((_, i) => i !== index));
    },
  };
}
