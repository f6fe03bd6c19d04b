import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { LabelAsset } from '../asset/asset-query';
import type { LabelFont } from './label-font';
import { LABEL_SHEETS, PT_PER_MM, labelBox, type LabelSheet } from './layout';
import type { AssetLabelLayout } from '@depot/shared';

const mm = (v: number) => v * PT_PER_MM;
/** Blank space inside a label and around its QR (mm). */
const PAD = 2;

/** Draws the QR of `text` as filled squares (vector: sharp at any printer resolution). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  // Four modules of quiet zone on each side, as scanners expect.
  const cell = size / (count + 8);
  doc.save().fillColor('black');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) {
        doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  asset: LabelAsset,
  box: { x: number; y: number; width: number; height: number },
  url: (token: string) => string,
) {
  const x = mm(box.x);
  const y = mm(box.y);
  const height = mm(box.height);
  const qrSize = height - mm(PAD);
  drawQr(doc, url(asset.qrToken), x + mm(PAD / 2), y + mm(PAD / 2), qrSize);
  const textX = x + qrSize + mm(PAD);
  const textWidth = mm(box.width) - qrSize - mm(PAD * 2);
  const codeSize = Math.min(11, height / 4);
  doc.fontSize(codeSize).text(asset.code, textX, y + height * 0.22, {
    width: textWidth,
    lineBreak: false,
    ellipsis: true,
  });
  doc.fontSize(codeSize * 0.85).text(asset.name, textX, y + height * 0.22 + codeSize * 1.6, {
    width: textWidth,
    height: codeSize * 0.85 * 2.6,
    ellipsis: true,
  });
}

/**
 * Writes a PDF of QR labels to `out` as the assets come (pages are flushed as they fill, so a
 * thousand labels do not sit in memory): each label holds the QR of the asset's page address,
 * its code and its name.
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
  doc.pipe(out);
  doc.registerFont('label', options.font.path, options.font.family);
  let index = 0;
  let page = -1;
  for await (const asset of assets) {
    const box = labelBox(sheet, index++, options.offsetX, options.offsetY);
    if (box.page !== page) {
      doc.addPage();
      doc.font('label');
      page = box.page;
    }
    drawLabel(doc, asset, box, options.url);
  }
  if (page < 0) doc.addPage();
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('close', resolve);
    out.once('error', reject);
  });
  doc.end();
  await finished;
}
