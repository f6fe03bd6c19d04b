import {
  WARE_ORDER_PERMISSIONS as W,
  WARE_SPECIAL_PERMISSIONS as S,
  type WareOrderDetail,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok, type FakeRequest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { drawSignature } from '../../../test/draw-signature';
import { workOrder } from '../test/orders';
import { SpecialOrderDetailPage, WorkOrderDetailPage } from './order-detail-page';

const worker = { userId: 7, nickname: '王师傅' };
let current: WareOrderDetail = workOrder();

/** Answers an action with the order moved on (as the server would), one version later. */
const moved = (fields: Partial<WareOrderDetail>) => (request: FakeRequest) => {
  expect(request.body).toMatchObject({ version: current.version });
  current = { ...current, ...fields, version: current.version + 1 };
  return ok(current);
};

const server = fakeServerForEachTest(() => ({
  'GET /ware/order/5': () => ok(current),
  'GET /ware/order/workers': () => ok([{ userId: 7, username: 'tech_wang', nickname: '王师傅' }]),
  'POST /ware/order/5/assign': moved({ status: 'assigned', worker }),
  'POST /ware/order/5/start': moved({ status: 'in_progress' }),
  'POST /ware/order/5/finish': moved({ status: 'done', signed: true, receiverName: '门店店员' }),
  'POST /ware/order/5/cancel': moved({ status: 'cancelled', cancelReason: '门店撤回' }),
  'GET /ware/order/5/signature': () => ({ status: 200, data: new Blob(['png']) }),
  'GET /ware/special-order/8': () => ok(current),
  'PUT /ware/order/5': moved({ remark: '改为周五送达' }),
  'PUT /ware/special-order/8/resubmit': moved({ status: 'approving' }),
  'GET /admin/store/list': () => ok([{ storeId: 1, name: '上海徐汇店' }]),
  'GET /as/asset/page': () => ok({ records: [], total: 0, current: 1, size: 20 }),
}));

/** A special order sent back to its applicant (`userId`; the signed-in user is 1). */
const sentBack = (userId: number) =>
  workOrder({
    orderId: 8,
    type: 'special',
    code: 'SWO2026112800001',
    kind: 'install',
    status: 'sentBack',
    urgency: 'high',
    reason: '更换门禁',
    requestId: 41,
    createdBy: { userId, nickname: '陈店长' },
    version: 3,
  });

const WORKER_KEYS = [W.view, W.act];

describe('work order page', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets the dispatcher assign a worker, and cancel only with a reason', async () => {
    current = workOrder();
    const { user } = renderPage(<WorkOrderDetailPage />, {
      permissions: Object.values(W),
      path: '/wareorderdetail?id=5',
    });
    expect(await screen.findByText('WO2026112800005')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开始作业' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '派工' }));
    const dialog = await findDialog('派工：WO2026112800005');
    await user.click(within(dialog).getByRole('combobox', { name: '作业人员' }));
    await user.click(
      await screen.findByText('王师傅', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/order/5/assign')).toHaveLength(1));
    expect(server.find('POST', '/ware/order/5/assign')[0]!.body).toEqual({
      workerId: 7,
      version: 0,
    });
    expect(await screen.findByText('已派工给 王师傅')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '改派' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '取消工单' }));
    const cancel = await findDialog('取消工单：WO2026112800005');
    await user.click(within(cancel).getByRole('button', { name: /确\s*定|保\s*存/ }));
    expect(await within(cancel).findByText('请填写取消原因')).toBeInTheDocument();
    expect(server.find('POST', '/ware/order/5/cancel')).toHaveLength(0);
    await user.type(within(cancel).getByRole('textbox', { name: '取消原因' }), '门店撤回');
    await user.click(within(cancel).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/order/5/cancel')).toHaveLength(1));
    expect(server.find('POST', '/ware/order/5/cancel')[0]!.body).toEqual({
      reason: '门店撤回',
      version: 1,
    });
    expect(await screen.findByText('工单已取消')).toBeInTheDocument();
  });

  it('lets the worker start, then finish only once the receiver has signed', async () => {
    current = workOrder({ status: 'assigned', worker, version: 1 });
    const { user } = renderPage(<WorkOrderDetailPage />, {
      permissions: WORKER_KEYS,
      path: '/wareorderdetail?id=5',
    });
    await user.click(await screen.findByRole('button', { name: '开始作业' }));
    await waitFor(() => expect(server.find('POST', '/ware/order/5/start')).toHaveLength(1));
    // In progress: the receiver's sign-off appears; no assign or cancel for a worker.
    expect(await screen.findByText('收货人签收')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '派工' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消工单' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '收货人姓名' }), '门店店员');
    await user.click(screen.getByRole('button', { name: '完工签收' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请收货人签名');
    expect(server.find('POST', '/ware/order/5/finish')).toHaveLength(0);

    const box = await drawSignature(user, '收货人签名');
    expect(box.querySelectorAll('path')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '完工签收' }));
    await waitFor(() => expect(server.find('POST', '/ware/order/5/finish')).toHaveLength(1));
    const body = server.find('POST', '/ware/order/5/finish')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ receiverName: '门店店员', remark: null, version: 2 });
    expect(body.signature).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByText('已完工签收')).toBeInTheDocument();
    expect(await screen.findByText('签收人：门店店员')).toBeInTheDocument();
  });

  it('lets an editor change an order that has not started: its fields, not its store or assets', async () => {
    current = workOrder();
    const { user } = renderPage(<WorkOrderDetailPage />, {
      permissions: [W.view, W.edit],
      path: '/wareorderdetail?id=5',
    });
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await findDialog('修改 WO2026112800005');
    expect(within(dialog).getByRole('combobox', { name: '门店' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: '资产' })).toBeDisabled();
    const remark = within(dialog).getByRole('textbox', { name: '备注' });
    expect(remark).toHaveValue('配送陈列设备');
    await user.clear(remark);
    await user.type(remark, '改为周五送达');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('PUT', '/ware/order/5')).toHaveLength(1));
    expect(server.find('PUT', '/ware/order/5')[0]!.body).toEqual({
      kind: 'deliver',
      plannedDate: '2026-12-01',
      contactName: '陈店长',
      contactPhone: '13800000001',
      address: '徐汇区漕溪北路 1 号',
      remark: '改为周五送达',
      version: 0,
    });
    expect(await screen.findByText('工单已保存')).toBeInTheDocument();
  });

  it('offers no change once the work started, nor without the edit key', async () => {
    current = workOrder({ status: 'in_progress', worker, version: 2 });
    const started = renderPage(<WorkOrderDetailPage />, {
      permissions: Object.values(W),
      path: '/wareorderdetail?id=5',
    });
    expect(await screen.findByText('WO2026112800005')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    started.unmount();
    current = workOrder();
    renderPage(<WorkOrderDetailPage />, {
      permissions: [W.view, W.assign],
      path: '/wareorderdetail?id=5',
    });
    expect(await screen.findByRole('button', { name: '派工' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('opens a sent-back special order with its form from the approval centre, and resubmits it changed', async () => {
    current = sentBack(1);
    const { user } = renderPage(<SpecialOrderDetailPage />, {
      permissions: [S.view, S.add],
      path: '/warespecialorderdetail?id=8&resubmit=1',
    });
    const dialog = await findDialog('修改并重新提交 SWO2026112800001');
    const reason = within(dialog).getByRole('textbox', { name: '事由' });
    expect(reason).toHaveValue('更换门禁');
    await user.clear(reason);
    await user.type(reason, '更换门禁及读卡器');
    await user.type(within(dialog).getByRole('textbox', { name: '给审批人的说明' }), '已写明');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() =>
      expect(server.find('PUT', '/ware/special-order/8/resubmit')).toHaveLength(1),
    );
    expect(server.find('PUT', '/ware/special-order/8/resubmit')[0]!.body).toEqual({
      kind: 'install',
      plannedDate: '2026-12-01',
      contactName: '陈店长',
      contactPhone: '13800000001',
      address: '徐汇区漕溪北路 1 号',
      remark: '配送陈列设备',
      urgency: 'high',
      reason: '更换门禁及读卡器',
      assetIds: [31],
      comment: '已写明',
      version: 3,
    });
    expect(await screen.findByText('SWO2026112800001 已重新提交审批')).toBeInTheDocument();
  });

  it('offers the change of a sent-back special order to its applicant only', async () => {
    current = sentBack(3);
    renderPage(<SpecialOrderDetailPage />, {
      permissions: Object.values(S),
      path: '/warespecialorderdetail?id=8',
    });
    expect(await screen.findByText('SWO2026112800001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改并重新提交' })).not.toBeInTheDocument();
  });

  it('shows a special order in approval with its trail, and nothing to do yet', async () => {
    current = workOrder({
      orderId: 8,
      type: 'special',
      code: 'SWO2026112800001',
      status: 'approving',
      urgency: 'critical',
      reason: '门店防盗门故障',
      requestId: 41,
      approval: {
        requestId: 41,
        code: 'AP20261128000041',
        status: 'pending',
        applicant: { userId: 3, nickname: '陈店长', username: 'manager' },
        route: [],
        trail: [
          {
            trailId: 1,
            action: 'submit',
            actor: { userId: 3, nickname: '陈店长', username: 'manager' },
            step: null,
            comment: null,
            targets: [],
            at: '2026-11-28T02:00:00.000Z',
          },
        ],
      },
    });
    renderPage(<SpecialOrderDetailPage />, {
      permissions: Object.values(S),
      path: '/warespecialorderdetail?id=8',
    });
    expect(await screen.findByText('SWO2026112800001')).toBeInTheDocument();
    expect(screen.getByText('特急')).toBeInTheDocument();
    expect(screen.getByText('特殊工单审批通过后才能派工和作业')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开审批单 AP20261128000041' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=41',
    );
    expect(screen.getAllByTestId('trail-entry')).toHaveLength(1);
    for (const name of ['开始作业', '派工', '取消工单', '完工签收']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
