import { BadRequest } from '../errors';
import type { ReadSheet, XlsxRow } from './xlsx-reader';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A CSV file's text: UTF-8 (with or without its byte-order mark), else GB18030, which the
 * Chinese Excel and most lock vendors' tools write. Bytes that are neither are refused.
 */
function csvText(buffer: Buffer): string {
  const bytes = buffer.subarray(0, 3).equals(UTF8_BOM) ? buffer.subarray(3) : buffer;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      throw new BadRequest('import.notCsv');
    }
  }
}

/**
 * The records of CSV text (RFC 4180): fields split by commas, a field in double quotes may hold
 * commas, line breaks and doubled quotes; lines end in CRLF or LF. An unclosed quote is refused.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new BadRequest('import.notCsv');
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/**
 * A CSV file read as `readXlsx` reads a workbook's first sheet: the header's first `columns`
 * texts, and each later line with any text in its first `columns` cells, numbered as a sheet's
 * rows (the header is row 1).
 */
export function readCsv(buffer: Buffer, columns: number): ReadSheet {
  const [head = [], ...lines] = csvRecords(csvText(buffer));
  const cellsOf = (record: string[]) =>
    Array.from({ length: columns }, (_, i) => record[i]?.trim() ?? '');
  const header = cellsOf(head);
  const rows: XlsxRow[] = [];
  lines.forEach((record, i) => {
    const cells = cellsOf(record);
    if (cells.some((cell) => cell !== '')) rows.push({ row: i + 2, cells });
  });
  return { header, rows };
}
