import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from './fake-websocket';
import { openHeartbeatSocket, type HeartbeatSocket } from './heartbeat-socket';

const URL = 'ws://depot.test/websocket/ws?ticket=t';

describe('heartbeat websocket (SPEC §4)', () => {
  let onMessage: ReturnType<typeof vi.fn<(text: string) => void>>;
  let socket: HeartbeatSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeWebSocket.reset();
    onMessage = vi.fn<(text: string) => void>();
    socket = openHeartbeatSocket({ url: URL, greeting: '{"userId":1}', onMessage });
  });

  afterEach(() => {
    socket.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const current = () => FakeWebSocket.latest()!;

  it('connects at once and identifies itself when the connection opens', () => {
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(current().url).toBe(URL);
    expect(current().sent).toEqual([]);
    current().open();
    expect(current().sent).toEqual(['{"userId":1}']);
  });

  it('sends a text ping every 50 s', async () => {
    current().open();
    await vi.advanceTimersByTimeAsync(49_999);
    expect(current().sent).toEqual(['{"userId":1}']);
    await vi.advanceTimersByTimeAsync(1);
    expect(current().sent).toEqual(['{"userId":1}', 'ping']);
    current().receive('pong');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(current().sent.filter((text) => text === 'ping')).toHaveLength(2);
  });

  it('reconnects at the 59 s check when the ping got no pong', async () => {
    const first = current();
    first.open();
    await vi.advanceTimersByTimeAsync(58_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(first.closedByClient).toBe(true);
    expect(current().url).toBe(URL);
    current().open();
    expect(current().sent).toEqual(['{"userId":1}']);
  });

  it('a pong clears the missing-pong flag until the next ping', async () => {
    current().open();
    await vi.advanceTimersByTimeAsync(55_000); // ping at 50 s
    current().receive('pong');
    await vi.advanceTimersByTimeAsync(4_000); // check at 59 s
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_000); // ping at 100 s unanswered, check at 118 s
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stays on one connection for as long as every ping gets its pong', async () => {
    current().open();
    let answered = 0;
    for (let second = 0; second < 600; second++) {
      await vi.advanceTimersByTimeAsync(1_000);
      const pings = current().sent.filter((text) => text === 'ping').length;
      for (; answered < pings; answered++) current().receive('pong');
    }
    expect(answered).toBe(12);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('replaces a connection the server dropped at the next check', async () => {
    current().open();
    current().drop();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('does not reconnect after being closed by hand', async () => {
    current().open();
    socket.close();
    expect(current().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(current().sent).toEqual(['{"userId":1}']);
  });

  it('hands every message but the pong to the caller', () => {
    current().open();
    current().receive('pong');
    current().receive('{"sendType":"notice"}');
    expect(onMessage.mock.calls).toEqual([['{"sendType":"notice"}']]);
  });

  describe('with an address asked for at each connection (a single-use ticket)', () => {
    const ticketUrl = (n: number) => `ws://depot.test/websocket/ws?ticket=${n}`;

    beforeEach(() => {
      socket.close();
      FakeWebSocket.reset();
    });

    it('connects once the address comes, and asks again for each reconnection', async () => {
      let asked = 0;
      socket = openHeartbeatSocket({
        url: () => Promise.resolve(ticketUrl(++asked)),
        greeting: '{"userId":1}',
        onMessage,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(FakeWebSocket.instances.map((ws) => ws.url)).toEqual([ticketUrl(1)]);
      current().open();
      expect(current().sent).toEqual(['{"userId":1}']);
      await vi.advanceTimersByTimeAsync(59_000); // the ping at 50 s got no pong
      expect(FakeWebSocket.instances.map((ws) => ws.url)).toEqual([ticketUrl(1), ticketUrl(2)]);
    });

    it('tries again at the next check when no address came', async () => {
      let asked = 0;
      socket = openHeartbeatSocket({
        url: () =>
          ++asked === 1 ? Promise.reject(new Error('503')) : Promise.resolve(ticketUrl(2)),
        onMessage,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(FakeWebSocket.instances).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(FakeWebSocket.instances.map((ws) => ws.url)).toEqual([ticketUrl(2)]);
    });

    it('does not connect when the address comes after being closed by hand', async () => {
      let give: (url: string) => void = () => undefined;
      socket = openHeartbeatSocket({
        url: () => new Promise<string>((resolve) => (give = resolve)),
        onMessage,
      });
      socket.close();
      give(ticketUrl(1));
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(FakeWebSocket.instances).toHaveLength(0);
    });
  });
});
