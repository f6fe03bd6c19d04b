import { PURCHASE_PERMISSIONS, type Sku, type SupplierPrice } from '@depot/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { SkuListPage } from './sku-list-page';

const sku: Sku = {
  skuId: 7,
  code: 'SKU-NB-T14',
  name: '联想 ThinkPad T14',
  specification: 'i7 / 16G / 512G',
  unit: '台',
  categoryId: 2,
  categoryName: '笔记本电脑',
  enabled: true,
  remark: null,
  supplierCount: 2,
  lowestPrice: '7007.04',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

const price = (over: Partial<SupplierPrice>): SupplierPrice => ({
  priceId: 1,
  supplierId: 3,
  supplierCode: 'SUP-LX',
  supplierName: '上海联翔信息科技有限公司',
  skuId: 7,
  skuCode: sku.code,
  skuName: sku.name,
  unit: '台',
  price: '7299.00',
  currency: 'CNY',
  leadDays: 5,
  validFrom: '2026-10-01',
  createdByName: '管理员',
  createdAt: '2026-10-01T02:00:00.000Z',
  ...over,
});

fakeServerForEachTest({
  'GET /purchase/sku/page': () => ok({ records: [sku], total: 1, current: 1, size: 10 }),
  'GET /purchase/category/list': () => ok([{ categoryId: 2, name: '笔记本电脑', unit: '台' }]),
  'GET /purchase/sku/7/prices': () =>
    ok([
      price({ priceId: 3, supplierName: '杭州华东办公设备有限公司', price: '7007.04' }),
      price({ priceId: 1, price: '7883.00', validFrom: '2026-05-01' }),
    ]),
});

describe('SKU catalogue', { timeout: 30_000 }, () => {
  it('lists SKUs with the category they are stocked as and shows a SKU’s price history', async () => {
    const { user } = renderPage(<SkuListPage />, {
      permissions: [PURCHASE_PERMISSIONS.sku.view],
    });
    const row = (await screen.findByText('联想 ThinkPad T14')).closest('tr')!;
    expect(within(row).getByText(/笔记本电脑/)).toBeInTheDocument();
    expect(within(row).getByText(/¥7,007\.04/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增 SKU' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '价格历史' }));
    // Every supplier's prices, newest first, with who offered each.
    expect(await screen.findByText('杭州华东办公设备有限公司')).toBeInTheDocument();
    expect(screen.getByText('价格历史：联想 ThinkPad T14')).toBeInTheDocument();
    expect(screen.getByText('¥7,883.00')).toBeInTheDocument();
  });
});
