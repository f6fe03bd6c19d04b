import { EAM_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { eamBackend, STALE, type EamData } from '../test/eam-backend';
import { repairOrder } from '../test/eam-fixtures';
import { RepairOrderListPage } from './repair-order-list-page';

const ALL = Object.values(EAM_PERMISSIONS);
let data: EamData;
const server = fakeServerForEachTest(() => eamBackend(() => data));

const rowOf = async (code: string) =>
  (await screen.findByRole('link', { name: code })).closest('tr')!;
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);
const lastPageParams = () => server.find('GET', '/eam/repair-order/page').at(-1)?.params;

describe('repair-order list', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = {
      orders: [
        repairOrder({
          orderId: 1,
          status: 'submitted',
          externalCode: 'MT-889',
          remark: '空调漏水',
          responseBreached: true,
        }),
        repairOrder({
          orderId: 2,
          status: 'paused',
          pauseCount: 2,
          pauseDuration: 5400,
          endedPauseDuration: 3600,
          pausedSince: '2026-03-02T02:00:00.000Z',
          orderDuration: 90_060,
        }),
        repairOrder({
          orderId: 3,
          status: 'completed',
          completionTime: '2026-03-02T05:30:00.000Z',
          orderDuration: 16_200,
        }),
        repairOrder({ orderId: 4, status: 'dispatched', assigneeId: 7, assigneeName: '李师傅' }),
      ],
      subOrders: [],
      timeline: [],
    };
  });

  it('shows every field of an order, durations as text, status tags and SLA flags', async () => {
    renderPage(<RepairOrderListPage />, { permissions: ALL });
    const first = await rowOf('RO20260302000001');
    for (const title of [
      '工单 ID',
      '工单编号',
      '外部单号',
      '门店',
      '状态',
      '已评价',
      '暂停次数',
      '暂停时长',
      '预约时间',
      '提交时间',
      '完工时间',
      '工单时长',
      '地址',
      '备注',
      '维修类型',
      '时效',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(within(first).getByText('MT-889')).toBeInTheDocument();
    expect(within(first).getByText('待派单')).toBeInTheDocument();
    expect(within(first).getByText('响应超时')).toBeInTheDocument();
    expect(within(first).getByText('空调漏水')).toBeInTheDocument();
    const paused = await rowOf('RO20260302000002');
    expect(within(paused).getByText('已暂停')).toBeInTheDocument();
    expect(within(paused).getByText('1 天 1 小时 1 分钟')).toBeInTheDocument();
    expect(within(paused).getByText('1 小时 30 分钟')).toBeInTheDocument();
    const done = await rowOf('RO20260302000003');
    expect(within(done).getByText('4 小时 30 分钟')).toBeInTheDocument();
  });

  it('sends the filters and the sort to the query', async () => {
    const { user } = renderPage(<RepairOrderListPage />, { permissions: ALL });
    await rowOf('RO20260302000001');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已暂停'));
    await user.click(await screen.findByTitle('维修中'));
    await user.click(screen.getByRole('checkbox', { name: '只看超时工单' }));
    await user.type(screen.getByRole('textbox', { name: '单号' }), 'RO2026{Enter}');
    await waitFor(() =>
      expect(lastPageParams()).toEqual({
        current: 1,
        size: 10,
        status: ['paused', 'in_progress'],
        keyword: 'RO2026',
        breached: 'true',
      }),
    );
    expect(server.find('GET', '/eam/repair-order/page').at(-1)?.url).toContain(
      'status=paused&status=in_progress',
    );
    expect(await rowOf('RO20260302000002')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'RO20260302000001' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('columnheader', { name: /工单时长/ }));
    await waitFor(() => expect(lastPageParams()?.sort).toBe('orderDuration,asc'));
  });

  it('opens with the filters its address names, as a home to-do links to it', async () => {
    const { user } = renderPage(<RepairOrderListPage />, {
      permissions: ALL,
      path: '/eam/repair-order/index?status=completed&status=bogus&evaluated=false&keyword=x',
    });
    expect(await rowOf('RO20260302000003')).toBeInTheDocument();
    expect(server.find('GET', '/eam/repair-order/page')[0]?.params).toEqual({
      current: 1,
      size: 10,
      status: ['completed'],
      evaluated: 'false',
    });
    expect(screen.queryByRole('link', { name: 'RO20260302000001' })).not.toBeInTheDocument();
    // The filter bar shows them, so the user sees why the list is short.
    const evaluated = screen.getByRole('combobox', { name: '已评价' }).closest('.ant-select');
    expect(evaluated).toHaveTextContent('否');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    const option = (title: string) => screen.getByTitle(title).closest('.ant-select-item-option');
    expect(await screen.findByTitle('已完工')).toBeInTheDocument();
    expect(option('已完工')).toHaveClass('ant-select-item-option-selected');
    expect(option('待派单')).not.toHaveClass('ant-select-item-option-selected');
  });

  it('offers the commands the status allows and the user may run', async () => {
    renderPage(<RepairOrderListPage />, { permissions: ALL });
    expect(buttonsOf(await rowOf('RO20260302000001'))).toEqual(['编辑', '派单', '取消工单']);
    expect(buttonsOf(await rowOf('RO20260302000002'))).toEqual(['编辑', '恢复维修']);
    expect(buttonsOf(await rowOf('RO20260302000003'))).toEqual(['评价']);
    expect(buttonsOf(await rowOf('RO20260302000004'))).toEqual([
      '编辑',
      '改派',
      '开始维修',
      '取消工单',
    ]);
  });

  it('shows only what the user holds a key for', async () => {
    renderPage(<RepairOrderListPage />, {
      permissions: [EAM_PERMISSIONS.view, EAM_PERMISSIONS.work],
    });
    expect(buttonsOf(await rowOf('RO20260302000001'))).toEqual([]);
    expect(buttonsOf(await rowOf('RO20260302000002'))).toEqual(['恢复维修']);
    expect(buttonsOf(await rowOf('RO20260302000004'))).toEqual(['开始维修']);
    for (const name of ['新建工单', '导出 Excel', '导入', '维修类型与时效']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('pauses an order only with a reason', async () => {
    data.orders[0] = repairOrder({ orderId: 1, status: 'in_progress', version: 3 });
    const { user } = renderPage(<RepairOrderListPage />, { permissions: ALL });
    await user.click(within(await rowOf('RO20260302000001')).getByRole('button', { name: '暂停' }));
    const dialog = await findDialog('暂停工单 RO20260302000001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('暂停原因'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    expect(server.find('POST', '/eam/repair-order/1/pause')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('暂停原因'));
    await user.type(within(dialog).getByLabelText('暂停原因'), '等配件到货{Enter}');
    await waitFor(() => expect(server.find('POST', '/eam/repair-order/1/pause')).toHaveLength(1));
    expect(server.find('POST', '/eam/repair-order/1/pause')[0]?.body).toEqual({
      version: 3,
      reason: '等配件到货',
    });
    expect(await screen.findByText('工单已暂停')).toBeInTheDocument();
    const row = await rowOf('RO20260302000001');
    await waitFor(() => expect(within(row).getByText('已暂停')).toBeInTheDocument());
    expect(buttonsOf(row)).toEqual(['编辑', '恢复维修']);
  });

  it('says so when another user changed the order first, and shows the order as it is now', async () => {
    const { user } = renderPage(<RepairOrderListPage />, { permissions: ALL });
    const row = await rowOf('RO20260302000004');
    // Meanwhile a technician starts the work.
    Object.assign(data.orders[3]!, { status: 'in_progress', version: 2 });
    await user.click(within(row).getByRole('button', { name: '开始维修' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(await screen.findByText('工单已重新加载，现在显示的是最新状态')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: 'RO20260302000004' }).closest('tr')!).getByText(
          '维修中',
        ),
      ).toBeInTheDocument(),
    );
    expect(buttonsOf(await rowOf('RO20260302000004'))).toEqual(['编辑', '暂停', '完工']);
  });

  it('dispatches to a technician chosen from the assignees', async () => {
    const { user } = renderPage(<RepairOrderListPage />, { permissions: ALL });
    await user.click(within(await rowOf('RO20260302000001')).getByRole('button', { name: '派单' }));
    const dialog = await findDialog('派单：RO20260302000001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择维修人员')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '维修人员' }));
    await user.click(await screen.findByTitle('王师傅 (wang.shifu)'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(server.find('POST', '/eam/repair-order/1/dispatch')).toHaveLength(1),
    );
    expect(server.find('POST', '/eam/repair-order/1/dispatch')[0]?.body).toEqual({
      version: 1,
      assigneeId: 8,
    });
    expect(await screen.findByText('派单成功')).toBeInTheDocument();
    const row = await rowOf('RO20260302000001');
    await waitFor(() => expect(within(row).getByText('已派单')).toBeInTheDocument());
    expect(buttonsOf(row)).toEqual(['编辑', '改派', '开始维修', '取消工单']);
  });

  it('creates an order and opens it', async () => {
    const { user, router } = renderPage(<RepairOrderListPage />, { permissions: ALL });
    await rowOf('RO20260302000001');
    await user.click(screen.getByRole('button', { name: '新建工单' }));
    const dialog = await findDialog('新建维修工单');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择门店')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择维修类型')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '门店' }));
    await user.click(await screen.findByTitle('北京王府井店 (BJ001)'));
    await user.click(within(dialog).getByRole('combobox', { name: '维修类型' }));
    await user.click(await screen.findByTitle('空调'));
    await user.type(within(dialog).getByLabelText('外部单号'), ' MT-1 ');
    await user.type(within(dialog).getByLabelText('地址'), '{Enter}');
    await waitFor(() => expect(server.find('POST', '/eam/repair-order')).toHaveLength(1));
    expect(server.find('POST', '/eam/repair-order')[0]?.body).toEqual({
      storeId: 4,
      typeId: 2,
      externalSource: null,
      externalCode: 'MT-1',
      appointmentTime: null,
      address: null,
      remark: null,
    });
    expect(await screen.findByText('工单已创建')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/eam/repair-order-detail?orderId=5',
      ),
    );
  });

  it('exports the filtered list as an Excel file', async () => {
    const createObjectURL = vi.fn((_: Blob) => 'blob:orders');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage(<RepairOrderListPage />, { permissions: ALL });
    await rowOf('RO20260302000001');
    await user.type(screen.getByRole('textbox', { name: '单号' }), '0003{Enter}');
    await waitFor(() => expect(lastPageParams()?.keyword).toBe('0003'));
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.find('GET', '/eam/repair-order/export')[0]?.params).toEqual({
      keyword: '0003',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('repair-orders.xlsx');
    expect(await screen.findByText('已导出')).toBeInTheDocument();
    click.mockRestore();
  });
});
