import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { translate, listText, type Language } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/catalogue';
import { labelFontData, type LabelFont } from '../asset-labels/label-font';
import { forgetWordLayouts, pipeInto, readerCaughtUp } from '../asset-labels/label-pdf';
import type { CountSheet, SheetRow } from './sheet-read';

/** A4 in points, and the blank margin around every page. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Every row is one line tall, so the page count is known before the first page is drawn. */
const ROW = 20;
const HEAD_ROW = 22;
/** Where rows stop: the page number sits below. */
const BOTTOM = PAGE.height - PAGE.margin - 14;
const TEXT_PT = 9;
const SIGN_ROW = 24;

interface Column {
  key: MessageKey;
  width: number;
  text?: (row: SheetRow, index: number) => string;
  /** An empty box to write in. */
  box?: boolean;
}

/** The columns; a blind sheet gives the book's width to the name. */
function columnsOf(blind: boolean): Column[] {
  const book = 48;
  return [
    { key: 'stocktake.sheet.no', width: 30, text: (_, i) => String(i + 1) },
    { key: 'stocktake.sheet.code', width: 92, text: (r) => r.code },
    { key: 'stocktake.sheet.name', width: 138 + (blind ? book : 0), text: (r) => r.name },
    { key: 'stocktake.sheet.location', width: 82, text: (r) => r.location },
    ...(blind
      ? []
      : [
          {
            key: 'stocktake.sheet.book' as const,
            width: book,
            text: (r: SheetRow) => `${r.book} ${r.unit}`,
          },
        ]),
    { key: 'stocktake.sheet.counted', width: 58, box: true },
    { key: 'stocktake.sheet.note', width: WIDTH - 30 - 92 - 138 - 82 - book - 58, box: true },
  ];
}

/** One line of text cut to its width with an ellipsis (never wrapped onto the next row). */
function cell(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  doc.text(text, x + 3, y + (ROW - TEXT_PT * 1.45) / 2 + 1, {
    width: width - 6,
    height: TEXT_PT * 1.45,
    ellipsis: true,
  });
}

/** The table's heading row, on every page. */
function drawHeading(doc: PDFKit.PDFDocument, columns: Column[], y: number, language: Language) {
  doc.save().rect(PAGE.margin, y, WIDTH, HEAD_ROW).fillColor('#e8e8e8').fill().restore();
  let x = PAGE.margin;
  doc.fontSize(TEXT_PT).fillColor('black');
  for (const column of columns) {
    doc.text(translate(language, column.key), x + 3, y + (HEAD_ROW - TEXT_PT * 1.45) / 2 + 1, {
      width: column.width - 6,
      height: TEXT_PT * 1.45,
      ellipsis: true,
    });
    x += column.width;
  }
  doc.rect(PAGE.margin, y, WIDTH, HEAD_ROW).lineWidth(0.6).stroke();
}

function drawRow(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  row: SheetRow,
  index: number,
  y: number,
) {
  let x = PAGE.margin;
  doc.fontSize(TEXT_PT);
  for (const column of columns) {
    if (column.text) cell(doc, column.text(row, index), x, y, column.width);
    if (column.box)
      doc
        .rect(x + 3, y + 3, column.width - 6, ROW - 6)
        .lineWidth(0.6)
        .stroke();
    x += column.width;
  }
  doc
    .moveTo(PAGE.margin, y + ROW)
    .lineTo(PAGE.margin + WIDTH, y + ROW)
    .lineWidth(0.3)
    .stroke();
}

/**
 * The first page's heading: title, plan, warehouses, due date, and a line to sign for each
 * counter and the checker (two to a row). Returns where the table starts.
 */
