import { PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { asset, assetCategory } from '../../db/schema/asset';
import {
  WARE_KEYS,
  adminOf,
  call,
  countedCategory,
  newWarehouse,
  personWith,
  stockedCategory,
  type Person,
} from '../warehouse/test-fixtures';
import { started } from './test-plans';

const S = PERMISSIONS.warehouse.stocktake;

/** Each page's text, spaces aside (where a line is cut, its space is not drawn). */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\s/g, ''),
    );
  }
  await doc.destroy();
  return texts;
}

describe.each(areaEngines())('stocktake count sheets on %s', (engine) => {
  const t = useTestApp(engine);
  const sheet = (by: Person, id: number, language = 'en-US') =>
    t.app.inject({
      method: 'GET',
      url: `/ware/stocktake/${id}/sheet`,
      headers: { ...by.headers, 'accept-language': language },
    });

  it('prints every line of a few hundred by location then code, numbered pages, in the caller’s language', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const [serial] = await t.db
      .select({ id: assetCategory.id })
      .from(assetCategory)
      .where(eq(assetCategory.tracking, 'serial'))
      .limit(1);
    // Put in out of order: the sheet sorts them by code.
    const codes = Array.from(
      { length: 300 },
      (_, i) => `SH${w}-${String(299 - i).padStart(4, '0')}`,
    );
    await t.db.insert(asset).values(
      codes.map((code, i) => ({
        code,
        name: `盘点表测试资产 ${i}`,
        categoryId: serial!.id,
        warehouseId: w,
      })),
    );
    const plan = await started(t, admin, { warehouseIds: [w], categoryIds: [serial!.id] });
    expect(plan.lines).toHaveLength(300);

    const res = await sheet(admin, plan.stocktakeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesOf(res.rawPayload);
    // 30 rows under the header on the first page, 36 on each of the others.
    expect(pages).toHaveLength(9);
    expect(pages[0]).toContain(`Countsheet${plan.code}`);
    expect(pages[0]).toContain('Book');
    expect(pages.at(-1)).toContain(`${plan.code}·page9of9`);
    const sorted = [...codes].sort();
    const order = sorted.map((code) => pages.join('').indexOf(code));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pages[0]).toContain(sorted[0]);
    expect(pages.at(-1)).toContain(sorted.at(-1));

    // In Chinese for a Chinese reader.
    const zh = await sheet(admin, plan.stocktakeId, 'zh-CN,zh;q=0.9');
    expect(zh.statusCode).toBe(200);
    const zhPages = await pagesOf(zh.rawPayload);
    expect(zhPages[0]).toContain(`盘点表${plan.code}`);
    expect(zhPages[0]).toContain('账面数量');
    expect(zhPages.at(-1)).toContain('第9/9页');
  });

  it('leaves the book out of a blind plan’s sheet and shows it on an open one', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await stockedCategory(t, admin, w, 4321);
    const open = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const blind = await started(t, admin, { warehouseIds: [w], categoryIds: [c], blind: true });
    const [openText] = await pagesOf((await sheet(admin, open.stocktakeId)).rawPayload);
    expect(openText).toContain('ExpectedlocationBookCounted');
    expect(openText).toContain('4321');
    const blindRes = await sheet(admin, blind.stocktakeId);
    expect(blindRes.statusCode).toBe(200);
    const [blindText] = await pagesOf(blindRes.rawPayload);
    expect(blindText).toContain('Blindcount');
    expect(blindText).toContain('Counted');
    expect(blindText).toContain('ExpectedlocationCounted');
    expect(blindText).not.toContain('4321');
  });

  it('answers 403 without the view key, 404 outside the caller’s warehouses, 409 for a draft', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    const plan = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const nobody = await personWith(
      t,
      WARE_KEYS.filter((k) => k !== S.view),
    );
    expect((await sheet(nobody, plan.stocktakeId)).statusCode).toBe(403);
    const other = await personWith(t, WARE_KEYS, 'self');
    await newWarehouse(t, admin, { keeperIds: [other.id] });
    expect((await sheet(other, plan.stocktakeId)).statusCode).toBe(404);
    expect((await sheet(admin, 99999999)).statusCode).toBe(404);
    const draft = await call(t, admin, 'POST', '/ware/stocktake', {
      name: '草稿',
      dueDate: '2030-01-31',
      warehouseIds: [w],
    });
    const refused = await sheet(admin, draft.json().data.stocktakeId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('has not started');
  });
});
