import { REPAIR_IMPORT_COLUMNS } from '@depot/shared';
import type ExcelJS from 'exceljs';
import { cellText, type XlsxRow } from '../../core/excel/xlsx-reader';
import { wallClockToInstant } from '../../core/time-zone';

export type ImportColumn = (typeof REPAIR_IMPORT_COLUMNS)[number];

export interface SheetRow {
  /** 1-based row of the sheet (the header is row 1). */
  row: number;
  cells: Record<ImportColumn, ExcelJS.CellValue>;
}

/** A row of the sheet with its cells named by the import's columns. */
export function sheetRow({ row, cells }: XlsxRow): SheetRow {
  return {
    row,
    cells: Object.fromEntries(
      REPAIR_IMPORT_COLUMNS.map((column, i) => [column, cells[i]]),
    ) as Record<ImportColumn, ExcelJS.CellValue>,
  };
}

/** Excel's day 0 (1899-12-30) in Unix milliseconds. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const LOCAL_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;
const WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An appointment time from a cell: an Excel date (a date cell or its serial number), an ISO
 * 8601 time with offset, or a date and time without one (`2026-05-01 09:30`, `2026/5/1`).
 * Times without an offset are wall-clock times in `timeZone`. Undefined when the cell is
 * empty; null when it is not a time.
 */
export function cellTime(value: ExcelJS.CellValue, timeZone: string): Date | null | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    // exceljs reads a date cell's wall-clock time as if it were UTC.
    return Number.isNaN(value.getTime()) ? null : wallClockToInstant(value.getTime(), timeZone);
  }
  if (typeof value === 'number') {
    if (!(value > 0 && value < 2_958_466)) return null; // Excel's dates end at 9999-12-31
    return wallClockToInstant(EXCEL_EPOCH + Math.round(value * DAY_MS), timeZone);
  }
  if (typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    return cellTime((value as { result?: ExcelJS.CellValue }).result ?? null, timeZone);
  }
  const text = cellText(value);
  if (text === '') return undefined;
  if (WITH_OFFSET.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  const m = LOCAL_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((v) => Number(v ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(wall);
  // 2026-02-30 or 25:00 would roll over silently: refuse them.
  if (
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }
  return wallClockToInstant(wall, timeZone);
}
