import {
  PROJECT_PERMISSIONS,
  type MaterialDiscard,
  type MaterialDiscardPage,
  type ProjectDiscard,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL, PROJECT } from '../test/project-fixtures';
import { DiscardPage } from './discard-page';

const P = PROJECT_PERMISSIONS;

const PENDING: ProjectDiscard = {
  id: 9,
  code: 'ZF20261129000001',
  projectId: 3,
  projectCode: PROJECT.code,
  projectName: PROJECT.name,
  projectStatus: 'active',
  status: 'pending',
  applicant: { userId: 7, nickname: '项目经理老陈' },
  requestId: 52,
  reason: '商场撤租，项目终止',
  fileIds: ['f-9'],
  files: [{ id: 'f-9', name: '撤租函.pdf', url: '/admin/files/f-9' }],
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
};

const line = {
  skuOrderId: 21,
  skuOrderCode: 'WL20261128000001',
  skuOrderTitle: '装饰材料',
  unit: '包',
};

const APPROVED: MaterialDiscard = {
  ...PENDING,
  id: 5,
  code: 'BF20261129000001',
  status: 'approved',
  requestId: 61,
  reason: '受潮无法使用',
  fileIds: [],
  files: [],
  lines: [{ ...line, skuOrderLineId: 11, skuCode: 'SKU-1', skuName: '复印纸', quantity: 1 }],
};

const MATERIALS: MaterialDiscardPage = {
  holdings: [
    {
      ...line,
      skuOrderLineId: 11,
      skuCode: 'SKU-1',
      skuName: '复印纸',
      issued: 3,
      discarded: 1,
      held: 2,
      pending: 0,
      available: 2,
    },
    {
      ...line,
      skuOrderLineId: 12,
      skuCode: 'SKU-2',
      skuName: '硅酸钙板',
      issued: 4,
      discarded: 0,
      held: 4,
      pending: 4,
      available: 0,
    },
  ],
  discards: [APPROVED],
  canDiscard: true,
};

let detail = DETAIL;
let materials = MATERIALS;
let refusal: string | null = null;

const server = fakeServerForEachTest(() => {
  detail = DETAIL;
  materials = MATERIALS;
  refusal = null;
  return {
    'GET /item/material-discard/list': () => ok(materials),
    'GET /item/material-discard/detail': () => ok(APPROVED),
    'POST /item/material-discard/add': () => ok({ ...APPROVED, status: 'pending' }),
    'GET /item/detail': () => ok(detail),
    'GET /item/discard/detail': () => ok(PENDING),
    'POST /item/discard/add': () => (refusal ? fail(409, refusal) : ok(PENDING)),
  };
});

