import { PURCHASE_PERMISSIONS, type PurchaseTemplate } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { TemplateListPage } from './template-list-page';

const opening: PurchaseTemplate = {
  templateId: 9,
  name: '门店开业耗材包',
  remark: null,
  enabled: true,
  formDesign: { id: 5, name: '采购工单表头' },
  warehouse: { id: 4, name: '华东仓' },
  approvalTemplate: null,
  lineCount: 3,
  version: 2,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

const server = fakeServerForEachTest({
  'GET /purchase/template/page': () => ok({ records: [opening], total: 1, current: 1, size: 10 }),
  'POST /purchase/template/9/copy': () =>
    ok({ ...opening, templateId: 10, name: '门店开业耗材包（副本）', lines: [], header: null }),
  'POST /purchase/template/9/enabled': () =>
    ok({ ...opening, enabled: false, version: 3, lines: [], header: null }),
});

describe('purchase template list', { timeout: 30_000 }, () => {
  it('copies a template, and disables one only once confirmed', async () => {
    const { user } = renderPage(<TemplateListPage />, {
      permissions: [PURCHASE_PERMISSIONS.template.manage, PURCHASE_PERMISSIONS.order.add],
      path: '/purchase/purchase-template/index',
    });
    const table = await screen.findByRole('table', { name: '采购模板列表' });
    const row = (await within(table).findByText('门店开业耗材包')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '用此模板新建工单' })).toHaveAttribute(
      'href',
      '/purchase/purchase-order/add-order?templateId=9',
    );

    await user.click(within(row).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(server.find('POST', '/purchase/template/9/copy')).toHaveLength(1));
    expect(await screen.findByText('已复制为 门店开业耗材包（副本）')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '停用' }));
    expect(
      await screen.findAllByText('确定停用模板 门店开业耗材包？停用后不能再用它新建工单。'),
    ).not.toHaveLength(0);
    expect(server.find('POST', '/purchase/template/9/enabled')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.find('POST', '/purchase/template/9/enabled')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/template/9/enabled')[0]!.body).toEqual({
      enabled: false,
      version: 2,
    });
  });
});
