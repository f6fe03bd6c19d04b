import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { FIRST_RENDER_MS } from '../../../test/waits';
import { approvalBackend, type ApprovalData } from '../test/approval-backend';
import { ADMIN, lendingRequest, STAFF } from '../test/approval-fixtures';
import { HeldAssetPage } from './held-asset-page';
import { PersonCardPage } from './person-card-page';

let data: ApprovalData;
const server = fakeServerForEachTest(() => approvalBackend(() => data));
const VIEW = [ASSET_PERMISSIONS.asset.view];
const laptop = { assetId: 9, code: 'NB-000009', name: '联想 ThinkPad', status: 'inUse' };

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;

describe('person card', { timeout: 30_000 }, () => {
  beforeEach(() => {
    data = {
      requests: [lendingRequest()],
      counts: { todo: 0, done: 0, mine: 0, cc: 0 },
      templates: [],
      extra: {
        'GET /as/asset/page': () => ok({ records: [laptop], total: 1, current: 1, size: 10 }),
      },
    };
  });

  it('shows the user, their department, the assets they hold and their requests waiting for the viewer', async () => {
    renderPage(<PersonCardPage />, {
      path: `/tutor/toturTeacher?userId=${STAFF.userId}`,
      permissions: VIEW,
    });
    expect(
      await screen.findByRole('heading', { name: '张三' }, { timeout: FIRST_RENDER_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText('zhangsan')).toBeInTheDocument();
    expect(await screen.findByText('资产管理部')).toBeInTheDocument();
    const assets = card('名下资产');
    expect(await within(assets).findByRole('link', { name: 'NB-000009' })).toHaveAttribute(
      'href',
      '/as/asset-detail?id=9',
    );
    expect(within(assets).getByText('在用')).toBeInTheDocument();
    expect(server.find('GET', '/as/asset/page')[0]?.params).toEqual({
      custodianId: STAFF.userId,
      current: 1,
      size: 10,
    });
    const requests = card('等待您审批的申请');
    expect(await within(requests).findByRole('link', { name: 'AP20260302000012' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=12',
    );
    expect(server.find('GET', '/approval/page')[0]?.params).toEqual({
      view: 'todo',
      status: 'pending',
      applicantId: STAFF.userId,
      current: 1,
      size: 20,
    });
  });

  it('on one’s own card lists one’s own requests; without the asset key, says assets are hidden', async () => {
    renderPage(<PersonCardPage />, { path: `/tutor/toturTeacher?userId=${ADMIN.userId}` });
    expect(
      await screen.findByRole('heading', { name: '管理员' }, { timeout: FIRST_RENDER_MS }),
    ).toBeInTheDocument();
    expect(within(card('名下资产')).getByText('您没有查看资产的权限')).toBeInTheDocument();
    expect(server.find('GET', '/as/asset/page')).toHaveLength(0);
    await waitFor(() =>
      expect(server.find('GET', '/approval/page')[0]?.params).toMatchObject({ view: 'mine' }),
    );
    expect(card('进行中的申请')).toBeInTheDocument();
  });

  it('says a user it does not know is not found', async () => {
    renderPage(<PersonCardPage />, { path: '/tutor/toturTeacher?userId=404' });
    expect(
      await screen.findByText('该用户不存在或已停用', undefined, { timeout: FIRST_RENDER_MS }),
    ).toBeInTheDocument();
  });
});

describe('asset as held by a user', { timeout: 30_000 }, () => {
  const asset = (custodianId: number, custodianName: string) => ({
    ...laptop,
    custodianId,
    custodianName,
    history: [],
  });
  beforeEach(() => {
    useSessionStore.setState({ permissions: {} });
  });

  it('says whether the user still holds it and leads on to the asset and the person', async () => {
    data = {
      requests: [],
      counts: { todo: 0, done: 0, mine: 0, cc: 0 },
      templates: [],
      extra: { 'GET /as/asset/9': () => ok(asset(STAFF.userId, '张三')) },
    };
    const { user, router } = renderPage(<HeldAssetPage />, {
      path: `/customeServeice/customeServeice?userId=${STAFF.userId}&archiveId=9`,
      permissions: VIEW,
    });
    expect(
      await screen.findByText('NB-000009 目前由 张三 保管', undefined, {
        timeout: FIRST_RENDER_MS,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看 张三 的信息' })).toHaveAttribute(
      'href',
      '/tutor/toturTeacher?userId=5',
    );
    await user.click(screen.getByRole('button', { name: '查看资产详情' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(router.state.location.pathname).toBe('/as/asset-detail');
  });

  it('says when someone else holds it now, and when the asset cannot be shown', async () => {
    data = {
      requests: [],
      counts: { todo: 0, done: 0, mine: 0, cc: 0 },
      templates: [],
      extra: {
        'GET /as/asset/9': () => ok(asset(7, '王库管')),
        'GET /as/asset/8': () => fail(404, '资产不存在'),
      },
    };
    const view = renderPage(<HeldAssetPage />, {
      path: `/customeServeice/customeServeice?userId=${STAFF.userId}&archiveId=9`,
      permissions: VIEW,
    });
    expect(
      await screen.findByText('NB-000009 目前不由 张三 保管（当前保管人：王库管）', undefined, {
        timeout: FIRST_RENDER_MS,
      }),
    ).toBeInTheDocument();
    view.unmount();
    renderPage(<HeldAssetPage />, {
      path: '/customeServeice/customeServeice?userId=5&archiveId=8',
      permissions: VIEW,
    });
    expect(await screen.findByText('该资产不存在或不在您的数据范围内')).toBeInTheDocument();
  });
});
