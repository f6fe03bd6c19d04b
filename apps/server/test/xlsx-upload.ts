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
