import ExcelJS from 'exceljs';

/** An .xlsx of one sheet holding `rows` (the first is the header), as an upload would send it. */
export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('x');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `file` as a multipart body's field `file`: the payload and its content type. */
export function xlsxUpload(file: Buffer, filename = 'upload.xlsx') {
  const boundary = '----depot-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let gbCodes: Map<string, number> | undefined;

/**
 * `text` in GB18030's two-byte (GBK) range, as the Chinese Excel saves a CSV: Node encodes only
 * UTF-8, so the codes come from decoding every two-byte code once.
 */
export function gb18030(text: string): Buffer {
  if (!gbCodes) {
    gbCodes = new Map();
    const decoder = new TextDecoder('gb18030', { fatal: true });
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        try {
          const char = decoder.decode(Uint8Array.of(lead, trail));
          if (!gbCodes.has(char)) gbCodes.set(char, (lead << 8) | trail);
        } catch {
          // not a character in this range
        }
      }
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const ascii = char.charCodeAt(0);
    if (ascii < 0x80) bytes.push(ascii);
    else {
      const code = gbCodes.get(char);
      if (code === undefined) throw new Error(`no two-byte GB18030 code for ${char}`);
      bytes.push(code >> 8, code & 0xff);
    }
  }
  return Buffer.from(bytes);
}
