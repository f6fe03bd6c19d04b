import { PURCHASE_PERMISSIONS, type AfterSaleDetail } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { AfterSalePage } from './after-sale-page';

const A = PURCHASE_PERMISSIONS.afterSale;

const OPEN: AfterSaleDetail = {
  afterSaleId: 5,
  code: 'SH20261129000001',
  kind: 'exchange',
  status: 'open',
  quantity: 2,
  receivedBack: 0,
  writtenOff: 0,
  writeOffReason: null,
  reason: '硒鼓漏粉',
  credit: null,
  cancelReason: null,
  suborder: { id: 9, code: 'CG20261129000003-1' },
  order: { id: 3, code: 'CG20261129000003', title: '华东仓月度耗材采购' },
  supplier: { id: 2, name: '华东办公用品' },
  warehouse: { id: 4, name: '华东仓' },
  line: {
    lineId: 2,
    skuId: 8,
    skuCode: 'SKU-CON-TNR',
    skuName: '硒鼓',
    unit: '个',
    unitPrice: '268.00',
    received: 6,
  },
  creator: { userId: 1, nickname: '管理员' },
  sentAt: null,
  closedAt: null,
  version: 0,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:00:00.000Z',
  files: [{ id: 'f1', name: 'leak.png', url: '/admin/files/f1' }],
  movements: [],
  events: [
    {
      eventId: 1,
      action: 'create',
      fromStatus: null,
      toStatus: 'open',
      note: 'SKU-CON-TNR ×2: 硒鼓漏粉',
      user: { userId: 1, nickname: '管理员' },
      at: '2026-11-29T01:00:00.000Z',
    },
  ],
  canSend: true,
  canClose: false,
  canReceiveBack: false,
  canWriteOff: false,
  canCancel: true,
};

const SENT: AfterSaleDetail = {
  ...OPEN,
  status: 'sent',
  version: 1,
  sentAt: '2026-11-29T02:00:00.000Z',
  movements: [
    {
      movementId: 70,
      kind: 'returnToSupplier',
      quantity: -2,
      balance: 4,
      at: '2026-11-29T02:00:00.000Z',
    },
  ],
  canSend: false,
  canClose: true,
  canReceiveBack: true,
  canCancel: false,
};

const RETURN_SENT: AfterSaleDetail = { ...SENT, kind: 'return', canReceiveBack: false };

let current = OPEN;
const server = fakeServerForEachTest(() => {
  current = OPEN;
  return {
    'GET /purchase/after-sale/5': () => ok(current),
    'POST /purchase/after-sale/5/send': () => {
      current = SENT;
      return ok(SENT);
    },
    'POST /purchase/after-sale/5/close': () => {
      current = { ...current, status: 'closed', canClose: false, credit: '500.00' };
      return ok(current);
    },
    'POST /purchase/after-sale/5/receive-back': () => {
      current = { ...current, receivedBack: 1, version: 2 };
      return ok(current);
    },
    'POST /purchase/after-sale/5/write-off': (request) => {
      const { reason } = request.body as { reason: string };
      current = {
        ...current,
        status: 'closed',
        writtenOff: 1,
        writeOffReason: reason,
        canReceiveBack: false,
        canWriteOff: false,
        canClose: false,
        version: 3,
      };
      return ok(current);
    },
    'POST /purchase/after-sale/5/cancel': () => ok({ ...OPEN, status: 'cancelled' }),
    'GET /admin/files/f1': () => ({ status: 200, data: new Blob(['png']) }),
  };
});

const path = '/purchase/purchase-order/after-order-detail?id=5';

