import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READ_STATUS } from '@depot/shared';
import { noticeCountsQueryOptions } from '../../../api/notice';
import { openUnreadMessages } from '../../../lib/message-centre-opener';
import { usePrefsStore } from '../../../stores/prefs';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { makeNotice, noticeBackendForEachTest } from '../test/notice-backend';
import { renderWithProviders } from '../test/render-message-centre';
import { MessageBell } from './message-bell';

const backend = noticeBackendForEachTest(() => ({}));

/** `count` unread notices and one read one. */
function seedUnread(count: number) {
  backend.state.notices = [
    ...Array.from({ length: count }, (_, i) => makeNotice(i + 1)),
    makeNotice(1000, { readStatus: READ_STATUS.read }),
  ];
}

const bell = () => screen.getByRole('button', { name: '消息' });
const badgeOf = (button: HTMLElement) => button.closest('.ant-badge')?.querySelector('sup');

describe('message bell', () => {
  beforeEach(() => {
    logoutLocal();
    useSessionStore.getState().signIn(TOKEN_SET);
    useSessionStore.getState().setUserInfo(USER_INFO);
  });
  afterEach(() => usePrefsStore.getState().setLanguage('zh-CN'));

  it('shows no badge without unread notices', async () => {
    seedUnread(0);
    const { queryClient } = renderWithProviders(<MessageBell />);
    const counts = noticeCountsQueryOptions().queryKey;
    await waitFor(() => expect(queryClient.getQueryState(counts)?.status).toBe('success'));
    expect(badgeOf(bell())).toBeFalsy();
  });

  it('shows the unread count', async () => {
    seedUnread(7);
    renderWithProviders(<MessageBell />);
    await waitFor(() => expect(badgeOf(bell())).toHaveTextContent('7'));
    expect(badgeOf(bell())).not.toHaveTextContent('1000');
  });

  it('caps the badge at 99+', async () => {
    seedUnread(150);
    renderWithProviders(<MessageBell />);
    await waitFor(() => expect(badgeOf(bell())).toHaveTextContent('99+'));
  });

  it('shows 99 as it is', async () => {
    seedUnread(99);
    renderWithProviders(<MessageBell />);
    await waitFor(() => expect(badgeOf(bell())?.textContent).toBe('99'));
  });

  it('opens the message centre, which loads the list, the counts and the settings', async () => {
    seedUnread(2);
    renderWithProviders(<MessageBell />);
    await userEvent.setup().click(bell());

    const drawer = await screen.findByRole('dialog', { name: '消息中心' });
    expect(await within(drawer).findByText('通知 1')).toBeInTheDocument();
    expect(backend.find('GET', '/admin/notice/page')[0]?.params).toEqual({ current: 1, size: 10 });
    expect(backend.find('GET', '/admin/noticeconfig')).toHaveLength(1);
    expect(backend.find('GET', '/admin/notice/getUserInfoCount').length).toBeGreaterThanOrEqual(1);
  });

  it('opens on the unread notices when another page asks (the home page’s to-do)', async () => {
    seedUnread(2);
    renderWithProviders(<MessageBell />);
    act(() => openUnreadMessages());
    const drawer = await screen.findByRole('dialog', { name: '消息中心' });
    expect(await within(drawer).findByText('通知 1')).toBeInTheDocument();
    expect(backend.find('GET', '/admin/notice/page')[0]?.params).toEqual({
      current: 1,
      size: 10,
      readStatus: READ_STATUS.unread,
    });
    expect(within(drawer).getByRole('radio', { name: '未读（2）' })).toBeChecked();
  });

  it('closes with its close button, and loads afresh when opened again', async () => {
    seedUnread(1);
    renderWithProviders(<MessageBell />);
    const user = userEvent.setup();
    await user.click(bell());
    const drawer = await screen.findByRole('dialog', { name: '消息中心' });
    await within(drawer).findByText('通知 1');

    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(bell());
    await screen.findByRole('dialog', { name: '消息中心' });
    await waitFor(() => expect(backend.find('GET', '/admin/notice/page')).toHaveLength(2));
    expect(backend.find('GET', '/admin/noticeconfig')).toHaveLength(2);
  });

  it('speaks English', async () => {
    seedUnread(1);
    usePrefsStore.getState().setLanguage('en-US');
    renderWithProviders(<MessageBell />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Messages' }));
    const drawer = await screen.findByRole('dialog', { name: 'Message centre' });
    expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(await within(drawer).findAllByText('Lending approval')).toHaveLength(2);
  });
});
