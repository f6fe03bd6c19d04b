import {
  ASSET_PERMISSIONS,
  EAM_PERMISSIONS,
  type AssetStats,
  type RepairStats,
} from '@depot/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { loadHomeCharts } from '../test/home-charts';
import { AssetPanel } from './asset-panel';
import { RepairPanel } from './repair-panel';

let stats: RepairStats;
const server = fakeServerForEachTest(() => ({
  'GET /eam/repair-order/stats': () => ok(stats),
  'GET /as/asset/stats': () => ok(NO_ASSETS),
}));

const NO_ASSETS: AssetStats = { byStatus: [], byCategory: [], expiringSoon: [] };

const statistic = (title: string) =>
  screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
    ?.textContent;

loadHomeCharts();

describe('home page repair panel', () => {
  beforeEach(() => {
    // jsdom has no canvas; zrender measures text with one and estimates without it.
    const noCanvas = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    stats = {
      openByStatus: { submitted: 4, dispatched: 2, in_progress: 3, paused: 1 },
      averageDurationThisMonth: 93_780,
      slaBreachRate: 0.125,
      daily: Array.from({ length: 30 }, (_, i) => ({
        date: `2026-03-${String(i + 1).padStart(2, '0')}`,
        submitted: i % 3,
        completed: i % 2,
      })),
    };
    return () => noCanvas.mockRestore();
  });

  it("shows open orders by status, this month's average duration and breach rate, and the chart", async () => {
    renderPage(<RepairPanel />, { permissions: [EAM_PERMISSIONS.view] });
    expect(await screen.findByText('本月平均工单时长')).toBeInTheDocument();
    const open = screen.getByRole('region', { name: '未完结工单' });
    const figures = ['待派单', '已派单', '维修中', '已暂停'].map(
      (status) =>
        within(open)
          .getByText(status)
          .closest('.ant-statistic')
          ?.querySelector('.ant-statistic-content')?.textContent,
    );
    expect(figures).toEqual(['4', '2', '3', '1']);
    expect(statistic('本月平均工单时长')).toBe('1 天 2 小时 3 分钟');
    expect(statistic('本月超时率')).toBe('12.5%');
    // echarts arrives in its own chunk; the figure's text gives its totals.
    expect(
      await screen.findByRole('img', { name: '近 30 天提交 30 个工单，完工 15 个' }),
    ).toBeInTheDocument();
  });

  it('says when there is nothing to measure yet', async () => {
    stats = { ...stats, averageDurationThisMonth: null, slaBreachRate: null };
    renderPage(<RepairPanel />, { permissions: [EAM_PERMISSIONS.view] });
    expect(await screen.findByText('本月平均工单时长')).toBeInTheDocument();
    expect(statistic('本月平均工单时长')).toBe('暂无');
    expect(statistic('本月超时率')).toBe('暂无');
  });

  it('is not shown, and asks nothing, without the key to view orders', async () => {
    // Beside it, the asset panel its user may see: once that one has its figures, the repair
    // panel would have asked for its own long before.
    renderPage(
      <>
        <RepairPanel />
        <AssetPanel />
      </>,
      { permissions: [ASSET_PERMISSIONS.asset.view] },
    );
    expect(await screen.findByText('共 0 项')).toBeInTheDocument();
    expect(server.find('GET', '/as/asset/stats')).toHaveLength(1);
    expect(screen.queryByText('维修工单')).not.toBeInTheDocument();
    expect(server.find('GET', '/eam/repair-order/stats')).toHaveLength(0);
  });
});
