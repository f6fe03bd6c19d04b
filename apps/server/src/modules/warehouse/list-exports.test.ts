import { PERMISSIONS } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { cellText, readXlsx } from '../../core/excel/xlsx-reader';
import {
  adminOf,
  call,
  countedCategory,
  inTemplate,
  newWarehouse,
  personWith,
  stockIn,
  type Harness,
  type Person,
} from './test-fixtures';

const W = PERMISSIONS.warehouse;

/** `url` as .xlsx in `language`: the header and each row's first `columns` cells as text. */
async function exported(
  t: Harness,
  by: Person,
  url: string,
  language: 'zh-CN' | 'en-US',
  columns: number,
) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...by.headers, 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const sheet = await readXlsx(res.rawPayload, columns);
  return { header: sheet.header, rows: sheet.rows.map((r) => r.cells.map(cellText)) };
}

let run = 0;

describe.each(areaEngines())('the warehouse-in and stocktake exports on %s', (engine) => {
  const t = useTestApp(engine);

  it('exports the warehouse-ins the list shows: its filters, its order, the caller’s warehouses', async () => {
    const admin = await adminOf(t);
    const keeper = await personWith(t, [W.warehouseIn.view, W.warehouseIn.export], 'self');
    const mine = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const other = await newWarehouse(t, admin);
    await inTemplate(t, admin, admin.id);
    const c = await countedCategory(t, `导出耗材 ${++run}`);
    const supplier = `导出供应商 ${run}`;
    const paper = await stockIn(t, admin, admin, {
      warehouseId: mine,
      source: 'purchase',
      sourceRef: `PO-${run}`,
      supplier,
      lines: [{ categoryId: c, quantity: 10, unitPrice: '2.50' }],
    });
    const more = await stockIn(t, admin, admin, {
      warehouseId: mine,
      source: 'other',
      supplier,
      lines: [{ categoryId: c, quantity: 3, unitPrice: '1.00' }],
    });
    const elsewhere = await stockIn(t, admin, admin, {
      warehouseId: other,
      source: 'other',
      supplier,
      lines: [{ categoryId: c, quantity: 7, unitPrice: '1.00' }],
    });

    // The admin's file: the list's rows (all three), in its order, headers in Chinese.
    const query = `keyword=${encodeURIComponent(supplier)}&sort=code,asc`;
    const listed = (await call(t, admin, 'GET', `/ware/in/page?${query}`)).json().data.records;
    expect(listed.map((r: { code: string }) => r.code)).toEqual(
      [paper.code, more.code, elsewhere.code].sort(),
    );
    const zh = await exported(t, admin, `/ware/in/export?${query}`, 'zh-CN', 10);
    expect(zh.header).toEqual([
      '入库单号',
      '仓库',
      '来源',
      '来源单号',
      '退回门店',
      '供应商',
      '状态',
      '计数物品',
      '逐件资产',
      '合计金额',
    ]);
    expect(zh.rows.map((r) => r[0])).toEqual(listed.map((r: { code: string }) => r.code));
    const first = zh.rows.find((r) => r[0] === paper.code)!;
    expect(first).toEqual([
      paper.code,
      paper.warehouseName,
      '采购入库',
      `PO-${run}`,
      '',
      supplier,
      '已入库',
      `导出耗材 ${run} 10 个 × 2.50`,
      '',
      '25.00',
    ]);

    // In English, filtered by the list's source filter: one row, its words in English.
    const en = await exported(
      t,
      admin,
      `/ware/in/export?keyword=${encodeURIComponent(supplier)}&source=purchase`,
      'en-US',
      3,
    );
    expect(en.header).toEqual(['Code', 'Warehouse', 'Source']);
    expect(en.rows).toEqual([[paper.code, paper.warehouseName, 'Purchase receipt']]);

    // The keeper sees their own warehouse's only: the other's row is not in their file.
    const kept = await exported(t, keeper, `/ware/in/export?${query}`, 'zh-CN', 2);
    expect(kept.rows.map((r) => r[0])).toEqual([paper.code, more.code].sort());
    expect(kept.rows.every((r) => r[1] === paper.warehouseName)).toBe(true);

    // Viewing the list is not exporting it.
    const viewer = await personWith(t, [W.warehouseIn.view]);
    expect((await call(t, viewer, 'GET', `/ware/in/export?${query}`)).statusCode).toBe(403);
  });

  it('exports the stocktake plans the list shows: its filters, its order, the caller’s warehouses', async () => {
    const admin = await adminOf(t);
    const keeper = await personWith(t, [W.stocktake.view, W.stocktake.export], 'self');
    const mine = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const other = await newWarehouse(t, admin);
    const c = await countedCategory(t, `盘点导出 ${++run}`);
    // Something to count in the keeper's warehouse, so a plan there can start.
    await inTemplate(t, admin, admin.id);
    await stockIn(t, admin, admin, {
      warehouseId: mine,
      source: 'other',
      lines: [{ categoryId: c, quantity: 2, unitPrice: '1.00' }],
    });
    const name = `导出盘点 ${run}`;
    const plan = async (warehouseIds: number[], extra: object = {}) => {
      const res = await call(t, admin, 'POST', '/ware/stocktake', {
        name,
        warehouseIds,
        dueDate: '2030-01-31',
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { stocktakeId: number; code: string; version: number };
    };
    const blind = await plan([mine], { blind: true, categoryIds: [c], counterIds: [keeper.id] });
    const open = await plan([mine]);
    const started = await call(t, admin, 'POST', `/ware/stocktake/${open.stocktakeId}/start`, {
      version: open.version,
    });
    expect(started.statusCode, started.body).toBe(200);
    const theirs = await plan([other]);

    const query = `keyword=${encodeURIComponent(name)}`;
    const listed = (await call(t, admin, 'GET', `/ware/stocktake/page?${query}`)).json().data
      .records;
    expect(listed.map((p: { code: string }) => p.code)).toEqual([
      theirs.code,
      open.code,
      blind.code,
    ]);
    const zh = await exported(t, admin, `/ware/stocktake/export?${query}`, 'zh-CN', 8);
    expect(zh.header).toEqual([
      '盘点单号',
      '名称',
      '状态',
      '仓库',
      '分类',
      '盘点人',
      '截止日期',
      '盲盘',
    ]);
    expect(zh.rows.map((r) => r[0])).toEqual([theirs.code, open.code, blind.code]);
    const mineName = listed.find((p: { code: string }) => p.code === blind.code).warehouses[0].name;
    const keeperName = listed.find((p: { code: string }) => p.code === blind.code).counters[0]
      .nickname;
    expect(zh.rows[2]).toEqual([
      blind.code,
      name,
      '草稿',
      mineName,
      `盘点导出 ${run}`,
      keeperName,
      '2030-01-31',
      '是',
    ]);
    expect(zh.rows[1]!.slice(2, 5)).toEqual(['盘点中', mineName, '全部分类']);

    // The list's status filter, in English.
    const en = await exported(
      t,
      admin,
      `/ware/stocktake/export?${query}&status=counting`,
      'en-US',
      5,
    );
    expect(en.header).toEqual(['Code', 'Name', 'Status', 'Warehouses', 'Categories']);
    expect(en.rows).toEqual([[open.code, name, 'Counting', mineName, 'All categories']]);

    // The keeper's file has the plans of the warehouse they keep, not the other's.
    const kept = await exported(t, keeper, `/ware/stocktake/export?${query}`, 'zh-CN', 1);
    expect(kept.rows).toEqual([[open.code], [blind.code]]);

    const viewer = await personWith(t, [W.stocktake.view, W.stocktake.add]);
    expect((await call(t, viewer, 'GET', `/ware/stocktake/export?${query}`)).statusCode).toBe(403);
  });
});
