import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { asset, assetHistory, auditLog, enterprise, store, userStore } from '../../db/schema';

/** A design with a required number and a select: the custom fields of laptops. */
const LAPTOP_FIELDS = {
  fields: [
    { kind: 'number', vModel: 'memoryGb', label: 'Memory (GB)', required: true, min: 1, max: 512 },
    {
      kind: 'select',
      vModel: 'os',
      label: 'Operating system',
      options: [
        { label: 'Windows', value: 'windows' },
        { label: 'Linux', value: 'linux' },
      ],
    },
  ],
};

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('x');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(file: Buffer) {
  const boundary = '----depot-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="assets.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(areaEngines())('assets on %s', (engine) => {
  const t = useTestApp(engine);
  let admin = '';
  let parentId = 0;
  let laptopsId = 0;
  let designId = 0;
  let storeId = 0;

  async function call(method: string, url: string, payload?: object, token = admin) {
    return t.app.inject({ method: method as 'GET', url, payload, headers: bearer(token) });
  }

  it('builds a category tree whose leaf has designed fields', async () => {
    admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    [{ id: storeId }] = (await t.db.select({ id: store.id }).from(store).limit(1)) as [
      { id: number },
    ];
    const design = await call('POST', '/admin/form-design', {
      code: 'asset-cat-lt',
      name: 'Laptops',
      design: LAPTOP_FIELDS,
    });
    expect(design.statusCode).toBe(200);
    designId = design.json().data.id;
    const it = await call('POST', '/as/category', { name: 'IT', codePrefix: 'QA', unit: 'set' });
    expect(it.statusCode).toBe(200);
    parentId = it.json().data.categoryId;
    const laptops = await call('POST', '/as/category', {
      name: 'Laptops',
      codePrefix: 'QL',
      unit: 'set',
      parentId,
      formDesignId: designId,
      expiryLeadDays: 30,
    });
    expect(laptops.statusCode).toBe(200);
    laptopsId = laptops.json().data.categoryId;
    expect(laptops.json().data).toMatchObject({ formDesignName: 'Laptops', assetCount: 0 });

    const list = await call('GET', '/as/category/list');
    expect(list.json().data.map((c: { codePrefix: string }) => c.codePrefix)).toEqual(
      expect.arrayContaining(['QA', 'QL']),
    );
  });

  it('refuses a taken prefix, a loop and a bad prefix, changing nothing', async () => {
    const taken = await call('POST', '/as/category', { name: 'X', codePrefix: 'QL', unit: 'set' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain('QL');
    const loop = await call('PUT', '/as/category', { categoryId: parentId, parentId: laptopsId });
    expect(loop.statusCode).toBe(409);
    const self = await call('PUT', '/as/category', { categoryId: parentId, parentId });
    expect(self.statusCode).toBe(409);
    const bad = await call('POST', '/as/category', { name: 'Y', codePrefix: 'lt-1', unit: 'x' });
    expect(bad.statusCode).toBe(400);
    const it = await call('GET', `/as/category/${parentId}`);
    expect(it.json().data.parentId).toBeNull();
  });

  it('registers an asset with checked custom fields, a code from the prefix and its history', async () => {
    const res = await call('POST', '/as/asset', {
      name: 'ThinkPad X1',
      categoryId: laptopsId,
      model: 'X1-G11',
      serialNo: 'SN-0001',
      storeId,
      price: '8999.00',
      purchaseDate: '2026-01-15',
      custom: { memoryGb: 32, os: 'linux' },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: 'QL-000001',
      status: 'idle',
      categoryName: 'Laptops',
      custom: { memoryGb: 32, os: 'linux' },
      formVersion: 1,
      version: 0,
    });
    const detail = await call('GET', `/as/asset/${created.assetId}`);
    const fields = detail.json().data.history.map((h: { field: string }) => h.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'serialNo', 'custom.memoryGb', 'custom.os', 'code']),
    );
    const byQr = await call('GET', `/as/asset/qr/${created.qrToken}`);
    expect(byQr.json().data.assetId).toBe(created.assetId);
  });

  it('refuses a custom value that fails the design, naming the field, and stores nothing', async () => {
    const before = await t.db.$count(asset);
    const res = await call('POST', '/as/asset', {
      name: 'Bad laptop',
      categoryId: laptopsId,
      custom: { memoryGb: 'lots', os: 'macos' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('Memory (GB)');
    expect(await t.db.$count(asset)).toBe(before);
    const missing = await call('POST', '/as/asset', { name: 'No memory', categoryId: laptopsId });
    expect(missing.statusCode).toBe(400);
    const noFields = await call('POST', '/as/asset', {
      name: 'Chair',
      categoryId: parentId,
      custom: { colour: 'red' },
    });
    expect(noFields.statusCode).toBe(400);
  });

  it('refuses a second serial number of the same model', async () => {
    const res = await call('POST', '/as/asset', {
      name: 'Copy',
      categoryId: laptopsId,
      model: 'X1-G11',
      serialNo: 'SN-0001',
      custom: { memoryGb: 16 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('QL-000001');
  });

  it('edits descriptive fields only, at the version read, and writes each change to history', async () => {
    const [row] = await t.db.select().from(asset).where(eq(asset.code, 'QL-000001'));
    const moved = await call('PUT', '/as/asset', {
      assetId: row!.id,
      version: row!.version,
      status: 'lost',
    });
    expect(moved.statusCode).toBe(400);
    const edit = await call('PUT', '/as/asset', {
      assetId: row!.id,
      version: row!.version,
      remark: 'Screen scratched',
      custom: { memoryGb: 64, os: 'linux' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ remark: 'Screen scratched', version: 1 });
    const stale = await call('PUT', '/as/asset', {
      assetId: row!.id,
      version: row!.version,
      remark: 'lost update',
    });
    expect(stale.statusCode).toBe(409);
    const history = await t.db
      .select()
      .from(assetHistory)
      .where(and(eq(assetHistory.assetId, row!.id), eq(assetHistory.source, 'edit')));
    expect(history.map((h) => [h.field, h.before, h.after]).sort()).toEqual([
      ['custom.memoryGb', 32, 64],
      ['remark', null, 'Screen scratched'],
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'asset'), eq(auditLog.entityId, String(row!.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('lists by category subtree, status and search', async () => {
    const sub = await call('GET', `/as/asset/page?categoryId=${parentId}&q=thinkpad`);
    expect(sub.json().data.total).toBe(1);
    const none = await call('GET', `/as/asset/page?categoryId=${parentId}&status=lost`);
    expect(none.json().data.total).toBe(0);
    const sorted = await call('GET', '/as/asset/page?sort=nope,asc');
    expect(sorted.statusCode).toBe(400);
  });

  it('keeps a category with assets or subcategories', async () => {
    expect((await call('DELETE', `/as/category/${laptopsId}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/as/category/${parentId}`)).statusCode).toBe(409);
  });

  it('imports nothing while a row is bad, reporting each with its column, then imports when clean', async () => {
    const header = [
      'Name',
      'Category code prefix',
      'Model',
      'Serial number',
      'Store code',
      'Purchase date',
      'Price',
      'Supplier',
      'Warranty end',
      'Expiry date',
      'Remark',
      'Memory (GB)',
    ];
    const [{ code: storeCode }] = (await t.db
      .select({ code: store.code })
      .from(store)
      .where(eq(store.id, storeId))) as [{ code: string }];
    const bad = await workbook([
      header,
      ['Good one', 'QL', 'T14', 'A1', storeCode, '2026-02-01', '5999', '', '', '', '', 16],
      ['No category', 'ZZ', '', '', '', '', '', '', '', '', '', ''],
      ['Bad custom', 'QL', 'T14', 'A2', '', '2026-02-30', 'cheap', '', '', '', '', 'lots'],
      ['Dup serial', 'QL', 'T14', 'A1', '', '', '', '', '', '', '', 8],
    ]);
    const before = await t.db.$count(asset);
    const dry = await t.app.inject({
      method: 'POST',
      url: '/as/asset/import?dryRun=false',
      ...multipart(bad),
      headers: { ...multipart(bad).headers, ...bearer(admin) },
    });
    expect(dry.statusCode).toBe(200);
    const result = dry.json().data;
    expect(result.imported).toBe(0);
    const where = result.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`);
    expect(where).toEqual(
      expect.arrayContaining([
        '3:categoryPrefix',
        '4:purchaseDate',
        '4:price',
        '4:Memory (GB)',
        '5:serialNo',
      ]),
    );
    expect(where.some((w: string) => w.startsWith('2:'))).toBe(false);
    expect(await t.db.$count(asset)).toBe(before);

    const good = await workbook([
      header,
      ['Good one', 'QL', 'T14', 'A1', storeCode, '2026-02-01', '5999', '', '', '', '', 16],
      ['Second', 'QL', 'T14', 'A3', '', '', '', '', '', '', '', 8],
    ]);
    const done = await t.app.inject({
      method: 'POST',
      url: '/as/asset/import?dryRun=false',
      ...multipart(good),
      headers: { ...multipart(good).headers, ...bearer(admin) },
    });
    expect(done.json().data).toMatchObject({ imported: 2, errors: [] });
    const [imported] = await t.db.select().from(asset).where(eq(asset.serialNo, 'A1'));
    expect(imported).toMatchObject({ code: 'QL-000002', custom: { memoryGb: 16 }, storeId });
  });

  it('exports the filtered list with its custom columns in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/as/asset/export?categoryId=${laptopsId}`,
      headers: { ...bearer(admin), 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('资产编码');
    expect(sheet.getRow(1).values).toContain('Memory (GB)');
    expect(sheet.rowCount).toBe(4);
  });

  it('answers 403 without the permission', async () => {
    const staff = await createUser(t);
    const token = (await signIn(t, staff.username, staff.password)).access_token;
    expect((await call('GET', '/as/asset/page', undefined, token)).statusCode).toBe(403);
    expect(
      (await call('POST', '/as/category', { name: 'Z', codePrefix: 'ZZ', unit: 'x' }, token))
        .statusCode,
    ).toBe(403);
  });

  it('shows a store-scoped user only their stores’ assets: another is a 404 and stays as it was', async () => {
    // A role seeing assigned stores only, allowed to view and edit assets.
    const viewer = await roleGranting(t, ['as_asset_view', 'as_asset_edit'], 'stores');
    const [ent] = await t.db.select({ id: enterprise.id }).from(enterprise).limit(1);
    const [other] = await t.db
      .insert(store)
      .values({ code: 'OTHER-1', name: 'Other store', enterpriseId: ent!.id })
      .returning();
    const keeper = await createUser(t, { roles: [viewer.code] });
    await t.db.insert(userStore).values({ userId: keeper.id, storeId: other!.id });
    const token = (await signIn(t, keeper.username, keeper.password)).access_token;

    // Proof the keeper can see: an asset in their store is listed and opened.
    const mine = await call('POST', '/as/asset', {
      name: 'Door antenna',
      categoryId: parentId,
      storeId: other!.id,
    });
    const mineId = mine.json().data.assetId;
    const page = await call('GET', '/as/asset/page?size=100', undefined, token);
    expect(page.json().data.records.map((a: { assetId: number }) => a.assetId)).toEqual([mineId]);
    expect((await call('GET', `/as/asset/${mineId}`, undefined, token)).statusCode).toBe(200);
    // Viewing assets is enough to pick a category in the register's filter and form.
    const categories = await call('GET', '/as/category/list', undefined, token);
    expect(categories.statusCode).toBe(200);
    expect(categories.json().data.map((c: { categoryId: number }) => c.categoryId)).toContain(
      parentId,
    );

    const [theirs] = await t.db.select().from(asset).where(eq(asset.code, 'QL-000001'));
    expect((await call('GET', `/as/asset/${theirs!.id}`, undefined, token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/as/asset/qr/${theirs!.qrToken}`, undefined, token)).statusCode,
    ).toBe(404);
    const edit = await call(
      'PUT',
      '/as/asset',
      { assetId: theirs!.id, version: theirs!.version, remark: 'not yours' },
      token,
    );
    expect(edit.statusCode).toBe(404);
    const [after] = await t.db.select().from(asset).where(eq(asset.id, theirs!.id));
    expect(after).toEqual(theirs);
  });
});
