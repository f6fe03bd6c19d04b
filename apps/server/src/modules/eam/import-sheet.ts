import { REPAIR_IMPORT_COLUMNS } from '@depot/shared';
import ExcelJS from 'exceljs';
import { BadRequest } from '../../core/errors';
import { wallClockToInstant } from './time-zone';

export type ImportColumn = (typeof REPAIR_IMPORT_COLUMNS)[number];

export interface SheetRow {
  /** 1-based row of the sheet (the header is row 1). */
  row: number;
  cells: Record<ImportColumn, ExcelJS.CellValue>;
}

export interface ImportSheet {
  header: string[];
  rows: SheetRow[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The first sheet of an .xlsx workbook: its header texts and its non-empty rows. */
export async function readImportSheet(buffer: Buffer): Promise<ImportSheet> {
  // An .xlsx is a zip: anything else (an old .xls, a CSV renamed) is refused before parsing.
  if (buffer.length < 4 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw new BadRequest('eam.import.notXlsx');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new BadRequest('eam.import.notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BadRequest('eam.import.empty');
  const cellsOf = (row: ExcelJS.Row) =>
    Object.fromEntries(
      REPAIR_IMPORT_COLUMNS.map((column, i) => [column, row.getCell(i + 1).value]),
    ) as Record<ImportColumn, ExcelJS.CellValue>;
  const header = REPAIR_IMPORT_COLUMNS.map((_, i) =>
    cellText(sheet.getRow(1).getCell(i + 1).value),
  );
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = cellsOf(row);
    if (Object.values(cells).every((v) => cellText(v) === '')) return;
    rows.push({ row: number, cells });
  });
  return { header, rows };
}

/** What a cell shows, as text (rich text joined, a formula's result, a link's text). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  return '';
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
