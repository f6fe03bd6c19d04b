import dayjs from 'dayjs';
import { ASSET_PERMISSIONS, EAM_PERMISSIONS, type AssetStats } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefsStore } from '../../../stores/prefs';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { loadHomeCharts } from '../test/home-charts';
import { AssetPanel } from './asset-panel';
import { RepairPanel } from './repair-panel';

const dayFromToday = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

let stats: AssetStats;
let broken = false;
const server = fakeServerForEachTest(() => ({
  'GET /as/asset/stats': () => (broken ? fail(500, 'boom') : ok(stats)),
  'GET /eam/repair-order/stats': () =>
    ok({
      openByStatus: { submitted: 0, dispatched: 0, in_progress: 0, paused: 0 },
      averageDurationThisMonth: null,
      slaBreachRate: null,
      daily: [],
    }),
}));

const VIEW = [ASSET_PERMISSIONS.asset.view];

loadHomeCharts();

describe('home page asset panel', () => {
  beforeEach(() => {
    // jsdom has no canvas; zrender measures text with one and estimates without it.
    const noCanvas = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    broken = false;
    stats = {
      byStatus: [
        { status: 'idle', count: 12 },
        { status: 'inUse', count: 40 },
        { status: 'lent', count: 3 },
        { status: 'inRepair', count: 2 },
        { status: 'damaged', count: 0 },
        { status: 'writtenOff', count: 5 },
        { status: 'lost', count: 1 },
      ],
      byCategory: [
        { categoryId: 1, name: 'IT 设备', count: 30 },
        { categoryId: 5, name: '门店设施', count: 25 },
        { categoryId: 3, name: '办公家具', count: 8 },
      ],
      expiringSoon: [
        { assetId: 41, code: 'NB-000041', name: '联想 ThinkPad', expiryDate: dayFromToday(0) },
        { assetId: 7, code: 'CAM-000007', name: '海康摄像头', expiryDate: dayFromToday(12) },
      ],
    };
    return () => noCanvas.mockRestore();
  });

  it('charts the assets by status and by category, and lists what expires soon with links', async () => {
    const { user, router } = renderPage(<AssetPanel />, { permissions: VIEW });
    expect(await screen.findByText('共 63 项')).toBeInTheDocument();
    // echarts arrives in its own chunk; each figure's text gives its numbers.
    const byStatus = await screen.findByRole('img', { name: /^闲置 12，在用 40/ });
    expect(byStatus).toHaveAccessibleName(
      '闲置 12，在用 40，借出 3，维修 2，损坏 0，报废 5，丢失 1',
    );
    expect(
      within(screen.getByRole('region', { name: '按分类' })).getByRole('img'),
    ).toHaveAccessibleName('IT 设备 30，门店设施 25，办公家具 8');
    const soon = screen.getByRole('region', { name: '30 天内到期' });
    const items = within(soon).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `NB-000041 联想 ThinkPad${dayFromToday(0)} 今天到期`,
      `CAM-000007 海康摄像头${dayFromToday(12)} 剩余 12 天`,
    ]);
    await user.click(within(soon).getByRole('link', { name: 'CAM-000007 海康摄像头' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/as/asset-detail?id=7',
      ),
    );
  });

  it('says when nothing expires soon, in English too', async () => {
    stats = { ...stats, expiringSoon: [] };
    usePrefsStore.getState().setLanguage('en-US');
    try {
      renderPage(<AssetPanel />, { permissions: VIEW });
      expect(await screen.findByText('63 in all')).toBeInTheDocument();
      const soon = screen.getByRole('region', { name: 'Expiring in the next 30 days' });
      expect(soon).toHaveTextContent('Nothing expires in the next 30 days');
      expect(within(soon).queryAllByRole('link')).toHaveLength(0);
      expect(
        await screen.findByRole('img', { name: 'IT 设备: 30, 门店设施: 25, 办公家具: 8' }),
      ).toBeInTheDocument();
    } finally {
      usePrefsStore.getState().setLanguage('zh-CN');
    }
  });

  it('offers to try again when the figures do not load', async () => {
    broken = true;
    const { user } = renderPage(<AssetPanel />, { permissions: VIEW });
    expect(await screen.findByText('资产概览加载失败')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('共 63 项')).toBeInTheDocument();
  });

  it('is not shown, and asks nothing, without the key to view assets', async () => {
    // Beside it, the repair panel its user may see: once that one has its figures, the asset
    // panel would have asked for its own long before.
    renderPage(
      <>
        <RepairPanel />
        <AssetPanel />
      </>,
      { permissions: [EAM_PERMISSIONS.view] },
    );
    expect(await screen.findByText('本月平均工单时长')).toBeInTheDocument();
    expect(screen.queryByText('资产概览')).not.toBeInTheDocument();
    expect(server.find('GET', '/as/asset/stats')).toHaveLength(0);
  });
});
