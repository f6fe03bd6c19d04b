import { PERMISSIONS, type PurchaseStats } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePrefsStore } from '../../../stores/prefs';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { PurchasePanel } from './purchase-panel';

let stats: PurchaseStats;
let broken = false;
const server = fakeServerForEachTest(() => ({
  'GET /purchase/stats': () => (broken ? fail(500, 'boom') : ok(stats)),
}));

const VIEW = [PERMISSIONS.purchase.order.view];

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('home page purchasing panel', () => {
  beforeEach(() => {
    broken = false;
    stats = {
      month: '2026-11',
      spend: '14131.05',
      bySupplier: [
        { id: 3, name: '华东办公用品', amount: '9000.00', count: 1 },
        { id: 5, name: '深圳码上科技', amount: '5000.00', count: 1 },
        { id: null, name: null, amount: '131.05', count: 3 },
      ],
      byCategory: [{ id: 16, name: '办公耗材', amount: '14131.05', count: 1 }],
      awaiting: {
        count: 10,
        items: [
          {
            suborderId: 41,
            code: 'CG20261129000004-1',
            status: 'partlyReceived',
            supplierName: '深圳码上科技',
            warehouseName: '华东仓',
            expectedDate: '2026-12-05',
            remaining: 12,
          },
          {
            suborderId: 42,
            code: 'CG20261129000004-2',
            status: 'sent',
            supplierName: '美家家具',
            warehouseName: '华东仓',
            expectedDate: null,
            remaining: 6,
          },
        ],
      },
    };
  });

  it('shows this month’s spend by supplier and category, and the sub-orders to receive as links', async () => {
    const { user, router } = renderPage(<PurchasePanel />, { permissions: VIEW });
    expect(await screen.findByText('10 张子订单待收货')).toBeInTheDocument();
    expect(screen.getByText('2026-11 已审批采购额').closest('.ant-statistic')).toHaveTextContent(
      '¥14,131.05',
    );
    const items = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('按供应商')).toEqual([
      '华东办公用品¥9,000.00',
      '深圳码上科技¥5,000.00',
      '其他 3 家供应商¥131.05',
    ]);
    expect(items('按分类')).toEqual(['办公耗材¥14,131.05']);
    expect(items('待收货的子订单')).toEqual([
      'CG20261129000004-1 深圳码上科技部分收货 · 待收 12 · 华东仓 · 期望 2026-12-05 到货',
      'CG20261129000004-2 美家家具已发送 · 待收 6 · 华东仓',
    ]);
    const awaiting = screen.getByRole('region', { name: '待收货的子订单' });
    expect(within(awaiting).getByRole('link', { name: '另有 8 张，查看采购工单' })).toHaveAttribute(
      'href',
      '/purchase/purchase-order/index',
    );
    await user.click(
      within(awaiting).getByRole('link', { name: 'CG20261129000004-1 深圳码上科技' }),
    );
    await waitFor(() => expect(at(router)).toBe('/purchase/purchase-order-detail?id=41'));
  });

  it('says when nothing is approved or awaited, in English', async () => {
    stats = {
      month: '2026-12',
      spend: '0.00',
      bySupplier: [],
      byCategory: [],
      awaiting: { count: 0, items: [] },
    };
    usePrefsStore.getState().setLanguage('en-US');
    try {
      renderPage(<PurchasePanel />, { permissions: VIEW });
      expect(await screen.findByText('Awaiting receipt: 0')).toBeInTheDocument();
      expect(
        screen.getByText('Approved spend in 2026-12').closest('.ant-statistic'),
      ).toHaveTextContent('¥0.00');
      expect(screen.getByRole('region', { name: 'By supplier' })).toHaveTextContent(
        'Nothing approved this month yet',
      );
      const awaiting = screen.getByRole('region', { name: 'Sub-orders awaiting receipt' });
      expect(awaiting).toHaveTextContent('No sub-order is awaiting receipt');
      expect(within(awaiting).queryAllByRole('link')).toHaveLength(0);
    } finally {
      usePrefsStore.getState().setLanguage('zh-CN');
    }
  });

  it('offers to try again when the figures do not load', async () => {
    broken = true;
    const { user } = renderPage(<PurchasePanel />, { permissions: VIEW });
    expect(await screen.findByText('采购概览加载失败')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('10 张子订单待收货')).toBeInTheDocument();
  });

  it('is not shown, and asks nothing, without the order view key', async () => {
    renderPage(<PurchasePanel />, { permissions: [PERMISSIONS.purchase.order.add] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('采购概览')).not.toBeInTheDocument();
    expect(server.find('GET', '/purchase/stats')).toHaveLength(0);
  });
});
