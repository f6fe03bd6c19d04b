import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { PushNoticeMessage } from '@depot/shared';
import { i18n } from '../../../i18n';
import { FakeWebSocket } from '../../../lib/fake-websocket';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { MessageBell } from '../components/message-bell';
import { NoticeSocket } from '../components/notice-socket';
import { makeNotice, noticeBackendForEachTest } from '../test/notice-backend';
import { renderWithProviders } from '../test/render-message-centre';
import { noticeSocketUrl } from './use-notice-socket';

const backend = noticeBackendForEachTest(() => ({ notices: [makeNotice(1)] }));

const sockets = () => FakeWebSocket.instances;
const latest = () => {
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no websocket was opened');
  return socket;
};
/**
 * The newest socket, once its ticket came and it was created (asking takes a round trip).
 * vi.waitFor polls on the real timers: testing-library's would wait on the faked interval.
 */
async function opened(count = 1) {
  await vi.waitFor(() => expect(sockets()).toHaveLength(count));
  return latest();
}
const badge = () =>
  screen.getByRole('button', { name: '消息' }).closest('.ant-badge')?.querySelector('sup');

function push(id: number, text: string) {
  const notice = makeNotice(id, { noticeInfoStr: text, noticeInfoType: 13 });
  backend.state.notices.push(notice);
  const message: PushNoticeMessage = { sendType: 'notice', notice };
  act(() => latest().receive(JSON.stringify(message)));
}

function signIn() {
  useSessionStore.getState().signIn(TOKEN_SET);
  useSessionStore.getState().setUserInfo(USER_INFO);
}

function renderSignedInLayout() {
  return renderWithProviders(
    <>
      <MessageBell />
      <NoticeSocket />
    </>,
  );
}

describe('notice websocket', () => {
  let play: MockInstance<HTMLMediaElement['play']>;

  beforeEach(() => {
    logoutLocal();
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    // Only the heartbeat's intervals are faked: testing-library keeps its real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not connect without an access token', async () => {
    renderSignedInLayout();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // Signing in then connects: once that socket is there, an earlier attempt would show too.
    signIn();
    await opened();
    expect(sockets()).toHaveLength(1);
    expect(backend.socketTickets()).toEqual([
      { ticket: 'ticket-1', authorization: `Bearer ${TOKEN_SET.access_token}` },
    ]);
  });

  it('connects with a ticket asked for with the token, never the token, and identifies the user', async () => {
    signIn();
    renderSignedInLayout();
    const socket = await opened();
    expect(backend.socketTickets()).toEqual([
      { ticket: 'ticket-1', authorization: `Bearer ${TOKEN_SET.access_token}` },
    ]);
    expect(socket.url).toBe(`ws://${window.location.host}/websocket/ws?ticket=ticket-1&lang=zh-CN`);
    expect(socket.url).not.toContain(TOKEN_SET.access_token);
    act(() => socket.open());
    expect(socket.sent).toEqual([JSON.stringify({ userId: USER_INFO.sysUser.userId })]);
  });

  it('uses wss on a secure page', () => {
    const page = { protocol: 'https:', host: 'depot.example:8443' } as Location;
    expect(noticeSocketUrl('a b', 'en-US', page)).toBe(
      'wss://depot.example:8443/websocket/ws?ticket=a+b&lang=en-US',
    );
  });

  it('reopens in the new language when the language changes, with a new ticket', async () => {
    signIn();
    renderSignedInLayout();
    const first = await opened();
    act(() => first.open());
    try {
      await act(() => i18n.changeLanguage('en-US'));
      const second = await opened(2);
      expect(first.closedByClient).toBe(true);
      expect(second.url).toBe(
        `ws://${window.location.host}/websocket/ws?ticket=ticket-2&lang=en-US`,
      );
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });

  it('pings every 50 s and reconnects at the 59 s check without a pong, with a new ticket', async () => {
    signIn();
    renderSignedInLayout();
    const first = await opened();
    act(() => first.open());
    await vi.advanceTimersByTimeAsync(50_000);
    expect(first.sent.at(-1)).toBe('ping');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(first.closedByClient).toBe(true);
    expect((await opened(2)).url).toContain('ticket=ticket-2');
  });

  it('refreshes the unread count and shows the text of a pushed notice', async () => {
    signIn();
    renderSignedInLayout();
    const socket = await opened();
    act(() => socket.open());
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    push(2, '仓库一号的螺丝库存不足');

    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(await screen.findByText('仓库一号的螺丝库存不足')).toBeInTheDocument();
    expect(screen.getByText('仓库资产库存预警')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled(); // voice notification is off
  });

  it('plays the chime for a notice when voice notification is on, and for nothing else', async () => {
    backend.state.config = { messageNotifiStatus: 0, voiceNotifiStatus: 1 };
    signIn();
    renderSignedInLayout();
    const socket = await opened();
    act(() => socket.open());
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    push(2, '有新的借用申请');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(badge()).toHaveTextContent('2'));

    act(() => latest().receive('{"sendType":"other"}'));
    act(() => latest().receive('not json'));
    // A notice after them: once its chime played and the count refreshed, any chime or
    // notification of the two messages before it would have come first.
    push(3, '有新的领用申请');
    await waitFor(() => expect(play.mock.calls.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    expect(play).toHaveBeenCalledTimes(2);
    // Message notification is off: neither text shows.
    expect(screen.queryByText('有新的借用申请')).not.toBeInTheDocument();
    expect(screen.queryByText('有新的领用申请')).not.toBeInTheDocument();
  });

  it('closes on sign-out and does not come back', async () => {
    signIn();
    renderSignedInLayout();
    const socket = await opened();
    act(() => socket.open());
    act(() => logoutLocal());
    expect(latest().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // Signing in again connects: once that socket is there, a reconnection while signed out
    // would show too, as a socket or a ticket more.
    signIn();
    expect((await opened(2)).url).toContain('ticket=ticket-2');
    expect(sockets()).toHaveLength(2);
    expect(backend.socketTickets()).toHaveLength(2);
  });

  it('reconnects with a ticket of the new token after a refresh', async () => {
    signIn();
    renderSignedInLayout();
    const socket = await opened();
    act(() => socket.open());
    act(() => useSessionStore.getState().setTokens({ ...TOKEN_SET, access_token: 'access-2' }));
    expect(socket.closedByClient).toBe(true);
    expect((await opened(2)).url).toContain('ticket=ticket-2');
    expect(backend.socketTickets()[1]?.authorization).toBe('Bearer access-2');
  });
});
