import { PURCHASE_PERMISSIONS, type FormDesign } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { paper, paperLabel, paperPrice, paperTemplate } from '../test/order-fixtures';
import { AddOrderPage } from './add-order-page';

const O = PURCHASE_PERMISSIONS.order;

const template = paperTemplate({
  formDesign: { id: 5, name: '采购表头' },
  header: {
    designId: 5,
    version: 1,
    design: {
      fields: [{ kind: 'input', vModel: 'costCenter', label: '成本中心', required: true }],
    } as FormDesign,
  },
});

const server = fakeServerForEachTest({
  'GET /purchase/template/9': () => ok(template),
  'GET /purchase/sku/7': () => ok(paper),
  // The template's SKU is not among the picker's first matches: it is named from its own record.
  'GET /purchase/sku/page': () => ok({ records: [], total: 0, current: 1, size: 20 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/sku/7/prices': () => ok([paperPrice()]),
  'POST /purchase/order': () => ok({ orderId: 12, code: 'CG20261129000012', status: 'pending' }),
});

describe('add-order page from a template', { timeout: 30_000 }, () => {
  it('starts with the template’s lines, warehouse and header form, and sends the header values with it', async () => {
    const { user } = renderPage(<AddOrderPage />, {
      permissions: [O.view, O.add],
      path: '/purchase/purchase-order/add-order?templateId=9',
    });
    expect(await screen.findByText('来自模板：门店月度耗材')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('门店月度耗材');
    expect(await screen.findByTitle('华东仓')).toBeInTheDocument();
    expect(await screen.findByTitle(paperLabel)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '第 1 行数量' })).toHaveValue('20');
    expect(screen.getByRole('spinbutton', { name: '第 1 行单价' })).toHaveValue('118.00');
    expect(await screen.findByText('合计 ¥2,360.00（贰仟叁佰陆拾元整）')).toBeInTheDocument();

    // The header's required field, checked by the shared validator: nothing is sent without it.
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    expect(await screen.findAllByText(/成本中心/)).not.toHaveLength(0);
    expect(server.find('POST', '/purchase/order')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '成本中心' }), 'CC-华东');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(server.find('POST', '/purchase/order')).toHaveLength(1));
    expect(server.find('POST', '/purchase/order')[0]!.body).toEqual({
      title: '门店月度耗材',
      warehouseId: 4,
      expectedDate: null,
      remark: null,
      submit: true,
      templateId: 9,
      header: { costCenter: 'CC-华东' },
      lines: [{ skuId: 7, supplierId: 2, quantity: 20, unitPrice: '118.00' }],
    });
  });
});
