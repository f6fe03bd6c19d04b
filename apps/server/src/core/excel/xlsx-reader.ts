import ExcelJS from 'exceljs';
import { BadRequest } from '../errors';

export interface XlsxRow {
  /** 1-based row of the sheet (the header is row 1). */
  row: number;
  /** The row's first `columns` cells, in order. */
  cells: ExcelJS.CellValue[];
}

export interface ReadSheet {
  /** The header row's first `columns` texts. */
  header: string[];
  /** The rows below the header that have any text in their first `columns` cells. */
  rows: XlsxRow[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether `buffer` starts as a zip does (an .xlsx is one). */
export const isZip = (buffer: Buffer) =>
  buffer.length >= 4 && buffer.subarray(0, 4).equals(ZIP_MAGIC);

/** The first sheet of an .xlsx workbook, read `columns` cells wide. */
export async function readXlsx(buffer: Buffer, columns: number): Promise<ReadSheet> {
  // An .xlsx is a zip: anything else (an old .xls, a CSV renamed) is refused before parsing.
  if (!isZip(buffer)) throw new BadRequest('import.notXlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new BadRequest('import.notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BadRequest('import.noSheet');
  const cellsOf = (row: ExcelJS.Row) =>
    Array.from({ length: columns }, (_, i) => row.getCell(i + 1).value);
  const header = cellsOf(sheet.getRow(1)).map(cellText);
  const rows: XlsxRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = cellsOf(row);
    if (cells.every((v) => cellText(v) === '')) return;
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
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A calendar day from a cell: a date cell, an Excel day number, or text `2026-05-01` /
 * `2026/5/1`. Undefined when the cell is empty; null when it is not a day that exists.
 */
export function cellDay(value: ExcelJS.CellValue): string | null | undefined {
  if (value === null || value === undefined || cellText(value) === '') return undefined;
  if (value instanceof Date) {
    // exceljs reads a date cell's wall-clock day as if it were UTC.
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') {
    if (!(value >= 1 && value < 2_958_466)) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(value) * 86_400_000).toISOString().slice(0, 10);
  }
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(cellText(value));
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

/** A column's distinct texts over the rows, none empty: the keys its lookups ask for at once. */
export const distinctTexts = <C extends string>(
  texts: ReadonlyArray<{ text: Record<C, string> }>,
  column: C,
): string[] => [...new Set(texts.map((t) => t.text[column]).filter((v) => v !== ''))];
