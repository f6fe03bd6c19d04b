import { PURCHASE_PERMISSIONS, type SuborderDetail } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { SuborderPage } from './suborder-page';
import { suborderLine } from '../test/order-fixtures';

const O = PURCHASE_PERMISSIONS.order;

const CONFIRMED: SuborderDetail = {
  suborderId: 9,
  code: 'CG20261129000003-1',
  orderId: 3,
  orderCode: 'CG20261129000003',
  orderTitle: '华东仓月度耗材采购',
  status: 'partlyReceived',
  supplier: { id: 2, name: '华东办公用品' },
  warehouse: { id: 4, name: '华东仓' },
  total: '3968.00',
  ordered: 26,
  received: 5,
  cancelled: 0,
  replenishment: null,
  version: 2,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
  totalUpper: '叁仟玖佰陆拾捌元整',
  lines: [
    suborderLine({}),
    suborderLine({
      lineId: 2,
      skuCode: 'SKU-CON-TNR',
      skuName: '硒鼓',
      unit: '个',
      quantity: 6,
      received: 0,
      unitPrice: '268.00',
      amount: '1608.00',
    }),
  ],
  events: [
    {
      eventId: 1,
      suborderId: 9,
      action: 'send',
      fromStatus: null,
      toStatus: 'sent',
      note: null,
      user: { userId: 1, nickname: '管理员' },
      at: '2026-11-29T01:00:00.000Z',
    },
  ],
  canConfirm: false,
  canReceive: true,
  canCancelLine: true,
};

const AFTER: SuborderDetail = {
  ...CONFIRMED,
  status: 'closed',
  received: 26,
  version: 3,
  lines: CONFIRMED.lines.map((l) => ({ ...l, received: l.quantity })),
  canReceive: false,
  canCancelLine: false,
};

let current = CONFIRMED;
const server = fakeServerForEachTest(() => {
  current = CONFIRMED;
  return {
    'GET /purchase/suborder/9': () => ok(current),
    'GET /purchase/suborder/9/pdf': () => ({
      status: 200,
      data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
      headers: { 'content-type': 'application/pdf' },
    }),
    'POST /purchase/suborder/9/receive': () => {
      current = AFTER;
      return ok(AFTER);
    },
  };
});

describe('sub-order page', { timeout: 30_000 }, () => {
  it('receives each line prefilled to what is left, after confirming the warehouse', async () => {
    const { user } = renderPage(<SuborderPage />, {
      permissions: [O.view, O.receive, O.add],
      path: '/purchase/purchase-order-detail?id=9',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '子订单 CG20261129000003-1' }),
    ).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: '子订单明细' });
    const paper = within(lines).getByText('SKU-CON-A4 A4 复印纸').closest('tr')!;
    // 20 ordered, 5 received: 15 to receive.
    expect(within(paper).getByText('15')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '收货' }));
    const dialog = await findDialog('收货入库');
    const paperQty = within(dialog).getByRole('spinbutton', { name: 'A4 复印纸 本次收货数量' });
    const tonerQty = within(dialog).getByRole('spinbutton', { name: '硒鼓 本次收货数量' });
    expect(paperQty).toHaveValue('15');
    expect(tonerQty).toHaveValue('6');
    await user.click(within(dialog).getByRole('button', { name: '收货' }));
    // The warehouse is named before anything is sent.
    expect(await screen.findByText('确认收货入库到 华东仓？')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/suborder/9/receive')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.find('POST', '/purchase/suborder/9/receive')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/suborder/9/receive')[0]?.body).toEqual({
      version: 2,
      lines: [
        { lineId: 1, quantity: 15 },
        { lineId: 2, quantity: 6 },
      ],
    });
    expect(await screen.findByText('已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '收货' })).not.toBeInTheDocument();
  });

  it('shows a viewer the lines and the timeline without actions', async () => {
    renderPage(<SuborderPage />, {
      permissions: [O.view],
      path: '/purchase/purchase-order-detail?id=9',
    });
    current = { ...CONFIRMED, canReceive: false, canCancelLine: false };
    expect(await screen.findByText(/发送给供应商 · 管理员/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消剩余' })).not.toBeInTheDocument();
  });

  it('opens the supplier’s PDF in a new tab', async () => {
    const createObjectURL = vi.fn(() => 'blob:suborder-9');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => window);
    try {
      const { user } = renderPage(<SuborderPage />, {
        permissions: [O.view],
        path: '/purchase/purchase-order-detail?id=9',
      });
      await user.click(await screen.findByRole('button', { name: /供应商订单 PDF/ }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:suborder-9', '_blank'));
      expect(server.find('GET', '/purchase/suborder/9/pdf')).toHaveLength(1);
    } finally {
      open.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
