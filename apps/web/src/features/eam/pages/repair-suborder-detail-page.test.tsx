import { EAM_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { eamBackend, type EamData } from '../test/eam-backend';
import { repairOrder, subOrder } from '../test/eam-fixtures';
import { RepairOrderDetailPage } from './repair-order-detail-page';
import { RepairSubOrderDetailPage } from './repair-suborder-detail-page';

const BEFORE = '0b8d5c3e-58a6-4a53-9a3e-4d0b0b1c2d01';
const NEW_PHOTO = '7f1e2d3c-4b5a-4c6d-8e9f-a0b1c2d3e4f5';
const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

let data: EamData;
const server = fakeServerForEachTest(() => ({
  ...eamBackend(() => data),
  [`GET /eam/repair-suborder/9/photo/${BEFORE}`]: () => ({ status: 200, data: PNG }),
  [`GET /admin/files/${NEW_PHOTO}`]: () => ({ status: 200, data: PNG }),
  'POST /admin/files': () =>
    ok({
      id: NEW_PHOTO,
      name: 'leak.png',
      size: 4,
      type: 'image/png',
      url: `/admin/files/${NEW_PHOTO}`,
    }),
}));

describe('repair sub-orders', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = {
      orders: [repairOrder({ orderId: 5, status: 'in_progress' })],
      subOrders: [
        subOrder({ subOrderId: 9, orderId: 5, beforePhotos: [BEFORE], remark: '更换水龙头' }),
      ],
      timeline: [],
    };
  });

  it('shows a sub-order with its photos, its commands and the way back to its order', async () => {
    renderPage(<RepairSubOrderDetailPage />, {
      path: '/eam/repair-suborder-detail?subOrderId=9',
      permissions: Object.values(EAM_PERMISSIONS),
    });
    expect(await screen.findByRole('heading', { name: '水电' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RO20260302000005' })).toHaveAttribute(
      'href',
      '/eam/repair-order-detail?orderId=5',
    );
    expect(screen.getByText('¥155.50')).toBeInTheDocument();
    expect(screen.getByText('更换水龙头')).toBeInTheDocument();
    const photo = await screen.findByRole('img', { name: '维修前照片 第 1 张' });
    expect(photo).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(server.find('GET', `/eam/repair-suborder/9/photo/${BEFORE}`)).toHaveLength(1);
    expect(screen.getByText('无')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['编辑', '开始', '取消', '删除']),
    );
  });

  it('adds a sub-order with its costs and a photo uploaded on the way', async () => {
    const { user } = renderPage(<RepairOrderDetailPage />, {
      path: '/eam/repair-order-detail?orderId=5',
      permissions: Object.values(EAM_PERMISSIONS),
    });
    await user.click(await screen.findByRole('button', { name: '新增子工单' }));
    const dialog = await findDialog('新增子工单');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入工种')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('工种'), '空调');
    await user.clear(within(dialog).getByLabelText('人工费'));
    await user.type(within(dialog).getByLabelText('人工费'), '200.5');
    const inputs = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(inputs[0]!, new File([PNG], 'leak.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByRole('img', { name: '维修前照片 第 1 张' }),
    ).toBeInTheDocument();
    expect(server.find('GET', `/admin/files/${NEW_PHOTO}`)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.find('POST', '/eam/repair-suborder')).toHaveLength(1));
    expect(server.find('POST', '/eam/repair-suborder')[0]?.body).toEqual({
      orderId: 5,
      trade: '空调',
      assigneeId: null,
      labourCost: '200.5',
      materialCost: '0',
      remark: null,
      beforePhotos: [NEW_PHOTO],
      afterPhotos: [],
    });
    expect(await screen.findByText('子工单已添加')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '子工单' });
    expect(await within(table).findByRole('link', { name: '空调' })).toBeInTheDocument();
  });
});
