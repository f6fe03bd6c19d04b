import { PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  areaEngines,
  bearer,
  createUser,
  signIn,
  useTestApp,
  type TestApp,
} from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { assetCategory } from '../../db/schema/asset';
import { auditLog } from '../../db/schema/logs';
import { sku, supplier, supplierPrice } from './tables';

const P = PERMISSIONS.purchase;

async function call(t: TestApp, token: string, method: string, url: string, payload?: object) {
  return t.app.inject({ method: method as 'GET', url, payload, headers: bearer(token) });
}

const aSupplier = {
  code: 'SUP-T1',
  name: '测试五金供应商',
  creditCode: '91310000MA1FL0TQ3B',
  contacts: [{ name: '李娜', phone: '13800000001', email: 'lina@example.com', role: '销售' }],
  bankName: '招商银行上海分行',
  bankAccountName: '测试五金供应商',
  bankAccountNo: '6214 8302 1234 5678',
  address: '上海市徐汇区漕溪北路 1 号',
};

describe.each(areaEngines())('suppliers and SKUs on %s', (engine) => {
  const t = useTestApp(engine);
  let admin = '';

  it('creates, finds, edits and disables a supplier; code, name and credit code are held once', async () => {
    admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    const created = await call(t, admin, 'POST', '/purchase/supplier', aSupplier);
    expect(created.statusCode).toBe(200);
    const made = created.json().data;
    // The account number is kept without its spaces; the contact's missing fields are empty.
    expect(made).toMatchObject({
      code: 'SUP-T1',
      bankAccountNo: '6214830212345678',
      enabled: true,
      skuCount: 0,
      nextExpiry: null,
    });
    const byContact = await call(t, admin, 'GET', '/purchase/supplier/page?q=13800000001');
    expect(byContact.json().data.records.map((s: { code: string }) => s.code)).toEqual(['SUP-T1']);

    const sameCode = await call(t, admin, 'POST', '/purchase/supplier', {
      ...aSupplier,
      name: '另一家',
      creditCode: null,
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().msg).toBe('the supplier code SUP-T1 is already in use');
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/purchase/supplier',
      payload: { ...aSupplier, code: 'SUP-T2', creditCode: null },
      headers: { ...bearer(admin), 'accept-language': 'zh-CN' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().msg).toBe('供应商 测试五金供应商 已存在');
    const sameCredit = await call(t, admin, 'POST', '/purchase/supplier', {
      ...aSupplier,
      code: 'SUP-T3',
      name: '第三家',
    });
    expect(sameCredit.statusCode).toBe(409);
    expect(sameCredit.json().msg).toBe(
      'the credit code 91310000MA1FL0TQ3B belongs to another supplier',
    );

    const edited = await call(t, admin, 'PUT', '/purchase/supplier', {
      supplierId: made.supplierId,
      address: '上海市闵行区七莘路 8 号',
      enabled: false,
    });
    expect(edited.json().data).toMatchObject({
      address: '上海市闵行区七莘路 8 号',
      enabled: false,
    });
    const disabled = await call(t, admin, 'GET', '/purchase/supplier/page?enabled=false&q=SUP-T1');
    expect(disabled.json().data.total).toBe(1);
    const enabled = await call(t, admin, 'GET', '/purchase/supplier/page?enabled=true&q=SUP-T1');
    expect(enabled.json().data.total).toBe(0);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await t.db.$count(supplier);
    const audits = await t.db.$count(auditLog);
    for (const bad of [
      { ...aSupplier, code: 'sup lower', name: '坏编码' },
      { ...aSupplier, code: 'SUP-B2', name: '坏信用代码', creditCode: '12345' },
      { ...aSupplier, code: 'SUP-B3', name: '坏邮箱', contacts: [{ name: '王', email: 'nope' }] },
      { ...aSupplier, code: 'SUP-B4', name: '坏账号', creditCode: null, bankAccountNo: '12-34' },
      { ...aSupplier, code: 'SUP-B5', name: '   ' },
    ]) {
      const res = await call(t, admin, 'POST', '/purchase/supplier', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const badCode = await call(t, admin, 'POST', '/purchase/supplier', {
      ...aSupplier,
      code: 'sup lower',
    });
    expect(badCode.json().msg).toContain('code: must start with a capital letter');
    const [cat] = await t.db.select().from(assetCategory).limit(1);
    const noCategory = await call(t, admin, 'POST', '/purchase/sku', {
      code: 'SKU-BAD',
      name: '无分类',
      unit: '个',
      categoryId: 999_999,
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().msg).toBe('no such asset category');
    const badPrice = await call(t, admin, 'POST', '/purchase/price', {
      supplierId: 1,
      skuId: 1,
      price: '-3',
      leadDays: 5,
    });
    expect(badPrice.statusCode).toBe(400);
    expect(cat).toBeDefined();
    expect(await t.db.$count(supplier)).toBe(before);
    expect(await t.db.$count(sku, eq(sku.code, 'SKU-BAD'))).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(audits);
  });

  it('keeps every price of a supplier for a SKU: a change adds a row, the current one is shown', async () => {
    const [cat] = await t.db.select().from(assetCategory).orderBy(assetCategory.id).limit(1);
    const made = await call(t, admin, 'POST', '/purchase/sku', {
      code: 'SKU-T1',
      name: '测试货架',
      specification: '900×400',
      unit: '组',
      categoryId: cat!.id,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ categoryName: cat!.name, lowestPrice: null });
    const skuId = made.json().data.skuId;
    const twice = await call(t, admin, 'POST', '/purchase/sku', {
      code: 'SKU-T1',
      name: '重复',
      unit: '组',
      categoryId: cat!.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('the SKU code SKU-T1 is already in use');

    const seller = await call(t, admin, 'POST', '/purchase/supplier', {
      code: 'SUP-P1',
      name: '价格测试供应商',
    });
    const supplierId = seller.json().data.supplierId;
    const price = (body: object) =>
      call(t, admin, 'POST', '/purchase/price', { supplierId, skuId, ...body });
    expect((await price({ price: '1200', leadDays: 20, validFrom: '2026-01-05' })).statusCode).toBe(
      200,
    );
    const again = await price({ price: '1200.00', leadDays: 20, validFrom: '2026-02-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(
      'the price and lead time are those already in force: nothing to record',
    );
    const cheaper = await price({ price: '1150.5', leadDays: 15, validFrom: '2026-03-01' });
    expect(cheaper.json().data).toMatchObject({ price: '1150.50', currency: 'CNY', leadDays: 15 });
    // A price from a day not yet come is recorded but not current.
    await price({ price: '1300', leadDays: 15, validFrom: '2999-01-01' });

    const history = await call(t, admin, 'GET', `/purchase/sku/${skuId}/prices`);
    expect(history.json().data.map((p: { price: string }) => p.price)).toEqual([
      '1300.00',
      '1150.50',
      '1200.00',
    ]);
    expect(await t.db.$count(supplierPrice, eq(supplierPrice.skuId, skuId))).toBe(3);
    const offered = await call(t, admin, 'GET', `/purchase/supplier/${supplierId}/skus`);
    expect(offered.json().data).toEqual([
      expect.objectContaining({ skuCode: 'SKU-T1', price: '1150.50', leadDays: 15 }),
    ]);
    const listed = await call(t, admin, 'GET', `/purchase/sku/page?supplierId=${supplierId}`);
    expect(listed.json().data.records).toEqual([
      expect.objectContaining({ code: 'SKU-T1', supplierCount: 1, lowestPrice: '1150.50' }),
    ]);
    // A supplier with prices is not deleted (disable it instead); a disabled one takes none.
    const gone = await call(t, admin, 'DELETE', `/purchase/supplier/${supplierId}`);
    expect(gone.statusCode).toBe(409);
    await call(t, admin, 'PUT', '/purchase/supplier', { supplierId, enabled: false });
    const refused = await price({ price: '999', leadDays: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('the supplier is disabled');
  });

  it('adds and removes qualification files; the supplier shows the soonest expiry', async () => {
    const seller = await call(t, admin, 'POST', '/purchase/supplier', {
      code: 'SUP-Q1',
      name: '资质测试供应商',
    });
    const id = seller.json().data.supplierId;
    const add = (body: object) =>
      call(t, admin, 'POST', `/purchase/supplier/${id}/qualifications`, body);
    await add({ kind: 'businessLicense', number: 'BL-1', validUntil: '2030-06-30' });
    const both = await add({ kind: 'taxpayer', number: 'TX-1', validUntil: '2029-01-31' });
    expect(both.json().data.map((q: { number: string }) => q.number)).toEqual(['TX-1', 'BL-1']);
    expect(both.json().data[0]).toMatchObject({ remindDays: 30, file: null });
    const strange = await add({ kind: 'businessLicense', number: 'X', validUntil: '2030-02-30' });
    expect(strange.statusCode).toBe(400);
    const notMine = await add({
      kind: 'other',
      number: 'F-1',
      validUntil: '2030-01-01',
      fileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().msg).toBe('the file is not an upload you may read');
    const read = await call(t, admin, 'GET', `/purchase/supplier/${id}`);
    expect(read.json().data.nextExpiry).toBe('2029-01-31');
    const tax = both.json().data[0].qualificationId;
    const left = await call(t, admin, 'DELETE', `/purchase/supplier/${id}/qualifications/${tax}`);
    expect(left.json().data.map((q: { number: string }) => q.number)).toEqual(['BL-1']);
    expect(
      (await call(t, admin, 'GET', '/purchase/supplier/999999/qualifications')).statusCode,
    ).toBe(404);
  });

  it('exports the filtered suppliers and SKUs as .xlsx', async () => {
    const res = await call(t, admin, 'GET', '/purchase/supplier/export?q=SUP-T1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const skus = await call(t, admin, 'GET', '/purchase/sku/export');
    expect(skus.statusCode).toBe(200);
  });

  it('answers 403 for each call without its key', async () => {
    const viewer = await roleGranting(t, [P.supplier.view, P.sku.view]);
    const user = await createUser(t, { roles: [viewer.code] });
    const token = (await signIn(t, user.username, user.password)).access_token;
    const [first] = await t.db.select().from(supplier).limit(1);
    const [item] = await t.db.select().from(sku).limit(1);
    expect((await call(t, token, 'GET', '/purchase/supplier/page')).statusCode).toBe(200);
    expect((await call(t, token, 'GET', `/purchase/sku/${item!.id}/prices`)).statusCode).toBe(200);
    // The SKU form's category picker needs no asset key.
    const picker = await call(t, token, 'GET', '/purchase/category/list');
    expect(picker.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ categoryId: item!.categoryId })]),
    );
    for (const [method, url, body] of [
      ['POST', '/purchase/supplier', { code: 'SUP-X', name: '无权' }],
      ['PUT', '/purchase/supplier', { supplierId: first!.id, enabled: false }],
      ['DELETE', `/purchase/supplier/${first!.id}`],
      ['GET', '/purchase/supplier/export'],
      ['POST', '/purchase/sku', { code: 'SKU-X', name: '无权', unit: '个', categoryId: 1 }],
      ['PUT', '/purchase/sku', { skuId: item!.id, enabled: false }],
      ['DELETE', `/purchase/sku/${item!.id}`],
      ['GET', '/purchase/sku/export'],
      [
        'POST',
        '/purchase/price',
        { supplierId: first!.id, skuId: item!.id, price: '1', leadDays: 1 },
      ],
      [
        'POST',
        `/purchase/supplier/${first!.id}/qualifications`,
        { kind: 'other', number: 'N', validUntil: '2030-01-01' },
      ],
      ['DELETE', `/purchase/supplier/${first!.id}/qualifications/1`],
    ] as Array<[string, string, object?]>) {
      const res = await call(t, token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const nobody = await createUser(t, { roles: [] });
    const none = (await signIn(t, nobody.username, nobody.password)).access_token;
    for (const url of [
      '/purchase/supplier/page',
      `/purchase/supplier/${first!.id}`,
      `/purchase/supplier/${first!.id}/skus`,
      `/purchase/supplier/${first!.id}/qualifications`,
      '/purchase/sku/page',
      '/purchase/category/list',
      `/purchase/sku/${item!.id}`,
      `/purchase/sku/${item!.id}/prices`,
    ]) {
      expect((await call(t, none, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});
