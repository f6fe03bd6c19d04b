import { PURCHASE_PERMISSIONS, type Supplier } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { SupplierListPage } from './supplier-list-page';

const supplier: Supplier = {
  supplierId: 3,
  code: 'SUP-LX',
  name: '上海联翔信息科技有限公司',
  creditCode: '91310115MA1K3B7L2X',
  contacts: [{ name: '周立群', phone: '13816620451', email: null, role: '销售经理' }],
  bankName: '招商银行上海浦东支行',
  bankAccountName: '上海联翔信息科技有限公司',
  bankAccountNo: '121909834210601',
  address: '上海市浦东新区张江路 665 号',
  enabled: true,
  remark: null,
  skuCount: 4,
  nextExpiry: '2026-12-18',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

const server = fakeServerForEachTest({
  'GET /purchase/supplier/page': () => ok({ records: [supplier], total: 1, current: 1, size: 10 }),
  'POST /purchase/supplier': () => ok({ ...supplier, supplierId: 9, code: 'SUP-NEW' }),
});

describe('supplier list', { timeout: 30_000 }, () => {
  it('lists suppliers, each name opening its page', async () => {
    renderPage(<SupplierListPage />, { permissions: [PURCHASE_PERMISSIONS.supplier.view] });
    const link = await screen.findByRole('link', { name: '上海联翔信息科技有限公司' });
    expect(link).toHaveAttribute('href', '/product/supplierDetail?id=3');
    const row = link.closest('tr')!;
    expect(within(row).getByText(/周立群 13816620451/)).toBeInTheDocument();
    expect(within(row).getByText(/2026-12-18/)).toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    // Without the keys there is nothing to add, edit or export.
    expect(screen.queryByRole('button', { name: '新增供应商' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
  });

  it('adds a supplier with a contact; a bad credit code is refused before sending', async () => {
    const { user } = renderPage(<SupplierListPage />, {
      permissions: Object.values(PURCHASE_PERMISSIONS.supplier),
    });
    await user.click(await screen.findByRole('button', { name: '新增供应商' }));
    const dialog = await findDialog('新增供应商');
    await user.type(within(dialog).getByRole('textbox', { name: '编码' }), 'SUP-NEW');
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '杭州新供应商');
    await user.type(within(dialog).getByRole('textbox', { name: '统一社会信用代码' }), '123');
    await user.click(within(dialog).getByRole('button', { name: '添加联系人' }));
    await user.type(within(dialog).getByRole('textbox', { name: '姓名 1' }), '王海燕');
    await user.type(within(dialog).getByRole('textbox', { name: '电话 1' }), '13757109832');
    const submit = within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ });
    await user.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '统一社会信用代码' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(server.find('POST', '/purchase/supplier')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: '统一社会信用代码' }));
    await user.click(submit);
    await waitFor(() => expect(server.find('POST', '/purchase/supplier')).toHaveLength(1));
    expect(server.find('POST', '/purchase/supplier')[0]!.body).toMatchObject({
      code: 'SUP-NEW',
      name: '杭州新供应商',
      creditCode: null,
      contacts: [{ name: '王海燕', phone: '13757109832', role: null, email: null }],
      enabled: true,
    });
  });
});
