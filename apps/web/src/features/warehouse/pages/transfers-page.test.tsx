import { WAREHOUSE_PERMISSIONS, type TransferDetail } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { CATEGORIES, TREE, page } from '../test/fixtures';
import { TransfersPage } from './transfers-page';

const X = WAREHOUSE_PERMISSIONS.transfer;

const SENT: TransferDetail = {
  transferId: 3,
  code: 'DB20260302000001',
  status: 'inTransit',
  from: { id: 1, name: '上海中央仓' },
  to: { id: 2, name: '华东仓' },
  remark: null,
  lines: [{ categoryId: 10, categoryName: '硒鼓', unit: '个', quantity: 2, unitPrice: '268.00' }],
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
  version: 1,
  canReceive: false,
  canCancel: false,
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

let current = SENT;

const server = fakeServerForEachTest({
  'GET /ware/transfer/page': () => ok(page([current])),
  'GET /ware/transfer/in-transit': () =>
    ok(
      current.status === 'inTransit'
        ? [
            {
              warehouseId: 2,
              warehouseName: '华东仓',
              categoryId: 10,
              categoryName: '硒鼓',
              unit: '个',
              quantity: 2,
              transfers: 1,
            },
          ]
        : [],
    ),
  'GET /ware/transfer/3': () => ok(current),
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /ware/category/list': () => ok(CATEGORIES),
  'POST /ware/transfer': () => ok(SENT),
  'POST /ware/transfer/3/receive': () => {
    current = RECEIVED;
    return ok(RECEIVED);
  },
});

describe('transfers', { timeout: 30_000 }, () => {
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

  it('shows what is in transit and receives a transfer once confirmed', async () => {
    current = SENT;
    const { user } = renderPage(<TransfersPage />, { permissions: [X.view, X.receive] });
    const transit = await screen.findByRole('table', { name: '在途库存' });
    expect(await within(transit).findByText('2 个')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建调拨' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'DB20260302000001' }));
    const drawer = await findDialog('调拨单 DB20260302000001');
    expect(within(drawer).getByText('在途')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '确认接收' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('POST', '/ware/transfer/3/receive')).toHaveLength(1));
    expect(server.find('POST', '/ware/transfer/3/receive')[0]!.body).toEqual({ version: 0 });
    expect(await screen.findByText('调拨单 DB20260302000001 已接收入库')).toBeInTheDocument();
    expect(await within(drawer).findByText('仓管小王')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '确认接收' })).toBeNull();
    expect(await screen.findByText('没有在途的调拨')).toBeInTheDocument();
  });
});
