import dayjs from 'dayjs';
import {
  PURCHASE_PERMISSIONS,
  type Page,
  type Qualification,
  type Suborder,
  type Supplier,
  type SupplierPrice,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { SupplierPage } from './supplier-page';
import { savedDownloads } from '../../../test/downloads';

const day = (inDays: number) => dayjs().add(inDays, 'day').format('YYYY-MM-DD');

const supplier: Supplier = {
  supplierId: 3,
  code: 'SUP-LX',
  name: '上海联翔信息科技有限公司',
  creditCode: '91310115MA1K3B7L2X',
  contacts: [{ name: '周立群', phone: '13816620451', email: 'zhou@example.com', role: '销售经理' }],
  bankName: '招商银行上海浦东支行',
  bankAccountName: '上海联翔信息科技有限公司',
  bankAccountNo: '121909834210601',
  address: '上海市浦东新区张江路 665 号',
  enabled: true,
  remark: null,
  skuCount: 1,
  nextExpiry: day(20),
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

const files: Qualification[] = [
  {
    qualificationId: 11,
    supplierId: 3,
    kind: 'taxpayer',
    number: 'YBNSR-0821',
    validUntil: day(20),
    remindDays: 30,
    file: null,
    createdAt: '2026-03-01T02:00:00.000Z',
  },
  {
    qualificationId: 12,
    supplierId: 3,
    kind: 'businessLicense',
    number: '91310115MA1K3B7L2X',
    validUntil: day(900),
    remindDays: 30,
    file: { id: 'f1', name: '营业执照.pdf', url: '/admin/files/f1' },
    createdAt: '2026-03-01T02:00:00.000Z',
  },
];

const price = (over: Partial<SupplierPrice>): SupplierPrice => ({
  priceId: 1,
  supplierId: 3,
  supplierCode: 'SUP-LX',
  supplierName: supplier.name,
  skuId: 7,
  skuCode: 'SKU-NB-T14',
  skuName: '联想 ThinkPad T14',
  unit: '台',
  price: '7299.00',
  currency: 'CNY',
  leadDays: 5,
  validFrom: '2026-10-01',
  createdByName: '管理员',
  createdAt: '2026-10-01T02:00:00.000Z',
  ...over,
});

const suborder: Suborder = {
  suborderId: 21,
  code: 'CG20261129000012-1',
  orderId: 12,
  orderCode: 'CG20261129000012',
  orderTitle: '华东仓耗材补货',
  status: 'partlyReceived',
  supplier: { id: 3, name: supplier.name },
  warehouse: { id: 4, name: '华东仓' },
  total: '1380.00',
  ordered: 14,
  received: 2,
  cancelled: 0,
  replenishment: null,
  version: 4,
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
};
const suborders: Page<Suborder> = { records: [suborder], total: 1, current: 1, size: 10 };

const server = fakeServerForEachTest({
  'GET /purchase/suborder/page': () => ok(suborders),
  'GET /purchase/supplier/3': () => ok(supplier),
  'GET /purchase/supplier/3/qualifications': () => ok(files),
  'GET /purchase/supplier/3/skus': () => ok([price({ priceId: 2 })]),
  'GET /purchase/sku/7/prices': () =>
    ok([
      price({ priceId: 2 }),
      price({ priceId: 1, price: '7899.00', leadDays: 8, validFrom: '2026-05-01' }),
    ]),
  'POST /purchase/price': () => ok(price({ priceId: 3, price: '6999.00' })),
  'GET /admin/files/f1': () => ({ status: 200, data: new Blob(['%PDF']) }),
  'POST /admin/files': () =>
    ok({
      id: 'f2',
      name: '税务登记.pdf',
      size: 4,
      type: 'application/pdf',
      url: '/admin/files/f2',
    }),
  'POST /purchase/supplier/3/qualifications': () => ok(files[0]),
});

describe('supplier page', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows contacts, bank, qualification expiry, SKUs with their price history and an honest rating', async () => {
    const { user } = renderPage(<SupplierPage />, {
      permissions: [PURCHASE_PERMISSIONS.supplier.view],
      path: '/product/supplierDetail?id=3',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '上海联翔信息科技有限公司' }),
    ).toBeInTheDocument();
    expect(screen.getByText('招商银行上海浦东支行')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '13816620451' })).toHaveAttribute(
      'href',
      'tel:13816620451',
    );
    const qualifications = await screen.findByRole('table', { name: '资质文件' });
    const soon = within(qualifications).getByText('YBNSR-0821').closest('tr')!;
    expect(within(soon).getByText('20 天后到期')).toBeInTheDocument();
    expect(within(soon).getByText('一般纳税人资格')).toBeInTheDocument();
    const licence = within(qualifications).getByText('营业执照').closest('tr')!;
    expect(within(licence).getByText('有效')).toBeInTheDocument();
    // The scan downloads with the caller's token (a plain link to it would be a 401).
    const saved = savedDownloads();
    await user.click(within(licence).getByRole('button', { name: '营业执照.pdf' }));
    await waitFor(() => expect(saved).toEqual(['营业执照.pdf']));
    expect(server.find('GET', '/admin/files/f1')).toHaveLength(1);
    expect(screen.getByText(/暂无采购订单/)).toBeInTheDocument();
    // Its orders only for holders of the order view key.
    expect(screen.queryByRole('table', { name: '采购订单' })).not.toBeInTheDocument();
    expect(server.find('GET', '/purchase/suborder/page')).toHaveLength(0);
    // A viewer records no price.
    expect(screen.queryByRole('button', { name: '记录新价格' })).not.toBeInTheDocument();

    const skus = await screen.findByRole('table', { name: '供应的 SKU' });
    const row = (await within(skus).findByText('联想 ThinkPad T14')).closest('tr')!;
    expect(within(row).getByText('¥7,299.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '价格历史' }));
    const drawer = await screen.findByRole('dialog', { name: '价格历史：联想 ThinkPad T14' });
    expect(await within(drawer).findByText('¥7,899.00')).toBeInTheDocument();
    expect(within(drawer).getByText('2026-05-01')).toBeInTheDocument();
    expect(server.find('GET', '/purchase/sku/7/prices')[0]!.url).toContain('supplierId=3');
  });

  it('lists its orders (sub-orders) in the caller’s warehouses, each linked', async () => {
    renderPage(<SupplierPage />, {
      permissions: [PURCHASE_PERMISSIONS.supplier.view, PURCHASE_PERMISSIONS.order.view],
      path: '/product/supplierDetail?id=3',
    });
    const orders = await screen.findByRole('table', { name: '采购订单' });
    const row = (await within(orders).findByText('CG20261129000012-1')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'CG20261129000012-1' })).toHaveAttribute(
      'href',
      '/purchase/purchase-order-detail?id=21',
    );
    expect(
      within(row).getByRole('link', { name: 'CG20261129000012 华东仓耗材补货' }),
    ).toHaveAttribute('href', '/purchase/purchase-order/index?id=12');
    expect(within(row).getByText('部分收货')).toBeInTheDocument();
    expect(within(row).getByText('2 / 14')).toBeInTheDocument();
    expect(within(row).getByText('¥1,380.00')).toBeInTheDocument();
    expect(server.find('GET', '/purchase/suborder/page')[0]!.params).toMatchObject({
      supplierId: 3,
    });
  });

  it('records a new price for a supplied SKU', async () => {
    const { user } = renderPage(<SupplierPage />, {
      permissions: [PURCHASE_PERMISSIONS.supplier.view, PURCHASE_PERMISSIONS.supplier.edit],
      path: '/product/supplierDetail?id=3',
    });
    const skus = await screen.findByRole('table', { name: '供应的 SKU' });
    const row = (await within(skus).findByText('联想 ThinkPad T14')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '记录新价格' }));
    const dialog = await findDialog('记录新价格：联想 ThinkPad T14');
    const amount = within(dialog).getByRole('textbox', { name: '单价 (元)' });
    await user.clear(amount);
    await user.type(amount, '6999');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/purchase/price')).toHaveLength(1));
    expect(server.find('POST', '/purchase/price')[0]!.body).toMatchObject({
      supplierId: 3,
      skuId: 7,
      price: '6999',
      leadDays: 5,
    });
    expect(await screen.findByText('新价格已记录，历史价格保留')).toBeInTheDocument();
  });

  it('adds a qualification with its scan uploaded', async () => {
    const { user } = renderPage(<SupplierPage />, {
      permissions: [PURCHASE_PERMISSIONS.supplier.view, PURCHASE_PERMISSIONS.supplier.edit],
      path: '/product/supplierDetail?id=3',
    });
    await user.click(await screen.findByRole('button', { name: '添加资质' }));
    const dialog = await findDialog('添加资质');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['%PDF'], '税务登记.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('税务登记.pdf')).toBeInTheDocument();
    // One scan per file: the upload button is gone once it is there.
    expect(within(dialog).queryByRole('button', { name: '上传扫描件' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '证书编号' }), 'SWDJ-2026');
    // Enter in the last field sends the form.
    await user.type(within(dialog).getByRole('textbox', { name: '有效期至' }), '2027-06-30{Enter}');
    await waitFor(() =>
      expect(server.find('POST', '/purchase/supplier/3/qualifications')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/supplier/3/qualifications')[0]!.body).toMatchObject({
      number: 'SWDJ-2026',
      validUntil: '2027-06-30',
      fileId: 'f2',
    });
  });

  it('says so when the supplier does not exist', async () => {
    renderPage(<SupplierPage />, {
      permissions: [PURCHASE_PERMISSIONS.supplier.view],
      path: '/product/supplierDetail?id=abc',
    });
    expect(await screen.findByText('供应商不存在或已删除')).toBeInTheDocument();
  });
});
