import { describe, expect, it } from 'vitest';
import { LABEL_SHEETS, labelBox, pageCount } from './layout';

describe('label layout', () => {
  it('fills an A4 sheet row by row, then the next page', () => {
    const sheet = LABEL_SHEETS['a4-3x8'];
    expect(labelBox(sheet, 0)).toEqual({ page: 0, x: 0, y: 4.5, width: 70, height: 36 });
    expect(labelBox(sheet, 4)).toMatchObject({ page: 0, x: 70, y: 40.5 });
    expect(labelBox(sheet, 23)).toMatchObject({ page: 0, x: 140, y: 4.5 + 7 * 36 });
    expect(labelBox(sheet, 24)).toMatchObject({ page: 1, x: 0, y: 4.5 });
    expect(pageCount(sheet, 24)).toBe(1);
    expect(pageCount(sheet, 25)).toBe(2);
  });

  it('keeps every label of every sheet on its page, and moves the grid by the offsets', () => {
    for (const sheet of Object.values(LABEL_SHEETS)) {
      const last = labelBox(sheet, sheet.columns * sheet.rows - 1);
      expect(last.x + last.width).toBeLessThanOrEqual(sheet.pageWidth + 1e-9);
      expect(last.y + last.height).toBeLessThanOrEqual(sheet.pageHeight + 1e-9);
    }
    expect(labelBox(LABEL_SHEETS['roll-50x30'], 3, 1.5, -2)).toEqual({
      page: 3,
      x: 1.5,
      y: -2,
      width: 50,
      height: 30,
    });
  });
});
