import { WS_PING_INTERVAL_MS, WS_PONG_CHECK_MS } from '@depot/shared';

export interface HeartbeatSocketOptions {
  /** The address, or how to get one for each connection (one holding a single-use ticket). */
  url: string | (() => Promise<string>);
  /** Sent as soon as each connection opens (the identification message). */
  greeting?: string;
  /** Every incoming message except the pong. */
  onMessage: (data: string) => void;
  pingIntervalMs?: number;
  pongCheckMs?: number;
}

export interface HeartbeatSocket {
  /** Closes by hand: no reconnect follows. */
  close: () => void;
}

const PING = 'ping';
const PONG = 'pong';

/**
 * A websocket kept alive by the heartbeat of SPEC §4: a text `ping` every 50 s, answered by a
 * text `pong`; a check every 59 s reconnects when the last ping got no pong. Both timers run
 * from the moment a connection is begun, so a connection that drops or never opens (its
 * address never came) is also replaced at the next check. Only `close()` stops it for good. Failures are only logged (§8).
 */
export function openHeartbeatSocket(options: HeartbeatSocketOptions): HeartbeatSocket {
  const pingIntervalMs = options.pingIntervalMs ?? WS_PING_INTERVAL_MS;
  const pongCheckMs = options.pongCheckMs ?? WS_PONG_CHECK_MS;
  let socket: WebSocket | null = null;
  let awaitingPong = false;
  let closedByHand = false;
  let timers: ReturnType<typeof setInterval>[] = [];
  /** Counts connections begun: an address that comes after a newer one began is not used. */
  let attempt = 0;

  function stopTimers(): void {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  }

  function drop(current: WebSocket): void {
    current.onopen = current.onmessage = current.onerror = current.onclose = null;
    current.close();
  }

  function connect(): void {
    stopTimers();
    awaitingPong = false;
    // From now on: a connection that never comes (no address, refused) is retried at a check.
    timers = [setInterval(ping, pingIntervalMs), setInterval(check, pongCheckMs)];
    const mine = ++attempt;
    if (typeof options.url === 'string') {
      openAt(options.url);
      return;
    }
    options.url().then(
      (url) => {
        if (mine === attempt && !closedByHand) openAt(url);
      },
      () => console.warn('Websocket address failed'),
    );
  }

  function openAt(url: string): void {
    let current: WebSocket;
    try {
      current = new WebSocket(url);
    } catch {
      // The address holds a ticket: never log it, nor the socket that carries it.
      console.warn('Websocket connection failed');
      return;
    }
    socket = current;
    current.onopen = () => {
      if (options.greeting !== undefined) current.send(options.greeting);
    };
    current.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      if (event.data === PONG) {
        awaitingPong = false;
        return;
      }
      options.onMessage(event.data);
    };
    current.onerror = () => console.warn('Websocket error');
  }

  function ping(): void {
    if (socket?.readyState === WebSocket.OPEN) socket.send(PING);
    // Set even when the ping could not go: a closed connection must fail the next check.
    awaitingPong = true;
  }

  function check(): void {
    if (!awaitingPong || closedByHand) return;
    if (socket) drop(socket);
    socket = null;
    connect();
  }

  connect();

  return {
    close: () => {
      closedByHand = true;
      stopTimers();
      if (socket) drop(socket);
      socket = null;
    },
  };
}
