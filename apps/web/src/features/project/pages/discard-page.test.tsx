import { PROJECT_PERMISSIONS, type ProjectDiscard } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
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

let detail = DETAIL;

const server = fakeServerForEachTest(() => {
  detail = DETAIL;
  return {
    'GET /item/detail': () => ok(detail),
    'GET /item/discard/detail': () => ok(PENDING),
    'POST /item/discard/add': () => ok(PENDING),
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
});
