import {
  PROJECT_PERMISSIONS,
  type Dispatch,
  type DispatchDetail,
  type SkuOrderDetail,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { PROJECT } from '../test/project-fixtures';
import { DispatchListPage } from './dispatch-list-page';
import { DispatchPage } from './dispatch-page';
import { SkuOrderPage } from './sku-order-page';

const P = PROJECT_PERMISSIONS;
const admin = { userId: 1, nickname: '管理员' };

const OPEN: SkuOrderDetail = {
  id: 5,
  code: 'WL20261129000001',
  projectId: PROJECT.id,
  projectCode: PROJECT.code,
  projectName: PROJECT.name,
  projectStatus: 'active',
  stageId: 33,
  stageName: '铺贴',
  title: '铺贴材料',
  neededBy: '2026-12-05',
  note: null,
  status: 'open',
  warehouseId: null,
  warehouseName: null,
  lineCount: 1,
  totalQuantity: 40,
  createdBy: admin,
  version: 0,
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
  lines: [
    {
      id: 51,
      skuId: 7,
      skuCode: 'SKU-TILE-800',
      skuName: '800 地砖',
      specification: '800×800',
      unit: '片',
      categoryId: 3,
      categoryName: '地砖',
      quantity: 40,
      movementId: null,
      offer: { supplierId: 2, supplierName: '华东建材', unitPrice: '45.00' },
      discarded: 0,
      discardPending: 0,
      returnable: 0,
      held: 0,
      shortfall: 0,
    },
  ],
  pendingDiscard: null,
  movements: [],
  workOrders: [],
  events: [
    {
      id: 1,
      action: 'create',
      fromStatus: null,
      toStatus: 'open',
      note: null,
      actor: admin,
      at: '2026-11-29T02:00:00.000Z',
    },
  ],
  reservations: [],
  canIssue: true,
  canReserve: true,
  canRelease: false,
  canOrder: true,
  canCancel: true,
  canReturn: false,
};

/** Open, its 40 tiles reserved at 华东仓 (docs/warehouses.md "Reservations"). */
const RESERVED: SkuOrderDetail = {
  ...OPEN,
  version: 1,
  lines: [{ ...OPEN.lines[0]!, held: 40 }],
  reservations: [
    {
      warehouseId: 4,
      warehouseName: '华东仓',
      categoryId: 3,
      categoryName: '地砖',
      quantity: 40,
      expiresAt: '2026-12-13T12:00:00.000Z',
    },
  ],
  canRelease: true,
};

/** Open, 25 of its 40 tiles held at 华东仓 (all there was): 15 short. */
const PARTIAL: SkuOrderDetail = {
  ...RESERVED,
  lines: [{ ...OPEN.lines[0]!, held: 25, shortfall: 15 }],
  reservations: [{ ...RESERVED.reservations[0]!, quantity: 25 }],
};

const ISSUED: SkuOrderDetail = {
  ...OPEN,
  status: 'issued',
  version: 1,
  warehouseId: 4,
  warehouseName: '华东仓',
  lines: [{ ...OPEN.lines[0]!, movementId: 901, returnable: 40 }],
  movements: [
    {
      movementId: 901,
      warehouseId: 4,
      warehouseName: '华东仓',
      kind: 'out',
      categoryId: 3,
      categoryName: '地砖',
      unit: '片',
      assetId: null,
      assetCode: null,
      quantity: -40,
      balance: 60,
      unitPrice: null,
      source: 'skuOrder',
      sourceCode: OPEN.code,
      sourceId: OPEN.id,
      reason: '铺贴材料',
      storeId: null,
      storeName: null,
      reversalOf: null,
      reversedBy: null,
      actor: admin,
      at: '2026-11-29T03:00:00.000Z',
    },
  ],
  canIssue: false,
  canReserve: false,
  canOrder: false,
  canCancel: false,
  canReturn: true,
};

/** Issued, 3 of its 40 tiles discarded by an approved material discard: 37 would go back. */
const PARTLY_DISCARDED: SkuOrderDetail = {
  ...ISSUED,
  lines: [{ ...ISSUED.lines[0]!, discarded: 3, returnable: 37 }],
};

/** Returned: the 37 still held went back as an `in` row. */
const RETURNED: SkuOrderDetail = {
  ...PARTLY_DISCARDED,
  status: 'returned',
  version: 2,
  movements: [
    ...ISSUED.movements,
    {
      ...ISSUED.movements[0]!,
      movementId: 955,
      kind: 'in',
      quantity: 37,
      balance: 97,
      reason: '工程结束退库',
    },
  ],
  canReturn: false,
};

const DISPATCH: Dispatch = {
  id: 8,
  code: 'PG20261129000001',
  projectId: PROJECT.id,
  projectCode: PROJECT.code,
  projectName: PROJECT.name,
  projectStatus: 'active',
  stageId: 33,
  stageName: '铺贴',
  kind: 'crew',
  crew: '华建装饰一队',
  supplierId: null,
  supplierName: null,
  contact: '王工',
  phone: '13800000000',
  plannedStart: '2026-12-05',
  plannedEnd: '2026-12-09',
  skuOrderId: OPEN.id,
  skuOrderCode: OPEN.code,
  skuOrderStatus: 'issued',
  note: null,
  status: 'planned',
  cancelReason: null,
  createdBy: admin,
  version: 0,
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
};

const DISPATCH_DETAIL: DispatchDetail = {
  ...DISPATCH,
  materials: ISSUED.lines,
  events: [
    {
      id: 1,
      action: 'create',
      fromStatus: null,
      toStatus: 'planned',
      note: null,
      actor: admin,
      at: '2026-11-29T02:00:00.000Z',
    },
  ],
  canDispatch: true,
  canFinish: false,
  canCancel: true,
};

let order = OPEN;
let missing = false;

const server = fakeServerForEachTest(() => {
  order = OPEN;
  missing = false;
  return {
    'GET /item/sku-order/detail': () => ok(order),
    'GET /item/sku-order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
    'POST /item/sku-order/issue': () => {
      order = ISSUED;
      return ok(ISSUED);
    },
    'POST /item/sku-order/reserve': (req) => {
      order = (req.body as { partial?: boolean }).partial ? PARTIAL : RESERVED;
      return ok(order);
    },
    'POST /item/sku-order/release': () => {
      order = { ...OPEN, version: 2 };
      return ok(order);
    },
    'POST /item/sku-order/cancel': () => ok({ ...OPEN, status: 'cancelled' }),
    'POST /item/sku-order/return': () => {
      order = RETURNED;
      return ok(RETURNED);
    },
    'GET /item/dispatch/page': () => ok({ records: [DISPATCH], total: 1, current: 1, size: 10 }),
    'GET /item/dispatch/detail': () =>
      missing
        ? { status: 404, data: { code: 404, msg: 'not found', data: null } }
        : ok(DISPATCH_DETAIL),
    'POST /item/dispatch/dispatch': () =>
      ok({ ...DISPATCH_DETAIL, status: 'dispatched', version: 1 }),
    'POST /item/dispatch/cancel': () => ok({ ...DISPATCH_DETAIL, status: 'cancelled' }),
  };
});

type User = ReturnType<typeof renderPage>['user'];
const OK = /OK|确\s*定/;

/** The steps that take a reason: the field's label, its required message, where it is sent. */
const REASON_STEPS = {
  release: { label: '释放原因', required: '请填写释放原因', url: '/item/sku-order/release' },
  cancel: { label: '取消原因', required: '请填写取消原因', url: '/item/sku-order/cancel' },
} as const;

/** In `dialog`: OK refused until a reason is given (nothing sent), then `reason` sent. */
async function giveReason(
  user: User,
  dialog: HTMLElement,
  step: keyof typeof REASON_STEPS,
  reason: string,
) {
  const { label, required, url } = REASON_STEPS[step];
  await user.click(within(dialog).getByRole('button', { name: OK }));
  expect(await within(dialog).findByText(required)).toBeInTheDocument();
  expect(server.find('POST', url)).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: label }), reason);
  await user.click(within(dialog).getByRole('button', { name: OK }));
  await waitFor(() => expect(server.find('POST', url)).toHaveLength(1));
  return server.find('POST', url)[0]!.body;
}

