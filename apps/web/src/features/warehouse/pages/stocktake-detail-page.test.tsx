import {
  WAREHOUSE_PERMISSIONS,
  type StocktakeDetail,
  type StocktakeLine,
  type StocktakeProgress,
  type StocktakeScanAnswer,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { fakeCamera, qrPixels } from '../../../test/qr-image';
import { renderPage } from '../../../test/render-page';
import { STOCKTAKE } from '../test/fixtures';
import { STOCKTAKE_LIVE_MS } from '../api';
import { StocktakeDetailPage } from './stocktake-detail-page';

const S = WAREHOUSE_PERMISSIONS.stocktake;

const LAPTOP: StocktakeLine = {
  lineId: 1,
  warehouseId: 2,
  warehouseName: '华东仓',
  categoryId: 3,
  categoryName: '笔记本电脑',
  unit: '台',
  asset: { assetId: 30, code: 'NB-000030', name: 'ThinkPad T14' },
  book: 1,
  counted: null,
  foundIn: null,
  difference: null,
  moved: 0,
  decision: null,
  undecided: false,
};
const PAPER: StocktakeLine = {
  ...LAPTOP,
  lineId: 2,
  categoryId: 9,
  categoryName: '打印纸',
  unit: '包',
  asset: null,
  book: 22,
};

const plan = (lines: StocktakeLine[]): StocktakeDetail => ({
  ...STOCKTAKE,
  counters: [{ userId: 7, nickname: '孙仓管' }],
  lineCount: 2,
  countedCount: lines.filter((l) => l.counted !== null).length,
  lines,
});

let counted = false;
/** Why the plan was cancelled, once it is. */
let cancelReason: string | null = null;
/** The paper line's stock moved during the count, with no decision yet. */
let paperMoved = false;
const paper = (): StocktakeLine =>
  paperMoved ? { ...PAPER, counted: 20, moved: -2, difference: 0, undecided: true } : PAPER;
const current = (): StocktakeDetail => ({
  ...plan([counted ? { ...LAPTOP, counted: 1, difference: 0 } : LAPTOP, paper()]),
  ...(cancelReason === null ? {} : { status: 'cancelled', cancelReason, version: 2 }),
});
const progress = (): StocktakeProgress => ({
  lines: 2,
  counted: counted ? 1 : 0,
  moved: paperMoved ? 1 : 0,
  notFound: counted ? [] : [LAPTOP],
  unknown: [],
  elsewhere: [],
});

const server = fakeServerForEachTest(() => {
  counted = false;
  cancelReason = null;
  paperMoved = false;
  return {
    'POST /ware/stocktake/4/cancel': (request) => {
      cancelReason = (request.body as { reason: string }).reason;
      return ok(current());
    },
    'GET /ware/stocktake/4': () => ok(current()),
    'GET /ware/stocktake/4/progress': () => ok(progress()),
    'GET /ware/stocktake/4/sheet': () => ({
      status: 200,
      data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
      headers: { 'content-type': 'application/pdf' },
    }),
    'POST /ware/stocktake/4/lines/2/decision': () => ok({ ...paper(), undecided: false }),
    'POST /ware/stocktake/4/scan': (request) => {
      const body = request.body as { code: string };
      const known =
        body.code.toUpperCase() === LAPTOP.asset!.code || body.code.includes('qr=token-30');
      const answer: StocktakeScanAnswer = {
        result: known ? (counted ? 'duplicate' : 'counted') : 'unknown',
        code: known ? LAPTOP.asset!.code : body.code,
        line: known ? { ...LAPTOP, counted: 1 } : null,
        stray: null,
        counted: 1,
        lines: 2,
      };
      counted ||= known;
      return ok(answer);
    },
  };
});

describe('stocktake page', { timeout: 30_000 }, () => {
  it('counts typed codes: counted, then a duplicate said and ignored, an unknown code kept', async () => {
    const { user } = renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.count],
      path: '/planDetail?id=4',
    });
    expect(await screen.findByText('已盘 0 / 2 行')).toBeInTheDocument();
    expect(await screen.findByText('未盘到的资产（1）')).toBeInTheDocument();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'nb-000030{Enter}');
    expect(await screen.findByText('NB-000030 已盘点')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('未盘到的资产（0）')).toBeInTheDocument();
    expect(screen.getByText('已盘 1 / 2 行')).toBeInTheDocument();
    await user.type(box, 'NB-000030{Enter}');
    expect(await screen.findByText('NB-000030 已盘过，本次忽略')).toBeInTheDocument();
    await user.type(box, 'XX-1{Enter}');
    expect(
      await screen.findByText('XX-1 不是已登记的资产编码，已记入未知编码'),
    ).toBeInTheDocument();
    expect(server.find('POST', '/ware/stocktake/4/scan').map((r) => r.body)).toEqual([
      { warehouseId: 2, code: 'nb-000030' },
      { warehouseId: 2, code: 'NB-000030' },
      { warehouseId: 2, code: 'XX-1' },
    ]);
    // A counted category is counted by its quantity.
    const quantity = screen.getByRole('spinbutton', { name: '打印纸 实盘数量' });
    await user.type(quantity, '20');
    await user.click(within(quantity.closest('li')!).getByRole('button', { name: '保存数量' }));
    await waitFor(() =>
      expect(server.find('POST', '/ware/stocktake/4/scan').at(-1)!.body).toEqual({
        warehouseId: 2,
        categoryId: 9,
        quantity: 20,
      }),
    );
  });

  it('shows another counter’s scans while counting, without a scan or a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage(<StocktakeDetailPage />, {
        permissions: [S.view, S.count],
        path: '/planDetail?id=4',
      });
      expect(await screen.findByText('未盘到的资产（1）')).toBeInTheDocument();
      const reads = server.find('GET', '/ware/stocktake/4').length;
      // Another counter scans the laptop.
      counted = true;
      await vi.advanceTimersByTimeAsync(STOCKTAKE_LIVE_MS);
      expect(await screen.findByText('未盘到的资产（0）')).toBeInTheDocument();
      // The lines are read again, once, since the figure moved.
      expect(await screen.findByText('已盘 1 / 2 行')).toBeInTheDocument();
      expect(server.find('GET', '/ware/stocktake/4')).toHaveLength(reads + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  let camera: ReturnType<typeof fakeCamera> | undefined;
  afterEach(() => camera?.restore());

  it('counts a label read by the camera, once, and lets the camera go when closed', async () => {
    camera = fakeCamera(() => qrPixels('http://localhost:3000/as/asset-detail?qr=token-30'));
    const { user } = renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.count],
      path: '/planDetail?id=4',
    });
    await user.click(await screen.findByRole('button', { name: '用摄像头扫码' }));
    expect(await screen.findByText('NB-000030 已盘点')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭摄像头' }));
    await waitFor(() => expect(camera?.stopped).toEqual(['video']));
    // The same label held in view is one scan, not one per frame.
    expect(server.find('POST', '/ware/stocktake/4/scan').map((r) => r.body)).toEqual([
      { warehouseId: 2, code: 'http://localhost:3000/as/asset-detail?qr=token-30' },
    ]);
  });

  it('opens the count sheet to print in a new tab', async () => {
    const createObjectURL = vi.fn(() => 'blob:sheet-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => window);
    try {
      const { user } = renderPage(<StocktakeDetailPage />, {
        permissions: [S.view],
        path: '/planDetail?id=4',
      });
      await user.click(await screen.findByRole('button', { name: /打印盘点表/ }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:sheet-1', '_blank'));
      expect(server.find('GET', '/ware/stocktake/4/sheet')).toHaveLength(1);
    } finally {
      open.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('asks for a decision on a line that moved during the count and sends the one chosen', async () => {
    paperMoved = true;
    const { user } = renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.count, S.add],
      path: '/planDetail?id=4',
    });
    expect(
      await screen.findByText('1 行待处理：提交前请逐行选择复盘、以账面为准或以盘点为准'),
    ).toBeInTheDocument();
    expect(screen.getByText('盘点期间库存有变动，请选择处理方式')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '以盘点为准 打印纸' }));
    await waitFor(() =>
      expect(server.find('POST', '/ware/stocktake/4/lines/2/decision').map((r) => r.body)).toEqual([
        { decision: 'count' },
      ]),
    );
  });

  it('cancels the plan once a reason is given, and says why it ended', async () => {
    const { user } = renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.count, S.add],
      path: '/planDetail?id=4',
    });
    await user.click(await screen.findByRole('button', { name: '取消盘点' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('取消盘点 PD20260302000001')).toBeInTheDocument();
    expect(
      within(dialog).getByText('取消后不能恢复；审批中的差异申请一并撤销，不会过账。'),
    ).toBeInTheDocument();
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '取消盘点' }));
    expect(await within(dialog).findByText('请填写取消原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '取消原因' }), '盘点人员不足');
    expect(server.find('POST', '/ware/stocktake/4/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '取消盘点' }));
    expect(await screen.findByText('盘点 PD20260302000001 已取消')).toBeInTheDocument();
    expect(server.find('POST', '/ware/stocktake/4/cancel').map((r) => r.body)).toEqual([
      { version: 1, reason: '盘点人员不足' },
    ]);
    expect(await screen.findByText('已取消：盘点人员不足')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '取消盘点' })).not.toBeInTheDocument(),
    );
    // An ended plan has no scan box either.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('offers no cancel without the key to make plans', async () => {
    renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.count],
      path: '/planDetail?id=4',
    });
    expect(await screen.findByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消盘点' })).not.toBeInTheDocument();
  });
});
