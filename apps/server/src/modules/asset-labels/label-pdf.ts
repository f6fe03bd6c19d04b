import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { LabelAsset } from '../asset/asset-query';
import { labelFontData, type LabelFont } from './label-font';
import { LABEL_SHEETS, PT_PER_MM, labelBox, type LabelSheet } from './layout';
import type { AssetLabelLayout } from '@depot/shared';
import { drainedOrClosed } from '../../core/drained';

const mm = (v: number) => v * PT_PER_MM;
/** Blank margin inside a label, and between its QR and its text (mm). */
const PAD = 1.5;
/** White modules around the QR inside its square (with PAD, a scanner finds its edge). */
const QUIET = 2;
/** The code's largest and smallest size (pt): it shrinks to fit its line, never cut. */
const CODE_PT = { max: 12, min: 5 };

/**
 * Draws the QR of `text` as one filled path of squares (vector: sharp at any printer
 * resolution; one fill, so no seams between modules). Each row's run of dark modules is one
 * rectangle, a third of the drawing one square per module takes.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  // One byte segment: an address is bytes anyway, and the search for the shortest mix of
  // segments was a sixth of the drawing time.
  const qr = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const count = qr.modules.size;
  const cell = size / (count + 2 * QUIET);
  doc.save().fillColor('black');
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col++;
      doc.rect(x + (start + QUIET) * cell, y + (row + QUIET) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill().restore();
}

/**
 * One label: the QR as large as the label's height allows (at most half its width) on the
 * left; on the right the code on one line, shrunk until it fits, and the name below it in as
 * many lines as the label holds (an ellipsis when it holds no more).
 */
function drawLabel(
  doc: PDFKit.PDFDocument,
  asset: LabelAsset,
  box: { x: number; y: number; width: number; height: number },
  url: (token: string) => string,
) {
  const pad = mm(PAD);
  const x = mm(box.x);
  const y = mm(box.y);
  const width = mm(box.width);
  const height = mm(box.height);
  const qrSize = Math.min(height - 2 * pad, width / 2);
  drawQr(doc, url(asset.qrToken), x + pad, y + (height - qrSize) / 2, qrSize);

  const textX = x + qrSize + 2 * pad;
  const textWidth = width - qrSize - 3 * pad;
  let codeSize = Math.min(CODE_PT.max, Math.max(CODE_PT.min + 2, height / 8));
  const codeWidth = doc.fontSize(codeSize).widthOfString(asset.code);
  if (codeWidth > textWidth) codeSize = Math.max(CODE_PT.min, (codeSize * textWidth) / codeWidth);
  // Noto Sans CJK's line is 1.45 em tall; names read well at 1.2.
  const top = y + pad + qrSize * 0.08;
  doc.fontSize(codeSize).text(asset.code, textX, top, {
    width: textWidth,
    lineBreak: false,
    lineGap: -0.25 * codeSize,
  });
  const nameSize = Math.min(codeSize, Math.min(CODE_PT.max, height / 8) * 0.85);
  const nameTop = top + codeSize * 1.6;
  doc.fontSize(nameSize).text(asset.name, textX, nameTop, {
    width: textWidth,
    height: y + height - pad - nameTop,
    lineGap: -0.25 * nameSize,
    ellipsis: true,
  });
}

/**
 * pdfkit keeps the layout of every word it drew for the whole document, and each label's code
 * is a word of its own: about 3 KB more for every label. Emptied at each new page it still
 * serves its purpose (a word measured, then drawn, is laid out once) and memory stays flat.
 * Turning it off (fontLayoutCache: false) costs half as much time again.
 */
export function forgetWordLayouts(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font;
  // Without a prototype, as pdfkit makes it: a word like "constructor" must not be found in it.
  if (font?.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
}

/** Bytes of PDF the document may hold for its reader before drawing waits. */
const AHEAD = 64 * 1024;

/**
 * Waits until the reader has taken what was drawn: while `out` is full (the pipe has paused
 * the document, which then keeps whatever it is given), or while the document holds more than
 * AHEAD bytes not yet handed on (before the pipe first runs, or between its turns).
 */
export async function readerCaughtUp(doc: PDFKit.PDFDocument, out: Writable): Promise<void> {
  while (!out.destroyed) {
    if (out.writableNeedDrain) await drainedOrClosed(out);
    else if (doc.readableLength > AHEAD) await new Promise((resolve) => setImmediate(resolve));
    else return;
  }
}

/**
 * Pipes `doc` into `out`; the answer settles once `out` has finished or closed, or fails with it.
 * Awaited only once the PDF is complete: a reader that fails before that only stops it.
 */
export function pipeInto(doc: PDFKit.PDFDocument, out: Writable): Promise<void> {
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('close', resolve);
    out.once('error', reject);
  });
  finished.catch(() => undefined);
  doc.pipe(out);
  return finished;
}

/**
 * Writes a PDF of QR labels to `out` as the assets come: each label holds the QR of the asset's
 * page address, its code and its name. Memory stays flat whatever the count and however slow
 * the reader: each page is written out when the next begins, and no asset is read or drawn
 * while `out` is full (pdfkit itself never waits for its reader). Stops early, without an
 * error, when `out` is destroyed (the client went away).
 */
export async function writeLabelsPdf(
  out: Writable,
  assets: AsyncIterable<LabelAsset>,
  options: {
    layout: AssetLabelLayout;
    offsetX: number;
    offsetY: number;
    font: LabelFont;
    url: (token: string) => string;
  },
): Promise<void> {
  const sheet: LabelSheet = LABEL_SHEETS[options.layout];
  const doc = new PDFDocument({
    size: [mm(sheet.pageWidth), mm(sheet.pageHeight)],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Asset labels', Producer: 'Depot' },
  });
  const finished = pipeInto(doc, out);
  doc.registerFont('label', labelFontData(options.font), options.font.family);
  let index = 0;
  let page = -1;
  for await (const asset of assets) {
    await readerCaughtUp(doc, out);
    if (out.destroyed) {
      doc.unpipe(out);
      return;
    }
    const box = labelBox(sheet, index++, options.offsetX, options.offsetY);
    if (box.page !== page) {
      doc.addPage();
      doc.font('label');
      forgetWordLayouts(doc);
      page = box.page;
    }
    drawLabel(doc, asset, box, options.url);
  }
  if (page < 0) doc.addPage();
  doc.end();
  await finished;
}