describe('after-sales order page', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the goods to the supplier only once the stock leaving is confirmed, then lists the movement', async () => {
    const { user } = renderPage(<AfterSalePage />, { permissions: [A.view, A.add], path });
    // jsdom follows no download link.
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(
      await screen.findByRole('heading', { level: 1, name: '售后单 SH20261129000001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CG20261129000003-1' })).toHaveAttribute(
      'href',
      '/purchase/purchase-order-detail?id=9',
    );
    // The photo downloads with the caller's token (a plain link to it would be a 401).
    expect(screen.queryByRole('link', { name: 'leak.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'leak.png' }));
    await waitFor(() => expect(server.find('GET', '/admin/files/f1')).toHaveLength(1));
    expect(screen.getByText('尚未产生库存流水')).toBeInTheDocument();
    expect(screen.getByText(/创建 · 管理员 · SKU-CON-TNR ×2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '寄出给供应商' }));
    expect(
      await screen.findByText('将从 华东仓 出库 2 个 退给供应商，确定寄出？'),
    ).toBeInTheDocument();
    expect(server.find('POST', '/purchase/after-sale/5/send')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('POST', '/purchase/after-sale/5/send')).toHaveLength(1));
    expect(server.find('POST', '/purchase/after-sale/5/send')[0]?.body).toEqual({ version: 0 });
    const movements = await screen.findByRole('table', { name: '库存流水' });
    expect(await within(movements).findByText('退供应商')).toBeInTheDocument();
    expect(within(movements).getByText('-2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消售后单' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收回入库' })).toBeInTheDocument();
  });

  it('takes part of an exchange back: prefilled to what is still out, never more', async () => {
    current = SENT;
    const { user } = renderPage(<AfterSalePage />, { permissions: [A.view, A.add], path });
    expect(await screen.findByText('0 / 2 个')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收回入库' }));
    const dialog = await findDialog('硒鼓 收回入库到 华东仓');
    const count = within(dialog).getByRole('spinbutton', { name: '本次收回数量' });
    expect(count).toHaveValue('2');
    expect(
      within(dialog).getByText('寄出 2，已收回 0，最多还可收回 2 个；全部收回后售后单完成'),
    ).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '1');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.find('POST', '/purchase/after-sale/5/receive-back')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/after-sale/5/receive-back')[0]?.body).toEqual({
      version: 1,
      quantity: 1,
    });
    expect(await screen.findByText('1 / 2 个')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/after-sale/5/close')).toHaveLength(0);
  });

  it('writes off what never came back only with a reason, after saying what it does', async () => {
    current = { ...SENT, receivedBack: 1, version: 2, canWriteOff: true };
    const { user } = renderPage(<AfterSalePage />, {
      permissions: [A.view, A.add, A.writeOff],
      path,
    });
    await user.click(await screen.findByRole('button', { name: '核销未换回' }));
    const dialog = await findDialog('核销售后单 SH20261129000001 未换回的 1 个');
    expect(
      within(dialog).getByText(
        '已寄出 2 个，已换回 1 个。核销后售后单关闭，这 1 个 不再入库（寄出时已出库），不能撤销。',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认核销' }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/after-sale/5/write-off')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '核销原因' }), '供应商停产');
    await user.click(within(dialog).getByRole('button', { name: '确认核销' }));
    await waitFor(() =>
      expect(server.find('POST', '/purchase/after-sale/5/write-off')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/after-sale/5/write-off')[0]?.body).toEqual({
      version: 2,
      reason: '供应商停产',
    });
    expect(await screen.findByText('1 个：供应商停产')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '核销未换回' })).not.toBeInTheDocument();
  });

  it('records a return’s credit, prefilled to quantity × unit price', async () => {
    current = RETURN_SENT;
    const { user } = renderPage(<AfterSalePage />, { permissions: [A.view, A.add], path });
    await user.click(await screen.findByRole('button', { name: '登记退款并完成' }));
    const dialog = await findDialog('登记供应商退款');
    const credit = within(dialog).getByRole('spinbutton', { name: '退款金额（元）' });
    expect(credit).toHaveValue('536.00');
    await user.clear(credit);
    await user.type(credit, '500');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.find('POST', '/purchase/after-sale/5/close')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/after-sale/5/close')[0]?.body).toEqual({
      version: 1,
      credit: '500.00',
    });
  });

  it('cancels an open one only with a reason; a viewer gets no actions', async () => {
    const { user } = renderPage(<AfterSalePage />, { permissions: [A.view, A.add], path });
    await user.click(await screen.findByRole('button', { name: '取消售后单' }));
    const dialog = await findDialog('取消售后单 SH20261129000001');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/after-sale/5/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '取消原因' }), '供应商同意折价');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.find('POST', '/purchase/after-sale/5/cancel')[0]?.body).toEqual({
        version: 0,
        reason: '供应商同意折价',
      }),
    );
  });

  it('shows a viewer the order without actions', async () => {
    current = { ...OPEN, canSend: false, canCancel: false };
    renderPage(<AfterSalePage />, { permissions: [A.view], path });
    expect(await screen.findByText('硒鼓漏粉')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '寄出给供应商' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消售后单' })).not.toBeInTheDocument();
  });
});
