import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { PushNoticeMessage } from '@depot/shared';
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
    expect(sockets()).toHaveLength(0);
  });

  it('connects to /websocket/ws with the token and identifies the user on open', () => {
    signIn();
    renderSignedInLayout();
    expect(sockets()).toHaveLength(1);
    expect(latest().url).toBe(`ws://${window.location.host}/websocket/ws?access_token=access-1`);
    act(() => latest().open());
    expect(latest().sent).toEqual([JSON.stringify({ userId: USER_INFO.sysUser.userId })]);
  });

  it('uses wss on a secure page', () => {
    const page = { protocol: 'https:', host: 'depot.example:8443' } as Location;
    expect(noticeSocketUrl('a b', page)).toBe(
      'wss://depot.example:8443/websocket/ws?access_token=a+b',
    );
  });

  it('pings every 50 s and reconnects at the 59 s check without a pong', async () => {
    signIn();
    renderSignedInLayout();
    act(() => latest().open());
    await vi.advanceTimersByTimeAsync(50_000);
    expect(latest().sent.at(-1)).toBe('ping');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(sockets()).toHaveLength(2);
    expect(sockets()[0]?.closedByClient).toBe(true);
  });

  it('refreshes the unread count and shows the text of a pushed notice', async () => {
    signIn();
    renderSignedInLayout();
    act(() => latest().open());
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    push(2, '仓库一号的螺丝库存不足');

    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(await screen.findByText('仓库一号的螺丝库存不足')).toBeInTheDocument();
    expect(screen.getByText('仓库资产库存预警')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled(); // voice notification is off
  });

  it('plays the chime when voice notification is on, and stays quiet with both off', async () => {
    backend.state.config = { messageNotifiStatus: 0, voiceNotifiStatus: 1 };
    signIn();
    renderSignedInLayout();
    act(() => latest().open());

    push(2, '有新的借用申请');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('有新的借用申请')).not.toBeInTheDocument();

    backend.state.config = { messageNotifiStatus: 0, voiceNotifiStatus: 0 };
    act(() => latest().receive('{"sendType":"other"}'));
    act(() => latest().receive('not json'));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('closes on sign-out and does not come back', async () => {
    signIn();
    renderSignedInLayout();
    act(() => latest().open());
    act(() => logoutLocal());
    expect(latest().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(sockets()).toHaveLength(1);
  });

  it('reconnects with the new token after a refresh', () => {
    signIn();
    renderSignedInLayout();
    act(() => latest().open());
    act(() => useSessionStore.getState().setTokens({ ...TOKEN_SET, access_token: 'access-2' }));
    expect(sockets()).toHaveLength(2);
    expect(sockets()[0]?.closedByClient).toBe(true);
    expect(latest().url).toContain('access_token=access-2');
  });
});