/** In `dialog`: 华东仓 chosen as the warehouse, then `ok` sends it to `url`. */
async function pickWarehouse(user: User, dialog: HTMLElement, ok: string, url: string) {
  await user.click(within(dialog).getByRole('combobox', { name: '出库仓库' }));
  await user.click(await screen.findByTitle('华东仓'));
  await user.click(within(dialog).getByRole('button', { name: ok }));
  await waitFor(() => expect(server.find('POST', url)).toHaveLength(1));
  return server.find('POST', url)[0]!.body;
}

describe('SKU order and dispatch pages', { timeout: 30_000 }, () => {
  it('issues a SKU order from the chosen warehouse and then shows its ledger rows', async () => {
    const { user } = renderPage(<SkuOrderPage />, {
      permissions: [P.view, P.skuIssue, P.skuOrder],
      path: '/project/product/sku-order-detail?id=5',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '物料单 WL20261129000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('华东建材 ¥45.00')).toBeInTheDocument();
    expect(screen.getByText('暂无库存流水')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '转采购' })).toHaveAttribute(
      'href',
      '/purchase/purchase-order/add-order?skuOrderId=5',
    );
    await user.click(screen.getByRole('button', { name: '从库存出库' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is sent before a warehouse is chosen.
    await user.click(within(dialog).getByRole('button', { name: '出库' }));
    expect(await within(dialog).findByText('请选择仓库')).toBeInTheDocument();
    expect(server.find('POST', '/item/sku-order/issue')).toHaveLength(0);
    expect(await pickWarehouse(user, dialog, '出库', '/item/sku-order/issue')).toEqual({
      id: 5,
      version: 0,
      warehouseId: 4,
    });
    expect(await screen.findByText('物料单 WL20261129000001 已出库')).toBeInTheDocument();
    const ledger = await screen.findByRole('table', { name: '库存流水' });
    expect(within(ledger).getByText('-40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退回仓库' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '从库存出库' })).not.toBeInTheDocument();
  });

  it('says a material discard in approval holds the return back, linking to it', async () => {
    order = {
      ...ISSUED,
      lines: [{ ...ISSUED.lines[0]!, discardPending: 3, returnable: 40 }],
      pendingDiscard: { id: 12, code: 'BF20261130000001' },
      canReturn: false,
    };
    renderPage(<SkuOrderPage />, {
      permissions: [P.view, P.skuIssue],
      path: '/project/product/sku-order-detail?id=5',
    });
    expect(
      await screen.findByText('物料报废 BF20261130000001 正在审批本单的物料，审批完之前不能退库。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看物料报废 BF20261130000001' })).toHaveAttribute(
      'href',
      '/item/item-discard?materialDiscardId=12',
    );
    const lines = screen.getByRole('table', { name: '物料' });
    expect(within(lines).getByText('0（另有 3 在报废审批中）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退回仓库' })).toBeNull();
  });

  it('shows per line what a return puts back once discards took some, and returns it', async () => {
    order = PARTLY_DISCARDED;
    const { user } = renderPage(<SkuOrderPage />, {
      permissions: [P.view, P.skuIssue],
      path: '/project/product/sku-order-detail?id=5',
    });
    const lines = await screen.findByRole('table', { name: '物料' });
    const row = within(lines).getByText('SKU-TILE-800 800 地砖 800×800').closest('tr')!;
    expect(within(lines).getByRole('columnheader', { name: '退库数量' })).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('37 片')).toBeInTheDocument();
    expect(
      screen.getByText(
        '已报废的物料不会退回：退库时每行只把仍持有的数量（已出库 − 已报废）退回仓库。',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退回仓库' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: '退库原因（只退回仍持有的数量）' }),
      '工程结束退库',
    );
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/item/sku-order/return')).toHaveLength(1));
    expect(server.find('POST', '/item/sku-order/return')[0]!.body).toEqual({
      id: 5,
      version: 1,
      reason: '工程结束退库',
    });
    expect(await screen.findByText('物料单 WL20261129000001 已退回仓库')).toBeInTheDocument();
    // Returned: the column says what went back, the ledger the row that put it back.
    expect(await within(lines).findByRole('columnheader', { name: '已退回' })).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: '库存流水' });
    const back = within(ledger).getByText('退回仍持有的').closest('tr')!;
    expect(within(back).getByText('37')).toBeInTheDocument();
  });

  it('reserves a SKU order’s stock at a warehouse, shows what it holds, and releases it with a reason', async () => {
    const { user } = renderPage(<SkuOrderPage />, {
      permissions: [P.view, P.skuIssue, P.skuOrder],
      path: '/project/product/sku-order-detail?id=5',
    });
    expect(await screen.findByText('未预留库存：出库时从仓库的可用库存中扣减')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '释放预留' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '预留库存' }));
    const dialog = await screen.findByRole('dialog', { name: '预留库存：WL20261129000001' });
    // Whole or nothing this time, for 5 days.
    await user.click(within(dialog).getByRole('checkbox', { name: '可用不足时预留现有数量' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '预留天数' }), '5');
    expect(await pickWarehouse(user, dialog, '预留', '/item/sku-order/reserve')).toEqual({
      id: 5,
      version: 0,
      warehouseId: 4,
      partial: false,
      days: 5,
    });
    expect(await screen.findByText('物料单 WL20261129000001 已预留库存')).toBeInTheDocument();
    expect(
      await screen.findByText('预留在 华东仓 · 地砖 × 40 · 至 2026/12/13 20:00:00'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/未能全部预留/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '释放预留' }));
    const release = await screen.findByRole('dialog', { name: '释放预留：WL20261129000001' });
    expect(await giveReason(user, release, 'release', '改期进场')).toEqual({
      id: 5,
      version: 1,
      reason: '改期进场',
    });
    expect(await screen.findByText('未预留库存：出库时从仓库的可用库存中扣减')).toBeInTheDocument();
  });

  it('shows an open SKU order of a completed project as not served, its hold let go at completion', async () => {
    order = {
      ...OPEN,
      projectStatus: 'completed',
      version: 2,
      events: [
        ...OPEN.events,
        { ...OPEN.events[0]!, id: 2, action: 'reserve', fromStatus: 'open', note: '华东仓' },
        { ...OPEN.events[0]!, id: 3, action: 'projComplete', fromStatus: 'open' },
      ],
      canIssue: false,
      canReserve: false,
      canOrder: false,
      canCancel: false,
    };
    renderPage(<SkuOrderPage />, {
      permissions: [P.view, P.skuIssue, P.skuOrder],
      path: '/project/product/sku-order-detail?id=5',
    });
    expect(
      await screen.findByText('未预留库存：项目已关闭，不再领用物料（原有预留已释放）'),
    ).toBeInTheDocument();
    expect(screen.getByText('未出库（项目已关闭）')).toBeInTheDocument();
    expect(screen.queryByText('待处理')).not.toBeInTheDocument();
    expect(screen.getByText(/^项目竣工，预留已释放 · 管理员 · /)).toBeInTheDocument();
    for (const name of ['从库存出库', '预留库存', '释放预留', '取消物料单']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('holds what is available of a short line, showing its shortfall, its term and the way to order it', async () => {
    const { user } = renderPage(<SkuOrderPage />, {
      permissions: [P.view, P.skuIssue, P.skuOrder],
      path: '/project/product/sku-order-detail?id=5',
    });
    await user.click(await screen.findByRole('button', { name: '预留库存' }));
    const dialog = await screen.findByRole('dialog', { name: '预留库存：WL20261129000001' });
    // Holding what is available is the dialog's default; no term given: the server's default.
    expect(within(dialog).getByRole('checkbox', { name: '可用不足时预留现有数量' })).toBeChecked();
    expect(await pickWarehouse(user, dialog, '预留', '/item/sku-order/reserve')).toEqual({
      id: 5,
      version: 0,
      warehouseId: 4,
      partial: true,
    });
    expect(
      await screen.findByText(/预留在 华东仓 · 地砖 × 25 · 至 2026\/12\/13/),
    ).toBeInTheDocument();
    expect(screen.getByText('仓库可用不足，未能全部预留：各行缺口见下表')).toBeInTheDocument();
    const line = screen.getByText('SKU-TILE-800 800 地砖 800×800').closest('tr')!;
    expect(within(line).getByText('已预留 25 · 缺 15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '缺口转采购' })).toHaveAttribute(
      'href',
      '/purchase/purchase-order/add-order?skuOrderId=5&shortfall=1',
    );
  });

  it('cancels a SKU order only with a reason', async () => {
    const { user } = renderPage(<SkuOrderPage />, {
      permissions: [P.view, P.skuOrder],
      path: '/project/product/sku-order-detail?id=5',
    });
    await user.click(await screen.findByRole('button', { name: '取消物料单' }));
    const dialog = await screen.findByRole('dialog');
    expect(await giveReason(user, dialog, 'cancel', '方案调整')).toEqual({
      id: 5,
      version: 0,
      reason: '方案调整',
    });
  });

  it('lists the dispatch centre, filters it on the server, and offers add and export by key', async () => {
    const { user } = renderPage(<DispatchListPage />, {
      permissions: [P.view],
      path: '/item/dispatch-order/index',
    });
    const row = await screen.findByRole('link', { name: 'PG20261129000001' });
    expect(row).toHaveAttribute('href', '/project/purchase/dispatch-detail?id=8');
    expect(screen.queryByRole('button', { name: '新建派工' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '搜索' }), '一队{Enter}');
    await waitFor(() =>
      expect(server.find('GET', '/item/dispatch/page').at(-1)!.params).toMatchObject({
        keyword: '一队',
      }),
    );
  });

  it('shows the buttons of a holder of the keys', async () => {
    renderPage(<DispatchListPage />, {
      permissions: [P.view, P.dispatch, P.export],
      path: '/item/dispatch-order/index',
    });
    expect(await screen.findByRole('button', { name: '新建派工' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });

  it('dispatches a planned dispatch with its materials shown, and cancels only with a reason', async () => {
    const { user } = renderPage(<DispatchPage />, {
      permissions: [P.view, P.dispatch],
      path: '/project/purchase/dispatch-detail?id=8',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '派工单 PG20261129000001' }),
    ).toBeInTheDocument();
    const materials = screen.getByRole('table', { name: '派出物料' });
    expect(within(materials).getByText('SKU-TILE-800 800 地砖')).toBeInTheDocument();
    expect(within(materials).getByText('#901')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OPEN.code })).toHaveAttribute(
      'href',
      '/project/product/sku-order-detail?id=5',
    );
    await user.click(screen.getByRole('button', { name: '取消派工' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    expect(await within(dialog).findByText('请填写取消原因')).toBeInTheDocument();
    expect(server.find('POST', '/item/dispatch/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /Cancel|取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '派工' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '派工说明（可选）' }), '上午进场');
    await user.click(within(dialog).getByRole('button', { name: '派工' }));
    await waitFor(() => expect(server.find('POST', '/item/dispatch/dispatch')).toHaveLength(1));
    expect(server.find('POST', '/item/dispatch/dispatch')[0]!.body).toEqual({
      id: 8,
      version: 0,
      note: '上午进场',
    });
    expect(await screen.findByText('派工单 PG20261129000001 已派工')).toBeInTheDocument();
  });

  it('says when a dispatch is not found', async () => {
    missing = true;
    renderPage(<DispatchPage />, {
      permissions: [P.view],
      path: '/project/purchase/dispatch-detail?id=99',
    });
    expect(await screen.findByText('派工单不存在或不在您的数据范围内')).toBeInTheDocument();
  });
});
