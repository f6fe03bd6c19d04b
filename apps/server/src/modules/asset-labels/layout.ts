import type { AssetLabelLayout } from '@depot/shared';

/** Points per millimetre (PDF units are 1/72 inch). */
export const PT_PER_MM = 72 / 25.4;

/** A sheet of labels, in millimetres: the page, the grid and one label's size. */
export interface LabelSheet {
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** Where the grid's top-left label starts (before the user's offsets). */
  left: number;
  top: number;
}

/**
 * The sheets (Snipe-IT pain SI#9851: misaligned labels): A4 grids of common label stock, with
 * their stock's margins, and one 50 × 30 mm label per page for label printers.
 */
export const LABEL_SHEETS: Record<AssetLabelLayout, LabelSheet> = {
  // 24 per sheet, 70 × 37 mm, 4.5 mm top margin (Avery 3474-like).
  'a4-3x8': {
    pageWidth: 210,
    pageHeight: 297,
    columns: 3,
    rows: 8,
    labelWidth: 70,
    labelHeight: 36,
    left: 0,
    top: 4.5,
  },
  // 10 per sheet, 105 × 57 mm.
  'a4-2x5': {
    pageWidth: 210,
    pageHeight: 297,
    columns: 2,
    rows: 5,
    labelWidth: 105,
    labelHeight: 57,
    left: 0,
    top: 6,
  },
  // 40 per sheet, 52.5 × 29.7 mm, no margins.
  'a4-4x10': {
    pageWidth: 210,
    pageHeight: 297,
    columns: 4,
    rows: 10,
    labelWidth: 52.5,
    labelHeight: 29.7,
    left: 0,
    top: 0,
  },
  'roll-50x30': {
    pageWidth: 50,
    pageHeight: 30,
    columns: 1,
    rows: 1,
    labelWidth: 50,
    labelHeight: 30,
    left: 0,
    top: 0,
  },
};

export interface LabelBox {
  page: number;
  /** Millimetres from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the `index`-th label goes: row by row, page after page, moved by the offsets. */
export function labelBox(sheet: LabelSheet, index: number, offsetX = 0, offsetY = 0): LabelBox {
  const perPage = sheet.columns * sheet.rows;
  const onPage = index % perPage;
  return {
    page: Math.floor(index / perPage),
    x: sheet.left + offsetX + (onPage % sheet.columns) * sheet.labelWidth,
    y: sheet.top + offsetY + Math.floor(onPage / sheet.columns) * sheet.labelHeight,
    width: sheet.labelWidth,
    height: sheet.labelHeight,
  };
}

/** How many pages `count` labels take. */
export const pageCount = (sheet: LabelSheet, count: number) =>
  Math.max(1, Math.ceil(count / (sheet.columns * sheet.rows)));
