import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { READ_STATUS } from '@depot/shared';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { fail } from '../../../test/fake-server';
import { TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { useMessageCentreStore } from '../stores/message-centre';
import { makeNotice, noticeBackendForEachTest } from '../test/notice-backend';
import { renderWithProviders } from '../test/render-message-centre';
import { MessageDrawer } from './message-drawer';

const backend = noticeBackendForEachTest(() => ({
  notices: [
    makeNotice(1, { noticeInfoType: 5 }),
    makeNotice(2, { noticeInfoType: 5 }),
    makeNotice(3, { noticeInfoType: 1 }),
    makeNotice(4, { noticeInfoType: 5, readStatus: READ_STATUS.read }),
    makeNotice(5, { noticeInfoType: 1, readStatus: READ_STATUS.read }),
  ],
}));

async function openDrawer() {
  useMessageCentreStore.getState().setOpen(true);
  const view = renderWithProviders(<MessageDrawer />);
  const drawer = await screen.findByRole('dialog', { name: '消息中心' });
  await within(drawer).findByText('通知 1');
  return { ...view, drawer, user: userEvent.setup() };
}

const rowOf = (drawer: HTMLElement, text: string) => {
  const row = within(drawer).getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};
const shownTexts = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td:nth-child(2)')?.textContent);
const listCalls = () => backend.find('GET', '/admin/notice/page');

describe('message centre drawer', () => {
  beforeEach(() => {
    logoutLocal();
    useSessionStore.getState().signIn(TOKEN_SET);
    useSessionStore.getState().setUserInfo(USER_INFO);
  });

  it('filters by view, each view with its count', async () => {
    const { drawer, user } = await openDrawer();
    const views = within(drawer).getByRole('radiogroup', { name: '阅读状态' });
    expect(within(views).getByRole('radio', { name: '全部（5）' })).toBeChecked();
    expect(within(views).getByRole('radio', { name: '已读（2）' })).not.toBeChecked();
    expect(shownTexts(drawer)).toEqual(['通知 1', '通知 2', '通知 3', '通知 4', '通知 5']);

    await user.click(within(views).getByRole('radio', { name: '未读（3）' }));
    await waitFor(() => expect(shownTexts(drawer)).toEqual(['通知 1', '通知 2', '通知 3']));
    expect(listCalls().at(-1)?.params).toEqual({ current: 1, size: 10, readStatus: 1 });
  });

  it('filters by type, listing the types with notices, counted in the current view', async () => {
    const { drawer, user } = await openDrawer();
    const types = within(drawer).getByRole('radiogroup', { name: '消息类型' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['全部类型（5）', '资产到期提醒（2）', '借用审批通知（3）']);

    await user.click(within(drawer).getByRole('radio', { name: '已读（2）' }));
    await waitFor(() =>
      expect(within(types).getByRole('radio', { name: '借用审批通知（1）' })).toBeInTheDocument(),
    );
    expect(within(types).getByRole('radio', { name: '全部类型（2）' })).toBeChecked();

    await user.click(within(types).getByRole('radio', { name: '资产到期提醒（1）' }));
    await waitFor(() => expect(shownTexts(drawer)).toEqual(['通知 5']));
    expect(listCalls().at(-1)?.params).toEqual({
      current: 1,
      size: 10,
      readStatus: 2,
      noticeInfoType: 1,
    });
  });

  it('keeps "mark as read" disabled until rows are selected, then marks them read', async () => {
    const { drawer, user } = await openDrawer();
    const markSelected = within(drawer).getByRole('button', { name: '标记已读' });
    expect(markSelected).toBeDisabled();

    await user.click(within(drawer).getByRole('checkbox', { name: '选择：通知 1' }));
    await user.click(within(drawer).getByRole('checkbox', { name: '选择：通知 3' }));
    expect(markSelected).toBeEnabled();
    await user.click(markSelected);

    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    const [call] = backend.find('POST', '/admin/notice/updateStatusById');
    expect(call?.body).toEqual([1, 3]);
    expect(call?.params).toEqual({ readStatus: 2 });
    // the list and the counts refresh; the selection is cleared
    await waitFor(() =>
      expect(within(drawer).getByRole('radio', { name: '未读（1）' })).toBeInTheDocument(),
    );
    expect(within(rowOf(drawer, '通知 1')).getByRole('switch', { name: '已读' })).toBeChecked();
    expect(markSelected).toBeDisabled();
  });

  it('toggles one row read and back to unread', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(within(rowOf(drawer, '通知 2')).getByRole('switch', { name: '已读' }));
    await waitFor(() =>
      expect(within(rowOf(drawer, '通知 2')).getByRole('switch', { name: '已读' })).toBeChecked(),
    );
    expect(backend.find('PUT', '/admin/notice/setReadStatus/2')[0]?.params).toEqual({
      readStatus: 2,
    });
    expect(within(drawer).getByRole('radio', { name: '未读（2）' })).toBeInTheDocument();

    await user.click(within(rowOf(drawer, '通知 4')).getByRole('switch', { name: '已读' }));
    await waitFor(() =>
      expect(
        within(rowOf(drawer, '通知 4')).getByRole('switch', { name: '已读' }),
      ).not.toBeChecked(),
    );
    expect(backend.find('PUT', '/admin/notice/setReadStatus/4')[0]?.params).toEqual({
      readStatus: 1,
    });
  });

  it('shows the server message when a change fails, and keeps the row as it was', async () => {
    backend.state.extraRoutes['PUT /admin/notice/setReadStatus/2'] = () =>
      fail(200, '该消息已被删除');
    const { drawer, user } = await openDrawer();
    await user.click(within(rowOf(drawer, '通知 2')).getByRole('switch', { name: '已读' }));
    expect(await screen.findByText('该消息已被删除')).toBeInTheDocument();
    expect(screen.queryByText('操作成功')).not.toBeInTheDocument();
    expect(within(rowOf(drawer, '通知 2')).getByRole('switch', { name: '已读' })).not.toBeChecked();
  });

  it('marks an unread row read on double-click; a read row is left alone', async () => {
    const { drawer, user } = await openDrawer();
    await user.dblClick(rowOf(drawer, '通知 4'));
    await user.dblClick(rowOf(drawer, '通知 3'));
    await waitFor(() =>
      expect(within(rowOf(drawer, '通知 3')).getByRole('switch', { name: '已读' })).toBeChecked(),
    );
    expect(backend.find('PUT', '/admin/notice/setReadStatus/3')).toHaveLength(1);
    expect(backend.find('PUT', '/admin/notice/setReadStatus/4')).toHaveLength(0);

    await user.dblClick(within(rowOf(drawer, '通知 1')).getByRole('checkbox'));
    expect(within(rowOf(drawer, '通知 1')).getByRole('checkbox')).not.toBeChecked(); // twice
    expect(backend.find('PUT', '/admin/notice/setReadStatus/1')).toHaveLength(0);
  });

  it('marks all read, or all of the chosen type', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByRole('radio', { name: '资产到期提醒（2）' }));
    await waitFor(() => expect(shownTexts(drawer)).toEqual(['通知 3', '通知 5']));
    await user.click(within(drawer).getByRole('button', { name: '全部已读' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('radio', { name: '未读（2）' })).toBeInTheDocument(),
    );
    let [call] = backend.find('PUT', '/admin/notice/alreadyReadAll');
    expect(call?.params).toEqual({ noticeInfoType: 1 });
    expect(call?.body).toEqual({ readStatus: 2 });
    expect(await screen.findByText('操作成功')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('radio', { name: '全部类型（5）' }));
    await user.click(within(drawer).getByRole('button', { name: '全部已读' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('radio', { name: '未读（0）' })).toBeInTheDocument(),
    );
    [, call] = backend.find('PUT', '/admin/notice/alreadyReadAll');
    expect(call?.params).toEqual({});
    // nothing left to mark
    expect(within(drawer).getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('refreshes the list and the counts', async () => {
    const { drawer, user } = await openDrawer();
    backend.state.notices.push(makeNotice(0, { noticeInfoStr: '刚到的通知' }));
    await user.click(within(drawer).getByRole('button', { name: '刷新' }));
    expect(await within(drawer).findByText('刚到的通知')).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: '全部（6）' })).toBeInTheDocument();
  });
});
