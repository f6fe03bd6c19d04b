import { PROJECT_PERMISSIONS, type CostVisaDetail } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL, visa } from '../test/project-fixtures';
import { VisaPage } from './visa-page';

const P = PROJECT_PERMISSIONS;

const DRAFT: CostVisaDetail = {
  ...visa({ status: 'draft', requestId: null }),
  fileIds: ['f-1'],
  files: [{ id: 'f-1', name: '现场照片.jpg', url: '/admin/files/f-1' }],
  canSubmit: true,
};

let current = DRAFT;

const server = fakeServerForEachTest(() => {
  current = DRAFT;
  return {
    'GET /item/visa/detail': () => ok(current),
    'GET /item/detail': () => ok(DETAIL),
    'POST /item/visa/submit': () => {
      current = { ...DRAFT, status: 'pending', requestId: 41, canSubmit: false };
      return ok(current);
    },
    'POST /item/visa/add': () => ok({ ...DRAFT, id: 12, code: 'QZ20261129000003' }),
  };
});

describe('cost visa page', { timeout: 30_000 }, () => {
  it('submits a draft once confirmed and then links to its approval request', async () => {
    const { user } = renderPage(<VisaPage />, {
      permissions: [P.view, P.visa],
      path: '/item/cost-visa-detail?id=5',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '费用签证 QZ20261126000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('¥8,000.00（捌仟元整）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '现场照片.jpg' })).toBeInTheDocument();
    expect(screen.getByText('尚未提交审批')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('POST', '/item/visa/submit')).toHaveLength(1));
    expect(server.find('POST', '/item/visa/submit')[0]!.body).toEqual({ id: 5 });
    expect(await screen.findByText('签证 QZ20261126000001 已提交审批')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '查看审批' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=41',
    );
    expect(screen.getByText('审批中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交审批' })).toBeNull();
  });

  it('makes a new visa of a project with a negative amount for a saving', async () => {
    const { user, router } = renderPage(<VisaPage />, {
      permissions: [P.view, P.visa],
      path: '/item/cost-visa-detail?projectId=3',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '新增费用签证' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '标题' }), '取消吊顶');
    await user.type(screen.getByRole('textbox', { name: '原因' }), '业主取消二层吊顶');
    await user.type(screen.getByRole('spinbutton', { name: '金额' }), '-3200');
    await user.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(server.find('POST', '/item/visa/add')).toHaveLength(1));
    expect(server.find('POST', '/item/visa/add')[0]!.body).toEqual({
      projectId: 3,
      stageId: null,
      title: '取消吊顶',
      reason: '业主取消二层吊顶',
      amount: '-3200.00',
      fileIds: [],
      submit: false,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
  });
});
