import { ASSET_PERMISSIONS, EAM_PERMISSIONS, type Equipment } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  'GET /admin/store/list': () => ok([]),
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
  it('lists devices and reports a fault as a repair order for the store', async () => {
    const { user } = renderPage(<EquipmentPage />, {
      permissions: [...Object.values(ASSET_PERMISSIONS.equipment), EAM_PERMISSIONS.add],
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

  it('shows no buttons without their keys', async () => {
    renderPage(<EquipmentPage />, { permissions: [ASSET_PERMISSIONS.equipment.view] });
    await screen.findByText('EAS-24001');
    expect(screen.queryByRole('button', { name: '报修' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增设备' })).not.toBeInTheDocument();
  });
});