describe('project discarding page', { timeout: 30_000 }, () => {
  it('requests a project’s discarding with its reason and opens the request', async () => {
    const { user, router } = renderPage(<DiscardPage />, {
      permissions: [P.view, P.discard],
      path: '/item/item-discard?projectId=3',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /申请作废项目/ }),
    ).toBeInTheDocument();
    // Nothing is sent without a reason.
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    expect(await screen.findByText('请填写作废原因')).toBeInTheDocument();
    expect(server.find('POST', '/item/discard/add')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: '作废原因' }), '商场撤租，项目终止');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(server.find('POST', '/item/discard/add')).toHaveLength(1));
    expect(server.find('POST', '/item/discard/add')[0]!.body).toEqual({
      projectId: 3,
      reason: '商场撤租，项目终止',
      fileIds: [],
    });
    expect(await screen.findByText('作废申请 ZF20261129000001 已提交审批')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
  });

  it('shows a request’s state, reason, files and a link to its approval request', async () => {
    renderPage(<DiscardPage />, { permissions: [P.view], path: '/item/item-discard?id=9' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '作废申请 ZF20261129000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('审批中')).toBeInTheDocument();
    expect(screen.getByText('商场撤租，项目终止')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤租函.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看审批' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=52',
    );
    expect(screen.getByRole('link', { name: /XM/ })).toHaveAttribute('href', '/item/detail?id=3');
  });

  it('says a material discard in approval holds the discarding back, and shows the server’s refusal', async () => {
    detail = { ...DETAIL, pendingMaterialDiscards: [{ id: 5, code: 'BF20261129000002' }] };
    refusal = `项目 ${PROJECT.code} 还有物料报废 BF20261129000002 在审批中，须先审批完`;
    const { user, router } = renderPage(<DiscardPage />, {
      permissions: [P.view, P.discard],
      path: '/item/item-discard?projectId=3',
    });
    expect(await screen.findByText('有 1 份物料报废在审批中')).toBeInTheDocument();
    expect(screen.getByText('审批完之前，项目不能完工，也不能作废。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看物料报废 BF20261129000002' })).toHaveAttribute(
      'href',
      '/item/item-discard?materialDiscardId=5',
    );
    await user.type(screen.getByRole('textbox', { name: '作废原因' }), '商场撤租，项目终止');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // Refused, the page stays with what was typed.
    expect(server.find('POST', '/item/discard/add')).toHaveLength(1);
    expect(router.state.location.search).toBe('?projectId=3');
    expect(screen.getByRole('textbox', { name: '作废原因' })).toHaveValue('商场撤租，项目终止');
  });

  it('says when a project cannot be discarded and links to the request in approval', async () => {
    detail = {
      ...DETAIL,
      canDiscard: false,
      discard: { id: 9, code: PENDING.code, status: 'pending' },
    };
    renderPage(<DiscardPage />, {
      permissions: [P.view, P.discard],
      path: '/item/item-discard?projectId=3',
    });
    expect(await screen.findByText('该项目当前不能申请作废')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看作废申请' })).toHaveAttribute(
      'href',
      '/item/item-discard?id=9',
    );
    expect(screen.queryByRole('button', { name: '提交审批' })).toBeNull();
  });

  it('lists what the project holds and discards some of it for approval', async () => {
    const { user } = renderPage(<DiscardPage />, {
      permissions: [P.view, P.discard],
      path: '/item/item-discard?projectId=3',
    });
    const holdings = await screen.findByRole('table', { name: '项目持有的物料' });
    const paper = (await within(holdings).findByText('SKU-1 复印纸')).closest('tr')!;
    expect(within(paper).getByText('2 包')).toBeInTheDocument();
    expect(within(paper).getByRole('link', { name: 'WL20261128000001' })).toHaveAttribute(
      'href',
      '/project/product/sku-order-detail?id=21',
    );
    // Everything of the board is in approval already: nothing left to ask for.
    const board = within(holdings).getByText('SKU-2 硅酸钙板').closest('tr')!;
    expect(within(board).queryByRole('spinbutton')).toBeNull();
    // Nothing is sent without a quantity.
    await user.type(screen.getByRole('textbox', { name: '报废原因' }), '受潮无法使用');
    await user.click(screen.getByRole('button', { name: '提交报废审批' }));
    expect(await screen.findByText('请至少为一行填写报废数量')).toBeInTheDocument();
    expect(server.find('POST', '/item/material-discard/add')).toHaveLength(0);
    await user.type(screen.getByRole('spinbutton', { name: 'SKU-1 复印纸 的报废数量' }), '2');
    await user.click(screen.getByRole('button', { name: '提交报废审批' }));
    await waitFor(() => expect(server.find('POST', '/item/material-discard/add')).toHaveLength(1));
    expect(server.find('POST', '/item/material-discard/add')[0]!.body).toEqual({
      projectId: 3,
      reason: '受潮无法使用',
      fileIds: [],
      lines: [{ skuOrderLineId: 11, quantity: 2 }],
    });
    expect(await screen.findByText('物料报废 BF20261129000001 已提交审批')).toBeInTheDocument();
    // The project's material discards, each opening its page.
    const discards = screen.getByRole('table', { name: '物料报废记录' });
    expect(within(discards).getByRole('link', { name: 'BF20261129000001' })).toHaveAttribute(
      'href',
      '/item/item-discard?materialDiscardId=5',
    );
    expect(within(discards).getByText('已通过')).toBeInTheDocument();
    expect(within(discards).getByText('SKU-1 复印纸 × 1 包')).toBeInTheDocument();
  });

  it('offers no discard when the project may not discard materials, and says why', async () => {
    materials = { ...MATERIALS, canDiscard: false };
    renderPage(<DiscardPage />, { permissions: [P.view], path: '/item/item-discard?projectId=3' });
    expect(await screen.findByText(/当前不能报废物料/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交报废审批' })).toBeNull();
  });

  it('shows a material discard: its lines, reason, state and approval', async () => {
    renderPage(<DiscardPage />, {
      permissions: [P.view],
      path: '/item/item-discard?materialDiscardId=5',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '物料报废 BF20261129000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SKU-1 复印纸 × 1 包')).toBeInTheDocument();
    expect(screen.getByText('受潮无法使用')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看审批' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=61',
    );
  });
});
