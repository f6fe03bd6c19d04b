import { PURCHASE_PERMISSIONS, type TemplateFlow } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { paper, paperPrice, paperTemplate } from '../test/order-fixtures';
import { TemplatePage } from './template-page';

const template = paperTemplate();

const flows: TemplateFlow[] = [
  { approvalTemplateId: 3, name: '开业采购审批', enabled: true },
  { approvalTemplateId: 4, name: '旧采购审批', enabled: false },
];

const server = fakeServerForEachTest({
  'GET /purchase/template/9': () => ok(template),
  'GET /purchase/template/forms': () => ok([]),
  'GET /purchase/template/flows': () => ok(flows),
  'GET /purchase/sku/7': () => ok(paper),
  'GET /purchase/sku/page': () => ok({ records: [paper], total: 1, current: 1, size: 500 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/sku/7/prices': () => ok([paperPrice()]),
  'GET /purchase/template/page': () => ok({ records: [], total: 0, current: 1, size: 10 }),
  'PUT /purchase/template': () => ok({ ...template, version: 3 }),
});

describe('purchase template page', { timeout: 30_000 }, () => {
  it('names the approval flow its orders go through, a disabled one said so', async () => {
    const { user } = renderPage(<TemplatePage />, {
      permissions: [PURCHASE_PERMISSIONS.template.manage],
      path: '/purchase/purchase-template/add?id=9',
    });
    const flow = await screen.findByRole('combobox', { name: '审批流程' });
    expect(screen.getByText('按审批流程的条件选择')).toBeInTheDocument();
    await user.click(flow);
    expect(await screen.findByTitle('旧采购审批（已停用：按条件选择）')).toBeInTheDocument();
    await user.click(screen.getByTitle('开业采购审批'));
    await user.click(screen.getByRole('button', { name: '保存模板' }));
    await waitFor(() => expect(server.find('PUT', '/purchase/template')).toHaveLength(1));
    expect(server.find('PUT', '/purchase/template')[0]!.body).toMatchObject({
      templateId: 9,
      version: 2,
      approvalTemplateId: 3,
      warehouseId: 4,
      lines: [{ skuId: 7, supplierId: 2, quantity: 20 }],
    });
  });
});
