import { DEBOUNCE_MS, EAM_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock';
import { fakeServerForEachTest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { eamBackend, type EamData } from '../test/eam-backend';
import { repairOrder, subOrder, timelineEntry } from '../test/eam-fixtures';
import { RepairOrderDetailPage } from './repair-order-detail-page';

const ALL = Object.values(EAM_PERMISSIONS);
let data: EamData;
const server = fakeServerForEachTest(() => eamBackend(() => data));

/** The lines of an element: the text of each span, the layout's divs looked through. */
const linesOf = (element: Element): string[] =>
  element.tagName === 'DIV'
    ? [...element.children].flatMap(linesOf)
    : [(element.textContent ?? '').replace(/\s+/g, ' ').trim()];
const entries = () =>
  screen.getAllByTestId('timeline-entry').map((entry) => linesOf(entry).join(' | '));
const openDetail = (orderId: number, permissions: readonly string[] = ALL) =>
  renderPage(<RepairOrderDetailPage />, {
    path: `/eam/repair-order-detail?orderId=${orderId}`,
    permissions,
  });
const confirmDialog = async () => {
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs.at(-1)!;
};

describe('repair-order detail', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = {
      orders: [
        repairOrder({
          orderId: 5,
          status: 'in_progress',
          version: 6,
          pauseCount: 1,
          pauseDuration: 1800,
          endedPauseDuration: 1800,
          assigneeId: 7,
          assigneeName: '李师傅',
          dispatcherName: '调度员',
          dispatchTime: '2026-03-02T01:10:00.000Z',
          startTime: '2026-03-02T01:30:00.000Z',
        }),
        repairOrder({
          orderId: 6,
          status: 'completed',
          completionTime: '2026-03-02T06:00:00.000Z',
        }),
      ],
      subOrders: [subOrder({ subOrderId: 9, orderId: 5, status: 'in_progress', version: 2 })],
      timeline: [
        { ...timelineEntry({ id: 1, action: 'create', toStatus: 'submitted' }), orderId: 5 },
        {
          ...timelineEntry({
            id: 2,
            action: 'dispatch',
            fromStatus: 'submitted',
            toStatus: 'dispatched',
            username: 'dispatcher',
            at: '2026-03-02T01:10:00.000Z',
          }),
          orderId: 5,
        },
        {
          ...timelineEntry({
            id: 3,
            action: 'pause',
            fromStatus: 'in_progress',
            toStatus: 'paused',
            reason: '等配件到货',
            username: 'li.shifu',
            at: '2026-03-02T01:40:00.000Z',
          }),
          orderId: 5,
        },
        {
          ...timelineEntry({
            id: 4,
            action: 'edit',
            reason: 'remark, appointmentTime',
            at: '2026-03-02T01:45:00.000Z',
          }),
          orderId: 5,
        },
        {
          ...timelineEntry({
            id: 5,
            action: 'suborder.start',
            subOrderId: 9,
            fromStatus: 'pending',
            toStatus: 'in_progress',
            username: 'li.shifu',
            at: '2026-03-02T01:50:00.000Z',
          }),
          orderId: 5,
        },
      ],
    };
  });

  it('shows the fields, the sub-orders and the timeline (who, when, from → to, reason)', async () => {
    openDetail(5);
    expect(await screen.findByRole('heading', { name: 'RO20260302000005' })).toBeInTheDocument();
    expect(screen.getByText('上海南京路店 (SH001)')).toBeInTheDocument();
    expect(screen.getByText('调度员')).toBeInTheDocument();
    expect(screen.getByText('30 分钟')).toBeInTheDocument();
    const subOrders = screen.getByRole('table', { name: '子工单' });
    const row = within(subOrders).getByRole('link', { name: '水电' }).closest('tr')!;
    expect(within(row).getByText('李师傅')).toBeInTheDocument();
    expect(within(row).getByText('¥120.00')).toBeInTheDocument();
    expect(within(row).getByText('¥35.50')).toBeInTheDocument();
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    expect(entries()).toEqual([
      '提交工单 | — 待派单 | admin · 2026/03/02 09:00:00',
      '派单 | 待派单 已派单 | dispatcher · 2026/03/02 09:10:00',
      '暂停 | 维修中 已暂停 | li.shifu · 2026/03/02 09:40:00 | 原因：等配件到货',
      '修改工单 | admin · 2026/03/02 09:45:00 | 修改了：备注、预约时间',
      '子工单开始 · 水电 | 待开始 进行中 | li.shifu · 2026/03/02 09:50:00',
    ]);
    expect(screen.getAllByLabelText('变为')).toHaveLength(4);
  });

  it('shows why the order cannot complete while a sub-order is open, then completes', async () => {
    const clock = movableClock();
    const { user } = openDetail(5);
    expect(
      await screen.findByText('还有 1 个子工单未结束，工单完工前需要先完成或取消它们。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '完工' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('还有 1 个子工单未完成，请先完成或取消')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RO20260302000005' }).nextSibling).toHaveTextContent(
      '维修中',
    );

    const subOrders = screen.getByRole('table', { name: '子工单' });
    await user.click(within(subOrders).getByRole('button', { name: '完成' }));
    const confirm = await findDialog('确认子工单“水电”已完成？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('子工单已完成')).toBeInTheDocument();
    expect(server.find('POST', '/eam/repair-suborder/9/complete')[0]?.body).toEqual({
      version: 2,
      reason: null,
    });
    await waitFor(() =>
      expect(
        screen.queryByText('还有 1 个子工单未结束，工单完工前需要先完成或取消它们。'),
      ).not.toBeInTheDocument(),
    );

    // The click gate lets the next click through 500 ms later.
    clock.skip(DEBOUNCE_MS);
    await user.click(screen.getByRole('button', { name: '完工' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('工单已完工')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'RO20260302000005' }).nextSibling,
      ).toHaveTextContent('已完工'),
    );
    expect(entries().at(-1)).toMatch(/^完工 \| 维修中 已完工 \| admin · /);
  });

  it('offers the evaluation of a completed order and shows it once given', async () => {
    const { user } = openDetail(6);
    expect(await screen.findByText('工单已完工，等待门店评价')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '评价' }));
    const dialog = await findDialog('评价工单 RO20260302000006');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择评分')).toBeInTheDocument();
    const stars = within(dialog).getAllByRole('radio');
    await user.click(stars[3]!);
    await user.type(within(dialog).getByLabelText('评价内容'), '师傅很专业');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() =>
      expect(server.find('POST', '/eam/repair-order/6/evaluate')).toHaveLength(1),
    );
    expect(server.find('POST', '/eam/repair-order/6/evaluate')[0]?.body).toEqual({
      version: 1,
      rating: 4,
      comment: '师傅很专业',
    });
    expect(await screen.findByText('4 分（满分 5 分）')).toBeInTheDocument();
    expect(screen.getByText('师傅很专业')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '评价' })).not.toBeInTheDocument();
  });

  it('offers no evaluation without the key, and no commands without any', async () => {
    openDetail(6, [EAM_PERMISSIONS.view]);
    expect(await screen.findByText('工单已完工，等待门店评价')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens from a notice link too (?id=)', async () => {
    renderPage(<RepairOrderDetailPage />, { path: '/eam/repair-order-detail?id=6' });
    expect(await screen.findByRole('heading', { name: 'RO20260302000006' })).toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    openDetail(19);
    expect(await screen.findByText('工单不存在，或者您没有查看权限')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回工单列表' })).toHaveAttribute(
      'href',
      '/eam/repair-order/index',
    );
  });
});
