import { WAREHOUSE_PERMISSIONS, type TransferDetail } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { CATEGORIES, TREE, page } from '../test/fixtures';
import { TransfersPage } from './transfers-page';
import { savedDownloads } from '../../../test/downloads';

const X = WAREHOUSE_PERMISSIONS.transfer;

const SENT: TransferDetail = {
  transferId: 3,
  code: 'DB20260302000001',
  status: 'inTransit',
  from: { id: 1, name: '上海中央仓' },
  to: { id: 2, name: '华东仓' },
  remark: null,
  lines: [
    {
      categoryId: 10,
      categoryName: '硒鼓',
      unit: '个',
      quantity: 2,
      received: 0,
      returned: 0,
      unitPrice: '268.00',
    },
  ],
  sender: { userId: 1, nickname: '管理员' },
  sentAt: '2026-03-02T01:00:00.000Z',
  receiver: null,
  receivedAt: null,
  canceller: null,
  cancelledAt: null,
  cancelReason: null,
  version: 0,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
  movements: [
    {
      movementId: 40,
      warehouseId: 1,
      warehouseName: '上海中央仓',
      kind: 'transferOut',
      categoryId: 10,
      categoryName: '硒鼓',
      quantity: -2,
      balance: 6,
      reversalOf: null,
      reason: null,
      at: '2026-03-02T01:00:00.000Z',
    },
  ],
  canReceive: true,
  canCancel: true,
};

const RECEIVED: TransferDetail = {
  ...SENT,
  status: 'received',
  receiver: { userId: 7, nickname: '仓管小王' },
  receivedAt: '2026-03-02T03:00:00.000Z',
  version: 2,
  canReceive: false,
  canCancel: false,
  lines: [{ ...SENT.lines[0]!, received: 2 }],
  movements: [
    ...SENT.movements,
    {
      ...SENT.movements[0]!,
      movementId: 41,
      warehouseId: 2,
      warehouseName: '华东仓',
      kind: 'transferIn',
      quantity: 2,
      balance: 2,
    },
  ],
};

/** One of the two toners taken in: the rest still on its way. */
const PARTLY: TransferDetail = {
  ...SENT,
  status: 'partlyReceived',
  receiver: { userId: 7, nickname: '仓管小王' },
  receivedAt: '2026-03-02T02:00:00.000Z',
  version: 1,
  lines: [{ ...SENT.lines[0]!, received: 1 }],
  movements: [...SENT.movements, { ...RECEIVED.movements[1]!, quantity: 1, balance: 1 }],
};

/** Cancelled while in transit: what was sent is back in the source warehouse. */
const CANCELLED: TransferDetail = {
  ...SENT,
  status: 'cancelled',
  version: 1,
  canReceive: false,
  canCancel: false,
};

let current = SENT;

const server = fakeServerForEachTest({
  'GET /ware/transfer/page': () => ok(page([current])),
  'GET /ware/transfer/in-transit': () =>
    ok(
      current.status !== 'received'
        ? [
            {
              warehouseId: 2,
              warehouseName: '华东仓',
              categoryId: 10,
              categoryName: '硒鼓',
              unit: '个',
              quantity: current === PARTLY ? 1 : 2,
              transfers: 1,
            },
          ]
        : [],
    ),
  'GET /ware/transfer/3': () => ok(current),
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /ware/category/list': () => ok(CATEGORIES),
  'POST /ware/transfer': () => ok(SENT),
  'GET /ware/transfer/export': () => ({
    status: 200,
    data: new Blob(['xlsx']),
    headers: { 'content-disposition': "attachment; filename*=UTF-8''transfers.xlsx" },
  }),
  'POST /ware/transfer/3/cancel': () => {
    current = CANCELLED;
    return ok(current);
  },
  'POST /ware/transfer/3/receive': () => {
    current = current === SENT ? PARTLY : RECEIVED;
    return ok(current);
  },
});

