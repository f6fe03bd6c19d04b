import { EAM_PERMISSIONS, PROJECT_PERMISSIONS, type ProjectWarranty } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { orderDetail, repairOrder, TYPES } from '../../features/eam/test/eam-fixtures';
import { DETAIL } from '../../features/project/test/project-fixtures';
import { WarrantyRepairPage } from './warranty-repair-page';

const P = PROJECT_PERMISSIONS;
const chen = { userId: 7, nickname: '项目经理老陈' };

const WARRANTY: ProjectWarranty = {
  projectId: 3,
  projectStatus: 'completed',
  storeId: 3,
  completedOn: '2026-11-05',
  warrantyUntil: '2027-11-05',
  underWarranty: true,
  canRaise: true,
  orders: [
    {
      orderId: 6,
      code: 'RO20261120000006',
      status: 'submitted',
      typeName: '电路',
      submitTime: '2026-11-20T02:00:00.000Z',
      completionTime: null,
      raised: true,
      linkedBy: chen,
      linkedAt: '2026-11-20T02:00:00.000Z',
    },
  ],
};

let warranty = WARRANTY;
const server = fakeServerForEachTest(() => {
  warranty = WARRANTY;
  return {
    'GET /item/detail': () => ok({ ...DETAIL, status: 'completed' }),
    'GET /item/warranty/list': () => ok(warranty),
    'GET /eam/repair-type/list': () => ok(TYPES),
    'POST /item/warranty/raise': () => ok(warranty),
    'GET /eam/repair-order/6': () =>
      ok({
        ...orderDetail(repairOrder({ orderId: 6, code: 'RO20261120000006', version: 0 })),
        receivedAt: Date.now(),
      }),
  };
});

describe('project warranty repair orders page', { timeout: 30_000 }, () => {
  it('shows the warranty and its orders, and raises one under it', async () => {
    const { user } = renderPage(<WarrantyRepairPage />, {
      permissions: [P.view, P.warranty, EAM_PERMISSIONS.view, EAM_PERMISSIONS.add],
      path: '/item/item-repairorder-detail?projectId=3',
    });
    expect(await screen.findByText('2027-11-05')).toBeInTheDocument();
    expect(screen.getByText('保修期内')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RO20261120000006' })).toHaveAttribute(
      'href',
      '/item/item-repairorder-detail?projectId=3&orderId=6',
    );
    await user.click(screen.getByRole('button', { name: '保修报修' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定|保\s*存/ }));
    expect(await within(dialog).findByText('请选择维修类型')).toBeInTheDocument();
    expect(server.find('POST', '/item/warranty/raise')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: '维修类型' }));
    await user.click(await screen.findByTitle('电路'));
    await user.type(within(dialog).getByRole('textbox', { name: '问题描述' }), '地漏返水');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/item/warranty/raise')).toHaveLength(1));
    expect(server.find('POST', '/item/warranty/raise')[0]!.body).toEqual({
      projectId: 3,
      typeId: 1,
      appointmentTime: null,
      remark: '地漏返水',
    });
    expect(await screen.findByText('已提交保修工单')).toBeInTheDocument();
  });

  it('says a project has no warranty before completion, and offers nothing to raise', async () => {
    warranty = {
      ...WARRANTY,
      projectStatus: 'active',
      completedOn: null,
      warrantyUntil: null,
      underWarranty: false,
      canRaise: false,
      orders: [],
    };
    renderPage(<WarrantyRepairPage />, {
      permissions: [P.view, P.warranty],
      path: '/item/item-repairorder-detail?projectId=3',
    });
    expect(await screen.findByText('项目竣工后才有保修期')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保修报修' })).not.toBeInTheDocument();
  });

  it('opens one order with the repair order’s own detail', async () => {
    renderPage(<WarrantyRepairPage />, {
      permissions: [P.view, EAM_PERMISSIONS.view],
      path: '/item/item-repairorder-detail?projectId=3&orderId=6',
    });
    expect(await screen.findByRole('link', { name: '返回保修工单' })).toHaveAttribute(
      'href',
      '/item/item-repairorder-detail?projectId=3',
    );
    expect(await screen.findByText('南京东路 100 号')).toBeInTheDocument();
  });
});
