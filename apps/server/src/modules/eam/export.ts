import type { Writable } from 'node:stream';
import { REPAIR_IMPORT_COLUMNS, type RepairOrder } from '@depot/shared';
import {
  writeXlsx,
  xlsxTemplate,
  type XlsxCell,
  type XlsxSheet,
} from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import {
  EXPORT_COLUMNS,
  SHEET_WORDS,
  durationText,
  slaText,
  type ExportColumn,
} from './sheet-words';
import { formatInZone } from '../../core/time-zone';

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

/** The export's columns in the caller's language (`EXPORT_COLUMNS` order). */
function exportSheet({ language, timeZone }: ExportOptions): XlsxSheet<RepairOrder> {
  const words = SHEET_WORDS[language];
  const time = (iso: string | null) => (iso ? formatInZone(new Date(iso), timeZone) : '');
  const value: Record<ExportColumn, (order: RepairOrder) => XlsxCell> = {
    orderId: (o) => o.orderId,
    code: (o) => o.code,
    externalSource: (o) => o.externalSource,
    externalCode: (o) => o.externalCode,
    storeCode: (o) => o.storeCode,
    storeName: (o) => o.storeName,
    typeName: (o) => o.typeName,
    status: (o) => words.status[o.status],
    evaluated: (o) => (o.evaluated ? words.yes : words.no),
    pauseCount: (o) => o.pauseCount,
    pauseDuration: (o) => durationText(o.pauseDuration, language),
    appointmentTime: (o) => time(o.appointmentTime),
    submitTime: (o) => time(o.submitTime),
    completionTime: (o) => time(o.completionTime),
    orderDuration: (o) => durationText(o.orderDuration, language),
    address: (o) => o.address,
    remark: (o) => o.remark,
    assigneeName: (o) => o.assigneeName,
    dispatcherName: (o) => o.dispatcherName,
    sla: (o) => slaText(o, language),
    rating: (o) => o.rating,
  };
  return {
    name: words.sheet,
    columns: EXPORT_COLUMNS.map((key) => ({
      header: words.columns[key],
      width: WIDTHS[key],
      value: value[key],
    })),
  };
}

/** The filtered orders as one .xlsx sheet, streamed (`writeXlsx`). */
export function writeOrdersXlsx(
  out: Writable,
  batches: AsyncIterable<RepairOrder[]>,
  options: ExportOptions,
): Promise<void> {
  return writeXlsx(out, batches, exportSheet(options));
}

/** The header row of the import, in the caller's language (`REPAIR_IMPORT_COLUMNS` order). */
export function importTemplate(language: Language): Promise<Buffer> {
  const words = SHEET_WORDS[language];
  return xlsxTemplate(
    words.sheet,
    REPAIR_IMPORT_COLUMNS.map((key) => words.importColumns[key]),
  );
}
