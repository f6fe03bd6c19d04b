import { describe, expect, it } from 'vitest';
import { attachmentName } from './get-data';

describe("a download's file name", () => {
  it('is the UTF-8 name when the server gives one, else the plain one', () => {
    expect(
      attachmentName(
        `attachment; filename="repair-orders-template.xlsx"; filename*=UTF-8''${encodeURIComponent('维修工单-template.xlsx')}`,
      ),
    ).toBe('维修工单-template.xlsx');
    expect(attachmentName('attachment; filename="repair-orders-20261122.xlsx"')).toBe(
      'repair-orders-20261122.xlsx',
    );
    expect(attachmentName(undefined)).toBeUndefined();
  });
});