describe('transfers', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports the list in its order with the export key', async () => {
    current = SENT;
    const { user } = renderPage(<TransfersPage />, {
      permissions: [X.view, X.export],
      path: '/ware/transfer/index#sort=code,asc',
    });
    const saved = savedDownloads();
    await screen.findByRole('button', { name: SENT.code });
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.find('GET', '/ware/transfer/export')).toHaveLength(1));
    // The list's order goes along; its page does not.
    expect(server.find('GET', '/ware/transfer/export')[0]!.params).toEqual({ sort: 'code,asc' });
    await waitFor(() => expect(saved).toEqual(['transfers.xlsx']));
  });

  it('shows no export button without the export key', async () => {
    current = SENT;
    renderPage(<TransfersPage />, { permissions: [X.view, X.add] });
    await screen.findByRole('button', { name: SENT.code });
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('sends counted items to another warehouse and opens what was sent', async () => {
    current = SENT;
    const { user } = renderPage(<TransfersPage />, { permissions: [X.view, X.add] });
    await user.click(await screen.findByRole('button', { name: '新建调拨' }));
    const dialog = await findDialog('新建调拨');
    await user.click(within(dialog).getByRole('combobox', { name: '调出仓库' }));
    await user.click(await screen.findByTitle('上海中央仓'));
    await user.click(within(dialog).getByRole('combobox', { name: '调入仓库' }));
    const options = await screen.findAllByTitle('华东仓');
    await user.click(options[options.length - 1]!);
    await user.click(within(dialog).getByRole('combobox', { name: '分类 1' }));
    await user.click(await screen.findByTitle('硒鼓（个）'));
    await user.type(within(dialog).getByRole('spinbutton', { name: '数量 1' }), '2');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/transfer')).toHaveLength(1));
    expect(server.find('POST', '/ware/transfer')[0]!.body).toEqual({
      fromWarehouseId: 1,
      toWarehouseId: 2,
      remark: null,
      lines: [{ categoryId: 10, quantity: 2 }],
    });
    expect(
      await screen.findByText('调拨单 DB20260302000001 已调出，库存已从调出仓库扣减'),
    ).toBeInTheDocument();
    expect(await findDialog('调拨单 DB20260302000001')).toBeInTheDocument();
  });

  it('shows what is in transit and receives a transfer line by line, part then the rest', async () => {
    current = SENT;
    const { user } = renderPage(<TransfersPage />, { permissions: [X.view, X.receive] });
    const transit = await screen.findByRole('table', { name: '在途库存' });
    expect(await within(transit).findByText('2 个')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建调拨' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'DB20260302000001' }));
    const drawer = await findDialog('调拨单 DB20260302000001');
    expect(within(drawer).getByText('在途')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '确认接收' }));
    let dialog = await findDialog('硒鼓（未到货 2 个）');
    // Prefilled with what is on its way; one of the two toners arrived.
    const quantity = within(dialog).getByRole('spinbutton', { name: '本次接收 硒鼓' });
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(within(dialog).getByRole('button', { name: '确认接收' }));
    await waitFor(() => expect(server.find('POST', '/ware/transfer/3/receive')).toHaveLength(1));
    expect(server.find('POST', '/ware/transfer/3/receive')[0]!.body).toEqual({
      version: 0,
      lines: [{ categoryId: 10, quantity: 1 }],
    });
    // Partly received: the rest is still in transit, to be received later.
    expect(await within(drawer).findByText('部分接收')).toBeInTheDocument();
    expect(await within(transit).findByText('1 个')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '确认接收' }));
    dialog = await findDialog('硒鼓（未到货 1 个）');
    expect(within(dialog).getByRole('spinbutton', { name: '本次接收 硒鼓' })).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: '确认接收' }));
    await waitFor(() => expect(server.find('POST', '/ware/transfer/3/receive')).toHaveLength(2));
    expect(server.find('POST', '/ware/transfer/3/receive')[1]!.body).toEqual({
      version: 1,
      lines: [{ categoryId: 10, quantity: 1 }],
    });
    expect(await screen.findByText('调拨单 DB20260302000001 已接收入库')).toBeInTheDocument();
    expect(await within(drawer).findByText('仓管小王')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '确认接收' })).toBeNull();
    expect(await screen.findByText('没有在途的调拨')).toBeInTheDocument();
  });

  it('cancels a transfer in transit with a reason, refused without one, once confirmed', async () => {
    current = SENT;
    const { user } = renderPage(<TransfersPage />, { permissions: [X.view] });
    await user.click(await screen.findByRole('button', { name: 'DB20260302000001' }));
    const drawer = await findDialog('调拨单 DB20260302000001');
    await user.click(within(drawer).getByRole('button', { name: '取消调拨' }));
    // The dialog says what cancelling does (the drawer holds its button's word too).
    const dialog = await findDialog('取消后，调出的物品冲销回调出仓库。');
    await user.click(within(dialog).getByRole('button', { name: '取消调拨' }));
    expect(await within(dialog).findByText('请输入取消原因')).toBeInTheDocument();
    expect(server.find('POST', '/ware/transfer/3/cancel')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '取消原因' }), '  发错仓库 ');
    await user.click(within(dialog).getByRole('button', { name: '取消调拨' }));
    await waitFor(() => expect(server.find('POST', '/ware/transfer/3/cancel')).toHaveLength(1));
    expect(server.find('POST', '/ware/transfer/3/cancel')[0]!.body).toEqual({
      version: 0,
      reason: '发错仓库',
    });
    expect(
      await screen.findByText('调拨单 DB20260302000001 已取消，物品已退回调出仓库'),
    ).toBeInTheDocument();
    expect(await within(drawer).findByText('已取消')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '取消调拨' })).toBeNull();
  });
});
