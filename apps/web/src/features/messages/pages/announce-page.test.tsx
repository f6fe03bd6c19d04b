import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { ok } from '../../../test/fake-server';
import { TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { noticeBackendForEachTest } from '../test/notice-backend';
import { renderWithProviders } from '../test/render-message-centre';
import { AnnouncePage } from './announce-page';

const backend = noticeBackendForEachTest(() => ({
  extraRoutes: {
    'POST /admin/notice/announce': () => ok({ recipients: 12 }),
    'GET /admin/role/list': () =>
      ok([
        { roleId: 1, roleName: '管理员', roleCode: 'ROLE_ADMIN' },
        { roleId: 2, roleName: '仓管员', roleCode: 'ROLE_WARE' },
      ]),
    'GET /admin/user/list': () =>
      ok([
        { userId: 1, username: 'admin', nickname: '管理员' },
        { userId: 7, username: 'li', nickname: '李四' },
      ]),
    'GET /admin/dept/list': ({ params }) =>
      ok(params.parentId === 0 ? [{ deptId: 3, parentId: 0, name: '总部' }] : []),
  },
}));

function signInWith(permissions: string[]) {
  useSessionStore.getState().signIn(TOKEN_SET);
  useSessionStore.getState().setUserInfo({ ...USER_INFO, permissions });
}

async function fillContent(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('内容'));
  await user.paste(text);
  return user;
}

describe('announcement page', () => {
  beforeEach(() => logoutLocal());

  it('is refused without the sys_notice_announce permission', () => {
    signInWith(['sys_user_add']);
    renderWithProviders(<AnnouncePage />);
    expect(screen.getByText('抱歉，您没有发布公告的权限。')).toBeInTheDocument();
    expect(screen.queryByLabelText('内容')).not.toBeInTheDocument();
  });

  it('sends to everyone and says how many received it', async () => {
    signInWith(['sys_notice_announce']);
    renderWithProviders(<AnnouncePage />);
    expect(screen.getByRole('heading', { name: '发布公告' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('标题'));
    await user.paste('  停电通知 ');
    await fillContent('周六 9 点到 12 点停电');
    expect(screen.getByRole('radio', { name: '全体人员' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '发布' }));

    expect(await screen.findByText('公告已发送给 12 人')).toBeInTheDocument();
    expect(backend.find('POST', '/admin/notice/announce')[0]?.body).toEqual({
      title: '停电通知',
      content: '周六 9 点到 12 点停电',
      sendType: 'all',
      targetIds: [],
    });
    await waitFor(() => expect(screen.getByLabelText('内容')).toHaveValue(''));
  });

  it('requires the content', async () => {
    signInWith(['sys_notice_announce']);
    renderWithProviders(<AnnouncePage />);
    await userEvent.setup().click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请输入公告内容')).toBeInTheDocument();
    expect(backend.find('POST', '/admin/notice/announce')).toHaveLength(0);
  });

  it('sends to chosen roles, which must not be empty', async () => {
    signInWith(['sys_notice_announce']);
    renderWithProviders(<AnnouncePage />);
    const user = await fillContent('盘点提醒');
    await user.click(screen.getByRole('radio', { name: '指定角色' }));
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请选择接收对象')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '接收角色' }));
    await user.click(await screen.findByTitle('仓管员'));
    await user.click(screen.getByRole('button', { name: '发布' }));

    await waitFor(() => expect(backend.find('POST', '/admin/notice/announce')).toHaveLength(1));
    expect(backend.find('POST', '/admin/notice/announce')[0]?.body).toEqual({
      content: '盘点提醒',
      sendType: 'roles',
      targetIds: [2],
    });
  });

  it('sends to users picked by name', async () => {
    signInWith(['sys_notice_announce']);
    renderWithProviders(<AnnouncePage />);
    const user = await fillContent('培训通知');
    await user.click(screen.getByRole('radio', { name: '指定用户' }));
    await user.click(screen.getByRole('combobox', { name: '接收用户' }));
    await user.click(await screen.findByTitle('李四 (li)'));
    await user.click(screen.getByRole('button', { name: '发布' }));

    await waitFor(() => expect(backend.find('POST', '/admin/notice/announce')).toHaveLength(1));
    expect(backend.find('POST', '/admin/notice/announce')[0]?.body).toEqual({
      content: '培训通知',
      sendType: 'users',
      targetIds: [7],
    });
  });

  it('sends to departments picked from the tree, forgetting users picked before', async () => {
    signInWith(['sys_notice_announce']);
    renderWithProviders(<AnnouncePage />);
    const user = await fillContent('培训通知');
    await user.click(screen.getByRole('radio', { name: '指定用户' }));
    await user.click(screen.getByRole('combobox', { name: '接收用户' }));
    await user.click(await screen.findByTitle('李四 (li)'));

    await user.click(screen.getByRole('radio', { name: '指定部门' }));
    await user.click(screen.getByRole('combobox', { name: '接收部门' }));
    const tree = await screen.findByRole('tree');
    await user.click(within(tree).getByText('总部'));
    await user.click(screen.getByRole('button', { name: '发布' }));

    await waitFor(() => expect(backend.find('POST', '/admin/notice/announce')).toHaveLength(1));
    expect(backend.find('POST', '/admin/notice/announce')[0]?.body).toEqual({
      content: '培训通知',
      sendType: 'depts',
      targetIds: [3],
    });
    expect(backend.find('GET', '/admin/dept/list')[0]?.params).toEqual({ parentId: 0 });
  });
});
