import { PURCHASE_PERMISSIONS, type ReplenishmentDetail } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { paper } from '../test/order-fixtures';
import { ReplenishmentPage } from './replenishment-page';

const R = PURCHASE_PERMISSIONS.replenishment;

const DRAFT: ReplenishmentDetail = {
  replenishmentId: 5,
  code: 'BH20261129000005',
  status: 'draft',
  warehouse: { id: 4, name: '华东仓' },
  applicant: { userId: 8, nickname: '仓管小李' },
  neededBy: '2026-12-10',
  remark: '月底补货',
  reason: null,
  lineCount: 1,
  quantity: 10,
  version: 3,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:10:00.000Z',
  lines: [
    {
      lineId: 1,
      skuId: paper.skuId,
      skuCode: paper.code,
      skuName: paper.name,
      specification: paper.specification,
      unit: paper.unit,
      quantity: 10,
      supplier: { id: 2, name: '华东办公用品' },
      ordered: 0,
      received: 0,
      cancelled: 0,
      offer: { supplierId: 2, supplierName: '华东办公用品', unitPrice: '118.00' },
    },
  ],
  orders: [],
  events: [
    {
      eventId: 1,
      action: 'create',
      fromStatus: null,
      toStatus: 'draft',
      note: null,
      user: { userId: 8, nickname: '仓管小李' },
      at: '2026-11-29T01:00:00.000Z',
    },
  ],
  canSubmit: true,
  canCancel: true,
  canDecline: false,
  canOrder: false,
};

let current = DRAFT;
const server = fakeServerForEachTest(() => {
  current = DRAFT;
  return {
    'GET /purchase/replenishment/5': () => ok(current),
    'GET /purchase/replenishment/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
    'GET /purchase/sku/7': () => ok(paper),
    'GET /purchase/sku/page': () => ok({ records: [paper], total: 1, current: 1, size: 500 }),
    'GET /purchase/supplier/page': () =>
      ok({ records: [{ supplierId: 2, name: '华东办公用品' }], total: 1, current: 1, size: 500 }),
    'PUT /purchase/replenishment/5': () => {
      current = {
        ...DRAFT,
        version: 4,
        quantity: 12,
        lines: [{ ...DRAFT.lines[0]!, quantity: 12 }],
        events: [
          ...DRAFT.events,
          {
            eventId: 2,
            action: 'edit',
            fromStatus: 'draft',
            toStatus: 'draft',
            note: null,
            user: { userId: 8, nickname: '仓管小李' },
            at: '2026-11-29T02:00:00.000Z',
          },
        ],
      };
      return ok(current);
    },
  };
});

describe('editing a warehouse purchase order’s draft', { timeout: 30_000 }, () => {
  it('opens the applicant’s draft as it is and sends every field at its version', async () => {
    const { user } = renderPage(<ReplenishmentPage />, {
      permissions: [R.view, R.add],
      path: '/orderdetail?id=5',
    });
    await user.click(await screen.findByRole('button', { name: '编辑草稿' }));
    const dialog = await findDialog('编辑草稿 BH20261129000005');
    const quantity = within(dialog).getByLabelText('数量 1');
    await waitFor(() => expect(quantity).toHaveValue('10'));
    expect(within(dialog).getByLabelText('备注')).toHaveValue('月底补货');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(server.find('PUT', '/purchase/replenishment/5')).toHaveLength(1));
    expect(server.find('PUT', '/purchase/replenishment/5')[0]!.body).toEqual({
      version: 3,
      warehouseId: 4,
      neededBy: '2026-12-10',
      remark: '月底补货',
      submit: false,
      lines: [{ skuId: paper.skuId, quantity: 12, supplierId: 2 }],
    });
    expect(await screen.findByText('已保存 BH20261129000005')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('编辑草稿 BH20261129000005')).toBeNull());
    // The page reads it again: the new quantity and the edit on the timeline.
    expect(await screen.findByText(/^编辑草稿 · 仓管小李/)).toBeInTheDocument();
    expect(screen.getByText('12 箱')).toBeInTheDocument();
  });

  it('asks for a quantity before sending anything', async () => {
    const { user } = renderPage(<ReplenishmentPage />, {
      permissions: [R.view, R.add],
      path: '/orderdetail?id=5',
    });
    await user.click(await screen.findByRole('button', { name: '编辑草稿' }));
    const dialog = await findDialog('编辑草稿 BH20261129000005');
    const quantity = within(dialog).getByLabelText('数量 1');
    await waitFor(() => expect(quantity).toHaveValue('10'));
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await within(dialog).findByText('请填写数量')).toBeInTheDocument();
    expect(server.find('PUT', '/purchase/replenishment/5')).toHaveLength(0);
  });

  it('is not offered once the request is no longer the caller’s draft', async () => {
    current = { ...DRAFT, status: 'submitted', canSubmit: false };
    renderPage(<ReplenishmentPage />, { permissions: [R.view, R.add], path: '/orderdetail?id=5' });
    expect(await screen.findByRole('button', { name: '取消采购单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑草稿' })).not.toBeInTheDocument();
  });
});
