import type { Writable } from 'node:stream';
import { REPAIR_IMPORT_COLUMNS, type RepairOrder } from '@depot/shared';
import ExcelJS from 'exceljs';
import type { Language } from '../../core/i18n';
import {
  EXPORT_COLUMNS,
  SHEET_WORDS,
  durationText,
  slaText,
  type ExportColumn,
} from './sheet-words';
import { formatInZone } from './time-zone';

const WIDTHS: Partial<Record<ExportColumn, number>> = {
  code: 20,
  externalCode: 18,
  storeName: 16,
  pauseDuration: 16,
  appointmentTime: 18,
  submitTime: 18,
  completionTime: 18,
  orderDuration: 18,
  address: 36,
  remark: 36,
  sla: 20,
};

export interface ExportOptions {
  language: Language;
  timeZone: string;
}

function cells(
  order: RepairOrder,
  { language, timeZone }: ExportOptions,
): (string | number | null)[] {
  const words = SHEET_WORDS[language];
  const time = (iso: string | null) => (iso ? formatInZone(new Date(iso), timeZone) : '');
  const value: Record<ExportColumn, string | number> = {
    orderId: order.orderId,
    code: order.code,
    externalSource: order.externalSource ?? '',
    externalCode: order.externalCode ?? '',
    storeCode: order.storeCode,
    storeName: order.storeName,
    typeName: order.typeName,
    status: words.status[order.status],
    evaluated: order.evaluated ? words.yes : words.no,
    pauseCount: order.pauseCount,
    pauseDuration: durationText(order.pauseDuration, language),
    appointmentTime: time(order.appointmentTime),
    submitTime: time(order.submitTime),
    completionTime: time(order.completionTime),
    orderDuration: durationText(order.orderDuration, language),
    address: order.address ?? '',
    remark: order.remark ?? '',
    assigneeName: order.assigneeName ?? '',
    dispatcherName: order.dispatcherName ?? '',
    sla: slaText(order, language),
    rating: order.rating ?? '',
  };
  // Nothing to show is an empty cell, not an empty string.
  return EXPORT_COLUMNS.map((c) => (value[c] === '' ? null : value[c]));
}

/** Resolves once `out` wants more, or is gone. */
function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Writes the orders of `batches` to `out` as one .xlsx sheet with exceljs' streaming writer:
 * each row is committed (and compressed away) as it comes, and between batches the writer
 * waits while the reader is behind, so memory stays flat however many rows there are. Texts
 * are written as text, never as formulas.
 */
export async function writeOrdersXlsx(
  out: Writable,
  batches: AsyncIterable<RepairOrder[]>,
  options: ExportOptions,
): Promise<void> {
  const words = SHEET_WORDS[options.language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(words.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((key) => ({
    key,
    header: words.columns[key],
    width: WIDTHS[key] ?? 12,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    // The reader went away (download cancelled): stop reading the database.
    if (out.destroyed) return;
    for (const order of batch) sheet.addRow(cells(order, options)).commit();
    if (out.writableNeedDrain) await drainedOrClosed(out);
  }
  if (out.destroyed) return;
  sheet.commit();
  await workbook.commit();
}

/** The header row of the import, in the caller's language (`REPAIR_IMPORT_COLUMNS` order). */
export async function importTemplate(language: Language): Promise<Buffer> {
  const words = SHEET_WORDS[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.sheet);
  sheet.columns = REPAIR_IMPORT_COLUMNS.map((key) => ({
    header: words.importColumns[key],
    width: 20,
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
