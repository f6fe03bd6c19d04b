import { EAM_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { RepairOrderListPage } from '../pages/repair-order-list-page';
import { eamBackend, type EamData } from '../test/eam-backend';

let data: EamData;
const server = fakeServerForEachTest(() => ({
  ...eamBackend(() => data),
  'PUT /eam/repair-type': ({ body }) => ok(body),
  'POST /eam/repair-type': ({ body }) => ok({ typeId: 3, ...(body as object) }),
}));

async function openTypes() {
  const view = renderPage(<RepairOrderListPage />, { permissions: Object.values(EAM_PERMISSIONS) });
  await view.user.click(await screen.findByRole('button', { name: '维修类型与时效' }));
  const drawer = await findDialog('响应时限');
  return { ...view, drawer };
}

describe('repair types and their service levels', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = { orders: [], subOrders: [], timeline: [] };
  });

  it('lists the targets as durations and changes one', async () => {
    const { user, drawer } = await openTypes();
    const row = (await within(drawer).findByRole('cell', { name: '电路' })).closest('tr')!;
    expect(within(row).getByText('1 小时')).toBeInTheDocument();
    expect(within(row).getByText('8 小时')).toBeInTheDocument();
    const noTargets = within(drawer).getByRole('cell', { name: '空调' }).closest('tr')!;
    expect(within(noTargets).getAllByText('不限')).toHaveLength(2);

    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑维修类型：电路');
    expect(within(dialog).getByLabelText('编码')).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('响应时限'));
    await user.type(within(dialog).getByLabelText('响应时限'), '30');
    await user.clear(within(dialog).getByLabelText('处理时限'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.find('PUT', '/eam/repair-type')).toHaveLength(1));
    expect(server.find('PUT', '/eam/repair-type')[0]?.body).toEqual({
      typeId: 1,
      name: '电路',
      responseMinutes: 30,
      resolutionMinutes: null,
    });
  });

  it('adds a type; its code keeps to letters, digits, _ and -', async () => {
    const { user, drawer } = await openTypes();
    await user.click(within(drawer).getByRole('button', { name: '新增类型' }));
    const dialog = await findDialog('新增维修类型');
    await user.type(within(dialog).getByLabelText('编码'), 'lock smith');
    await user.type(within(dialog).getByLabelText('名称'), '门锁{Enter}');
    expect(await within(dialog).findByText('编码只能包含字母、数字、_ 或 -')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('编码'));
    await user.type(within(dialog).getByLabelText('编码'), 'LOCK{Enter}');
    await waitFor(() => expect(server.find('POST', '/eam/repair-type')).toHaveLength(1));
    expect(server.find('POST', '/eam/repair-type')[0]?.body).toEqual({
      code: 'LOCK',
      name: '门锁',
      responseMinutes: null,
      resolutionMinutes: null,
    });
  });
});
