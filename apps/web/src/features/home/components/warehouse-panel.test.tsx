import {
  EAM_PERMISSIONS,
  WARE_ORDER_PERMISSIONS,
  WAREHOUSE_PERMISSIONS,
  type RepairStats,
  type WarehouseStats,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefsStore } from '../../../stores/prefs';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { loadHomeCharts } from '../test/home-charts';
import { RepairPanel } from './repair-panel';
import { WarehousePanel } from './warehouse-panel';

let stats: WarehouseStats;
let broken = false;
const NO_REPAIRS: RepairStats = {
  openByStatus: { submitted: 0, dispatched: 0, in_progress: 0, paused: 0 },
  averageDurationThisMonth: null,
  slaBreachRate: null,
  daily: [],
};
const server = fakeServerForEachTest(() => ({
  'GET /ware/stats': () => (broken ? fail(500, 'boom') : ok(stats)),
  'GET /eam/repair-order/stats': () => ok(NO_REPAIRS),
}));

const KEYS = [
  WAREHOUSE_PERMISSIONS.stock.view,
  WAREHOUSE_PERMISSIONS.stocktake.view,
  WARE_ORDER_PERMISSIONS.view,
];

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

loadHomeCharts();

describe('home page warehouse panel', () => {
  beforeEach(() => {
    // The repair panel beside it charts with zrender, which measures text with a canvas jsdom lacks.
    const noCanvas = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    broken = false;
    stats = {
      warehouses: [
        { warehouseId: 2, name: '华东仓', stockValue: '3255.00', assets: 3 },
        { warehouseId: 9, name: '统计仓', stockValue: '45.00', assets: 0 },
      ],
      totalValue: '3300.00',
      below: {
        count: 12,
        items: [
          {
            thresholdId: 4,
            warehouseId: 2,
            warehouseName: '华东仓',
            kind: 'asset',
            categoryId: 3,
            categoryName: '台式机',
            unit: '台',
            model: 'OptiPlex 7010',
            quantity: 1,
            minQuantity: 5,
          },
          {
            thresholdId: 3,
            warehouseId: 2,
            warehouseName: '华东仓',
            kind: 'category',
            categoryId: 16,
            categoryName: '防盗标签',
            unit: '卷',
            model: null,
            quantity: 5,
            minQuantity: 10,
          },
        ],
      },
      openStocktakes: 1,
      openWorkOrders: 5,
    };
    return () => noCanvas.mockRestore();
  });

  it('shows the stock value, what is below its threshold with links, and the open counts', async () => {
    const { user, router } = renderPage(<WarehousePanel />, { permissions: KEYS });
    expect(await screen.findByText('12 项低于阈值')).toBeInTheDocument();
    expect(screen.getByText('库存总值').closest('.ant-statistic')).toHaveTextContent('¥3,300.00');
    const below = screen.getByRole('region', { name: '低于阈值' });
    expect(
      within(below)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['华东仓 · 台式机（OptiPlex 7010）闲置 1 / 5 台', '华东仓 · 防盗标签5 / 10 卷']);
    const byWarehouse = screen.getByRole('region', { name: '各仓库存' });
    expect(
      within(byWarehouse)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['华东仓¥3,255.00 · 资产 3 件', '统计仓¥45.00 · 资产 0 件']);
    await user.click(within(below).getByRole('link', { name: '华东仓 · 防盗标签' }));
    await waitFor(() => expect(at(router)).toBe('/ware/stock/index?threshold=3'));
    expect(within(below).getByRole('link', { name: '另有 10 项，查看库存' })).toHaveAttribute(
      'href',
      '/ware/stock/index',
    );
    await user.click(screen.getByRole('link', { name: /^进行中的盘点\s*1$/ }));
    await waitFor(() => expect(at(router)).toBe('/ware/stocktake/index'));
    await user.click(screen.getByRole('link', { name: /^未完成的工单\s*5$/ }));
    await waitFor(() => expect(at(router)).toBe('/ware/order/index'));
  });

  it('says when nothing is low, in English, and leaves out the counts its user may not view', async () => {
    stats = {
      ...stats,
      below: { count: 0, items: [] },
      openStocktakes: 1,
      openWorkOrders: null,
    };
    usePrefsStore.getState().setLanguage('en-US');
    try {
      renderPage(<WarehousePanel />, {
        permissions: [WAREHOUSE_PERMISSIONS.stock.view, WAREHOUSE_PERMISSIONS.stocktake.view],
      });
      expect(await screen.findByText('Below threshold: 0')).toBeInTheDocument();
      const below = screen.getByRole('region', { name: 'Below threshold' });
      expect(below).toHaveTextContent('Nothing is below its threshold');
      expect(within(below).queryAllByRole('link')).toHaveLength(0);
      expect(screen.getByRole('region', { name: 'By warehouse' })).toHaveTextContent(
        '华东仓¥3,255.00 · serialised assets: 3',
      );
      expect(screen.getByRole('link', { name: /^Stocktakes under way\s*1$/ })).toBeInTheDocument();
      expect(screen.queryByText('Open work orders')).not.toBeInTheDocument();
    } finally {
      usePrefsStore.getState().setLanguage('zh-CN');
    }
  });

  it('offers to try again when the figures do not load', async () => {
    broken = true;
    const { user } = renderPage(<WarehousePanel />, { permissions: KEYS });
    expect(await screen.findByText('仓库概览加载失败')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('12 项低于阈值')).toBeInTheDocument();
  });

  it('is not shown, and asks nothing, without the stock key', async () => {
    renderPage(
      <>
        <RepairPanel />
        <WarehousePanel />
      </>,
      { permissions: [EAM_PERMISSIONS.view, WAREHOUSE_PERMISSIONS.stocktake.view] },
    );
    expect(await screen.findByText('本月平均工单时长')).toBeInTheDocument();
    expect(screen.queryByText('仓库概览')).not.toBeInTheDocument();
    expect(server.find('GET', '/ware/stats')).toHaveLength(0);
  });
});
