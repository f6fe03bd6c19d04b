import PDFDocument from 'pdfkit';
import { encodePng } from '../../core/png';

/*
 * The demo drawings' files, drawn by code (no binary file in the repository): a one-page PDF
 * plan with its title block, and a PNG rendering. Their words are ASCII: PDFKit's built-in font
 * has no Chinese, and a drawing's sheet number and revision are what a title block shows.
 */

/** A floor plan of a shop: its walls, a counter, shelves, a door, and a title block. */
export function demoPlanPdf(sheet: { sheetNo: string; title: string; revision: number }) {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  doc.info.Title = `${sheet.sheetNo} ${sheet.title} rev ${sheet.revision}`;
  // The shop's walls, the entrance gap, a counter and two rows of shelves.
  doc.lineWidth(3).rect(60, 60, 520, 340).stroke();
  doc.strokeColor('#ffffff').lineWidth(4).moveTo(270, 400).lineTo(350, 400).stroke();
  doc.strokeColor('#000000').lineWidth(1.5);
  doc.rect(90, 90, 140, 40).stroke();
  doc.rect(300, 120, 240, 24).stroke();
  doc.rect(300, 200, 240, 24).stroke();
  // One more row of shelves from the second revision on: what changed between the versions.
  if (sheet.revision > 1) doc.rect(300, 280, 240, 24).stroke();
  doc.fontSize(9).text('COUNTER', 130, 106).text('SHELVES', 395, 127).text('ENTRANCE', 283, 408);
  // The title block.
  doc.lineWidth(1).rect(610, 300, 190, 100).stroke();
  doc
    .fontSize(11)
    .text(sheet.sheetNo, 620, 310)
    .fontSize(9)
    .text(sheet.title, 620, 330)
    .text(`Revision ${sheet.revision}`, 620, 350)
    .text('Scale 1:50', 620, 370);
  doc.end();
  return done;
}

/** A rendering of the shop front: a sign band over a glazed front, lighter in later revisions. */
export function demoRenderingPng(revision: number): Buffer {
  const band: [number, number, number] = revision > 1 ? [200, 40, 48] : [40, 96, 160];
  return encodePng(320, 200, (x, y) => {
    if (y < 40) return [245, 245, 248];
    if (y < 70) return x > 20 && x < 300 ? band : [235, 235, 240];
    if (y < 180 && x > 20 && x < 300) {
      const mullion = (x - 20) % 70 < 3;
      return mullion ? [60, 60, 64] : [170, 200, 220];
    }
    return [120, 120, 124];
  });
}
