import { formatMoney } from '@depot/shared';
import PDFDocument from 'pdfkit';
import type { Language } from '../../core/i18n';
import { labelFontData, type LabelFont } from '../asset-labels/label-font';
import type { SuborderSheet } from './suborder-pdf-data';

/** The supplier copy's words, in the caller's language (names and amounts are as stored). */
export const SUBORDER_PDF_WORDS = {
  'zh-CN': {
    title: '采购订单',
    buyer: '采购方',
    code: '订单编号',
    order: '采购工单',
    date: '下单日期',
    supplier: '供应商',
    contact: '联系人',
    address: '地址',
    deliverTo: '收货仓库',
    expected: '期望到货',
    columns: ['SKU', '名称', '规格', '单位', '数量', '单价', '金额'],
    total: '合计',
    upper: '大写',
    note: '备注',
    standardNote: '请按本单的品名、规格和数量送货，送货单请注明订单编号。',
    none: '—',
  },
  'en-US': {
    title: 'Purchase order',
    buyer: 'Buyer',
    code: 'Order number',
    order: 'Work order',
    date: 'Date',
    supplier: 'Supplier',
    contact: 'Contact',
    address: 'Address',
    deliverTo: 'Deliver to',
    expected: 'Expected by',
    columns: ['SKU', 'Name', 'Specification', 'Unit', 'Qty', 'Unit price', 'Amount'],
    total: 'Total',
    upper: 'In words',
    note: 'Note',
    standardNote:
      'Please deliver the items, specifications and quantities of this order; quote the order number on the delivery note.',
    none: '—',
  },
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
/** Column widths of the lines' table (points), summing to the page's inner width. */
const WIDTHS = [78, 110, 92, 36, 50, 65, 68];

/**
 * The supplier's copy of a sub-order as an A4 PDF in the bundled CJK font (asset-labels'
 * label-font.ts): our company, the supplier and its contact, the code and date, where to
 * deliver, the lines with SKU, specification, unit, quantity, price and amount, the total
 * with its upper-case amount, and a note.
 */
export async function suborderPdf(
  sheet: SuborderSheet,
  font: LabelFont,
  language: Language,
): Promise<Buffer> {
  const w = SUBORDER_PDF_WORDS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${w.title} ${sheet.code}`, Producer: 'Depot' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', labelFontData(font), font.family);
  doc.font('cjk');
  const left = PAGE.margin;
  const inner = PAGE.width - 2 * PAGE.margin;

  doc.fontSize(18).text(`${sheet.company} ${w.title}`, left, PAGE.margin, {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.6).fontSize(10);
  const field = (label: string, value: string) => doc.text(`${label}：${value}`, { width: inner });
  field(w.code, sheet.code);
  field(w.order, sheet.orderCode);
  field(w.date, sheet.date);
  field(w.buyer, sheet.company);
  doc.moveDown(0.4);
  field(w.supplier, sheet.supplier.name);
  const c = sheet.supplier.contact;
  field(w.contact, c ? [c.name, c.phone, c.email].filter(Boolean).join('  ') : w.none);
  field(w.address, sheet.supplier.address ?? w.none);
  doc.moveDown(0.4);
  field(
    w.deliverTo,
    sheet.warehouse.address
      ? `${sheet.warehouse.name}  ${sheet.warehouse.address}`
      : sheet.warehouse.name,
  );
  field(w.expected, sheet.expectedDate ?? w.none);
  doc.moveDown(0.8);

  const row = (cells: readonly string[], bold = false) => {
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: WIDTHS[i]! - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage().font('cjk').fontSize(9);
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = WIDTHS[i]!;
      doc
        .rect(x, top, width, height)
        .lineWidth(bold ? 0.8 : 0.4)
        .stroke();
      doc.text(cell, x + 3, top + 3, { width: width - 6, align: i >= 4 ? 'right' : 'left' });
      x += width;
    });
    doc.x = left;
    doc.y = top + height;
  };
  doc.fontSize(9);
  row(w.columns, true);
  for (const l of sheet.lines) {
    row([
      l.skuCode,
      l.skuName,
      l.specification ?? '',
      l.unit,
      String(l.quantity),
      formatMoney(l.unitPrice, language),
      formatMoney(l.amount, language),
    ]);
  }
  doc.moveDown(0.8).fontSize(10);
  field(w.total, formatMoney(sheet.total, language));
  field(w.upper, sheet.totalUpper);
  doc.moveDown(0.4);
  field(w.note, sheet.remark ? `${sheet.remark}  ${w.standardNote}` : w.standardNote);
  doc.end();
  return done;
}
