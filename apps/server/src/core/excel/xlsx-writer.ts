import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { drainedOrClosed } from '../drained';

/** A cell as written: text stays text (never a formula), nothing to show is an empty cell. */
export type XlsxCell = string | number | null;

/** One column of an exported sheet: its header (in the caller's language) and its value. */
export interface XlsxColumn<T> {
  header: string;
  /** Characters; 12 when not given. */
  width?: number;
  value: (row: T) => XlsxCell;
}

export interface XlsxSheet<T> {
  /** The sheet's tab name. */
  name: string;
  columns: readonly XlsxColumn<T>[];
}

/**
 * Writes the rows of `batches` to `out` as one .xlsx sheet with exceljs' streaming writer: each
 * row is committed (and compressed away) as it comes, and between batches the writer waits
 * while the reader is behind, so memory stays flat however many rows there are. The header row
 * is bold and frozen.
 */
export async function writeXlsx<T>(
  out: Writable,
  batches: AsyncIterable<readonly T[]>,
  sheet: XlsxSheet<T>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width ?? 12 }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  for await (const batch of batches) {
    // The reader went away (download cancelled): stop reading the database.
    if (out.destroyed) return;
    for (const row of batch) {
      worksheet.addRow(sheet.columns.map((c) => emptyAsNull(c.value(row)))).commit();
    }
    if (out.writableNeedDrain) await drainedOrClosed(out);
  }
  if (out.destroyed) return;
  worksheet.commit();
  await workbook.commit();
}

const emptyAsNull = (cell: XlsxCell): XlsxCell => (cell === '' ? null : cell);

/** A workbook holding only a bold header row: an import's template. */
export async function xlsxTemplate(
  name: string,
  headers: readonly string[],
  width = 20,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(name);
  worksheet.columns = headers.map((header) => ({ header, width }));
  worksheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
