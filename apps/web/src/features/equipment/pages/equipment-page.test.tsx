import { EAM_PERMISSIONS, EQUIPMENT_PERMISSIONS, type Equipment } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { EquipmentPage } from './equipment-page';

const device: Equipment = {
  equipmentId: 4,
  storeId: 1,
  storeName: '上海徐汇店',
  storeCode: 'SH001',
  position: '入口左侧',
  model: 'AMS-1160',
  serialNo: 'EAS-24001',
  installedOn: '2025-03-01',
  status: 'working',
  lastInspectedOn: '2026-02-20',
  remark: null,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

const server = fakeServerForEachTest({
  'GET /as/equipment/page': () => ok({ records: [device], total: 1, current: 1, size: 10 }),
  'GET /admin/store/list': () =>
    ok([{ storeId: 2, code: 'SH002', name: '上海浦东店', region: '华东', entCode: 'DEPOT' }]),
  'POST /as/equipment': () => ok({ ...device, equipmentId: 9, storeId: 2 }),
  'PUT /as/equipment': () => ok({ ...device, position: '入口右侧' }),
  'DELETE /as/equipment/4': () => ok(true),
  'GET /as/equipment/4/orders': () =>
    ok({
      current: 1,
      size: 10,
      total: 1,
      records: [
        {
          orderId: 88,
          code: 'RO20260302000088',
          status: 'submitted',
          submitTime: '2026-03-02T01:00:00.000Z',
          remark: '报警器不响',
        },
      ],
    }),
  'GET /eam/repair-type/list': () =>
    ok([
      {
        typeId: 5,
        code: 'EQUIPMENT',
        name: '门店设备',
        responseMinutes: 60,
        resolutionMinutes: 720,
      },
    ]),
  'POST /as/equipment/4/report-fault': () => ok({ orderId: 88, code: 'RO20260302000088' }),
});

describe('equipment antennas', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists devices and reports a fault as a repair order for the store', async () => {
    const { user } = renderPage(<EquipmentPage />, {
      permissions: [...Object.values(EQUIPMENT_PERMISSIONS), EAM_PERMISSIONS.add],
    });
    const row = (await screen.findByText('EAS-24001')).closest('tr')!;
    expect(within(row).getByText('正常')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '报修' }));
    const dialog = await findDialog('报修：上海徐汇店 入口左侧');
    await user.click(within(dialog).getByRole('combobox', { name: '维修类型' }));
    await user.click(await screen.findByText('门店设备'));
    await user.type(within(dialog).getByRole('textbox', { name: '故障描述' }), '报警器不响');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() =>
      expect(server.find('POST', '/as/equipment/4/report-fault')).toHaveLength(1),
    );
    expect(server.find('POST', '/as/equipment/4/report-fault')[0]!.body).toEqual({
      typeId: 5,
      remark: '报警器不响',
    });
    expect(await screen.findByText(/已创建维修工单 RO20260302000088/)).toBeInTheDocument();
  });

  it('opens the new repair order from the message after reporting a fault', async () => {
    const { user, router } = renderPage(<EquipmentPage />, {
      permissions: [EQUIPMENT_PERMISSIONS.view, EAM_PERMISSIONS.add],
    });
    const row = (await screen.findByText('EAS-24001')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '报修' }));
    const dialog = await findDialog('报修：上海徐汇店 入口左侧');
    await user.click(within(dialog).getByRole('combobox', { name: '维修类型' }));
    await user.click(await screen.findByTitle('门店设备'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await user.click(await screen.findByRole('button', { name: '查看工单' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/eam/repair-order-detail?orderId=88',
      ),
    );
  });

  it('lists a device’s repair orders in its row, each a link to the order', async () => {
    const { user } = renderPage(<EquipmentPage />, {
      permissions: [EQUIPMENT_PERMISSIONS.view],
    });
    const row = (await screen.findByText('EAS-24001')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /展开/ }));
    const link = await screen.findByRole('link', { name: 'RO20260302000088' });
    expect(link).toHaveAttribute('href', '/eam/repair-order-detail?orderId=88');
    expect(screen.getByText('待派单')).toBeInTheDocument();
    expect(screen.getByText(/报警器不响/)).toBeInTheDocument();
  });

  it('adds a device at the chosen store, edits one, and deletes one only once confirmed', async () => {
    const { user } = renderPage(<EquipmentPage />, {
      permissions: Object.values(EQUIPMENT_PERMISSIONS),
    });
    await screen.findByText('EAS-24001');
    await user.click(screen.getByRole('button', { name: '新增设备' }));
    const add = await findDialog('新增设备');
    await user.click(within(add).getByRole('combobox', { name: '门店' }));
    await user.click(await screen.findByTitle('上海浦东店'));
    await user.type(within(add).getByRole('textbox', { name: '安装位置' }), '收银台');
    await user.type(within(add).getByRole('textbox', { name: '型号' }), 'AMS-2000');
    await user.type(within(add).getByRole('textbox', { name: '序列号' }), ' EAS-9 ');
    await user.click(within(add).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/as/equipment')).toHaveLength(1));
    expect(server.find('POST', '/as/equipment')[0]!.body).toEqual({
      storeId: 2,
      position: '收银台',
      model: 'AMS-2000',
      serialNo: 'EAS-9',
      installedOn: null,
      status: 'working',
      lastInspectedOn: null,
      remark: null,
    });
    expect(await screen.findByText('设备已保存')).toBeInTheDocument();

    const row = screen.getByText('EAS-24001').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = await findDialog('编辑');
    const position = within(edit).getByRole('textbox', { name: '安装位置' });
    expect(position).toHaveValue('入口左侧');
    await user.clear(position);
    await user.type(position, '入口右侧');
    await user.click(within(edit).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('PUT', '/as/equipment')).toHaveLength(1));
    expect(server.find('PUT', '/as/equipment')[0]!.body).toMatchObject({
      equipmentId: 4,
      position: '入口右侧',
      installedOn: '2025-03-01',
    });

    await user.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除“上海徐汇店 入口左侧”的设备吗？')).toBeInTheDocument();
    expect(server.find('DELETE', '/as/equipment/4')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('DELETE', '/as/equipment/4')).toHaveLength(1));
  });

  it('names each device in one column on a phone, and gives each field its column on a wide screen', async () => {
    const phone = renderPage(<EquipmentPage />, {
      permissions: [EQUIPMENT_PERMISSIONS.view],
    });
    await screen.findByText('EAS-24001');
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toContain('设备');
    expect(headers()).not.toContain('序列号');
    expect(screen.getByText('上海徐汇店 · 入口左侧')).toBeInTheDocument();
    phone.unmount();

    // Every media query of a wide screen matches.
    const media = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...media(query),
      matches: true,
    }));
    renderPage(<EquipmentPage />, { permissions: [EQUIPMENT_PERMISSIONS.view] });
    await screen.findByText('EAS-24001');
    expect(headers()).toEqual(
      expect.arrayContaining(['门店', '安装位置', '型号', '序列号', '状态', '安装日期']),
    );
  });

  it('shows no buttons without their keys', async () => {
    renderPage(<EquipmentPage />, { permissions: [EQUIPMENT_PERMISSIONS.view] });
    await screen.findByText('EAS-24001');
    expect(screen.queryByRole('button', { name: '报修' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增设备' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
