import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../test/fake-server';
import { attachmentName, download } from './get-data';

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

describe('a call', () => {
  const server = fakeServerForEachTest({ 'GET /item/export': () => ok(null) });

  it("names the browser's time zone, so an export's day and times are the user's", async () => {
    await download('/item/export');
    expect(server.lastRequest()!.headers.get('X-Time-Zone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});
