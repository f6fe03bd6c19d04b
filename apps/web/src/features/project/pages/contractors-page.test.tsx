import { PROJECT_PERMISSIONS, type ProjectContractors } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { DETAIL } from '../test/project-fixtures';
import { ContractorsPage } from './contractors-page';

const P = PROJECT_PERMISSIONS;
const chen = { userId: 7, nickname: '项目经理老陈' };
const doc = {
  contractorId: 11,
  remindDays: 30,
  createdBy: chen,
  createdAt: '2026-11-01T02:00:00.000Z',
};

const LIST: ProjectContractors = {
  projectId: 3,
  projectStatus: 'active',
  today: '2026-11-29',
  canEdit: true,
  contractors: [
    {
      id: 11,
      projectId: 3,
      enterpriseId: 5,
      enterpriseName: '华建装饰工程有限公司',
      role: 'generalContractor',
      note: '总包合同 HT-2026-018',
      addedBy: chen,
      addedAt: '2026-11-01T02:00:00.000Z',
      removedAt: null,
      removedBy: null,
      removeReason: null,
      documents: [
        {
          ...doc,
          id: 21,
          kind: 'safety',
          number: 'AQ-2023-0412',
          validUntil: '2026-11-24',
          state: 'expired',
          daysLeft: -5,
          file: { id: 'f-21', name: 'AQ-2023-0412.pdf', url: '/admin/files/f-21' },
          replacedById: null,
        },
        {
          ...doc,
          id: 22,
          kind: 'insurance',
          number: 'BX-2026-3307',
          validUntil: '2026-12-11',
          state: 'expiring',
          daysLeft: 12,
          file: { id: 'f-22', name: 'BX-2026-3307.pdf', url: '/admin/files/f-22' },
          replacedById: null,
        },
        {
          ...doc,
          id: 20,
          kind: 'licence',
          number: 'YYZZ-2021-0081',
          validUntil: '2026-12-01',
          state: 'valid',
          daysLeft: 2,
          file: { id: 'f-20', name: 'YYZZ-2021-0081.pdf', url: '/admin/files/f-20' },
          replacedById: 23,
        },
      ],
    },
    {
      id: 12,
      projectId: 3,
      enterpriseId: 6,
      enterpriseName: '远景拆除有限公司',
      role: 'subcontractor',
      note: null,
      addedBy: chen,
      addedAt: '2026-11-02T02:00:00.000Z',
      removedAt: '2026-11-20T02:00:00.000Z',
      removedBy: chen,
      removeReason: '拆除完成，分包合同结清',
      documents: [],
    },
  ],
};

let list = LIST;
const server = fakeServerForEachTest(() => {
  list = LIST;
  return {
    'GET /item/detail': () => ok(DETAIL),
    'GET /item/contractor/list': () => ok(list),
    'POST /item/contractor/doc/replace': () => ok(list),
    'POST /item/contractor/remove': () => ok(list),
  };
});

describe('project contractors page', { timeout: 30_000 }, () => {
  it('shows the contractors, flags lapsed and lapsing documents, and keeps removed ones', async () => {
    renderPage(<ContractorsPage />, {
      permissions: [P.view, P.contractor],
      path: '/item/item-enterprise?projectId=3',
    });
    expect(await screen.findByText('1 份证件已过期，1 份即将到期')).toBeInTheDocument();
    expect(screen.getByText('已过期 · 已过期 5 天')).toBeInTheDocument();
    expect(screen.getByText('即将到期 · 剩 12 天')).toBeInTheDocument();
    expect(screen.getByText('已被替换')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AQ-2023-0412.pdf' })).toBeInTheDocument();
    expect(screen.getByText('已退出的单位')).toBeInTheDocument();
    expect(screen.getByText(/拆除完成，分包合同结清/)).toBeInTheDocument();
    // Only the current contractor takes changes; only current documents are renewed.
    expect(screen.getAllByRole('button', { name: '退出项目' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '换新证件' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '添加承包单位' })).toBeInTheDocument();
  });

  it('asks for a reason before removing a contractor, then records it', async () => {
    const { user } = renderPage(<ContractorsPage />, {
      permissions: [P.view, P.contractor],
      path: '/item/item-enterprise?projectId=3',
    });
    await user.click(await screen.findByRole('button', { name: '退出项目' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    expect(server.find('POST', '/item/contractor/remove')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), '合同终止');
    await user.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(server.find('POST', '/item/contractor/remove')).toHaveLength(1));
    expect(server.find('POST', '/item/contractor/remove')[0]!.body).toEqual({
      id: 11,
      reason: '合同终止',
    });
    expect(await screen.findByText('已记录退出')).toBeInTheDocument();
  });

  it('offers no changes without the key or on a closed project', async () => {
    list = { ...LIST, canEdit: false };
    renderPage(<ContractorsPage />, {
      permissions: [P.view],
      path: '/item/item-enterprise?id=3',
    });
    expect(await screen.findByText('华建装饰工程有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出项目' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '换新证件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加承包单位' })).not.toBeInTheDocument();
  });
});