function drawHeader(doc: PDFKit.PDFDocument, sheet: CountSheet, language: Language): number {
  const t = (key: MessageKey, params = {}) => translate(language, key, params);
  let y = PAGE.margin;
  doc.fontSize(16).text(`${t('stocktake.sheet.title')}  ${sheet.code}`, PAGE.margin, y, {
    width: WIDTH,
    height: 24,
    ellipsis: true,
  });
  y += 26;
  const facts = [
    sheet.name,
    t('stocktake.sheet.warehouses', { names: listText(language, sheet.warehouses, 200) }),
    `${t('stocktake.sheet.due', { date: sheet.dueDate })}  ·  ${t('stocktake.sheet.lines', { count: sheet.rows.length })}`,
    ...(sheet.blind ? [t('stocktake.sheet.blind')] : []),
  ];
  doc.fontSize(10);
  for (const fact of facts) {
    doc.text(fact, PAGE.margin, y, { width: WIDTH, height: 15, ellipsis: true });
    y += 16;
  }
  y += 6;
  const signers = [
    ...(sheet.counters.length ? sheet.counters : ['']).map((name) => ({
      role: t('stocktake.sheet.counter'),
      name,
    })),
    { role: t('stocktake.sheet.checker'), name: '' },
  ];
  const half = WIDTH / 2;
  doc.fontSize(TEXT_PT);
  signers.forEach((signer, i) => {
    const x = PAGE.margin + (i % 2) * half;
    const top = y + Math.floor(i / 2) * SIGN_ROW;
    const label = `${signer.role}${signer.name ? ` ${signer.name}` : ''}`;
    doc.text(label, x, top + 6, { width: 90, height: TEXT_PT * 1.45, ellipsis: true });
    doc.text(t('stocktake.sheet.signature'), x + 92, top + 6, { width: 40, lineBreak: false });
    doc
      .moveTo(x + 132, top + 18)
      .lineTo(x + 190, top + 18)
      .lineWidth(0.6)
      .stroke();
    doc.text(t('stocktake.sheet.date'), x + 194, top + 6, { width: 32, lineBreak: false });
    doc
      .moveTo(x + 226, top + 18)
      .lineTo(x + half - 8, top + 18)
      .lineWidth(0.6)
      .stroke();
  });
  return y + Math.ceil(signers.length / 2) * SIGN_ROW + 10;
}

/**
 * Writes `sheet` to `out` as an A4 PDF to count on paper: the header, then one row per line
 * (code, name, expected location, the book unless blind, empty boxes for the count and a note)
 * under a heading repeated on every page, each page numbered "n of total". Waits for the reader
 * as it draws (memory stays flat however slow the client) and stops when `out` is destroyed.
 */
export async function writeSheetPdf(
  out: Writable,
  sheet: CountSheet,
  options: { font: LabelFont; language: Language },
): Promise<void> {
  const { language } = options;
  const columns = columnsOf(sheet.blind);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `${translate(language, 'stocktake.sheet.title')} ${sheet.code}`,
      Producer: 'Depot',
    },
  });
  const finished = pipeInto(doc, out);
  doc.registerFont('sheet', labelFontData(options.font), options.font.family);

  doc.addPage();
  doc.font('sheet');
  const tableTop = drawHeader(doc, sheet, language);
  const firstRows = Math.max(0, Math.floor((BOTTOM - tableTop - HEAD_ROW) / ROW));
  const perPage = Math.floor((BOTTOM - PAGE.margin - HEAD_ROW) / ROW);
  const rest = Math.max(0, sheet.rows.length - firstRows);
  const pages = 1 + Math.ceil(rest / perPage);
  const footer = (page: number) =>
    doc
      .fontSize(8)
      .text(
        translate(language, 'stocktake.sheet.page', { code: sheet.code, page, pages }),
        PAGE.margin,
        PAGE.height - PAGE.margin - 8,
        { width: WIDTH, align: 'center', lineBreak: false },
      );

  let page = 1;
  let y = tableTop;
  let room = firstRows;
  footer(page);
  if (firstRows > 0 || sheet.rows.length === 0) drawHeading(doc, columns, y, language);
  y += HEAD_ROW;
  for (const [index, row] of sheet.rows.entries()) {
    if (room === 0) {
      await readerCaughtUp(doc, out);
      if (out.destroyed) {
        doc.unpipe(out);
        return;
      }
      doc.addPage();
      doc.font('sheet');
      forgetWordLayouts(doc);
      footer(++page);
      drawHeading(doc, columns, PAGE.margin, language);
      y = PAGE.margin + HEAD_ROW;
      room = perPage;
    }
    drawRow(doc, columns, row, index, y);
    y += ROW;
    room--;
  }
  doc.end();
  await finished;
}
