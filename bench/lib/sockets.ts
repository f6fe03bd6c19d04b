import WebSocket from 'ws';
import { percentile } from './load';

export interface Opened {
  sockets: WebSocket[];
  /** Handshakes that failed (refused, reset, timed out). */
  failed: number;
  /** The first few failure reasons, for the report. */
  reasons: string[];
}

/** Where a socket connects, and the handshake's headers (Depot's: the bearer token). */
export type SocketTarget = string | { url: string; headers: Record<string, string> };

/**
 * Opens `count` websockets, `concurrency` handshakes at a time (a burst of 10,000 would
 * overflow the listen backlog, which measures the kernel, not the server). `setup` runs on
 * each open socket (the identification message).
 */
export async function openSockets(
  count: number,
  target: (i: number) => SocketTarget,
  setup: (ws: WebSocket, i: number) => void,
  concurrency = 100,
): Promise<Opened> {
  const sockets: WebSocket[] = new Array<WebSocket>(count);
  let failed = 0;
  const reasons: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await new Promise<void>((resolve) => {
        const to = target(i);
        const ws = new WebSocket(typeof to === 'string' ? to : to.url, {
          handshakeTimeout: 30_000,
          perMessageDeflate: false,
          ...(typeof to === 'string' ? {} : { headers: to.headers }),
        });
        ws.once('open', () => {
          sockets[i] = ws;
          setup(ws, i);
          resolve();
        });
        ws.once('error', (err) => {
          failed++;
          if (reasons.length < 5) reasons.push(err.message);
          resolve();
        });
        ws.once('unexpected-response', (_req, res) => {
          failed++;
          if (reasons.length < 5) reasons.push(`HTTP ${res.statusCode}`);
          ws.terminate();
          resolve();
        });
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sockets: sockets.filter((s) => s !== undefined), failed, reasons };
}

/** Sends the text `ping` on every socket; resolves with how many answered `pong` in time. */
export async function pingAll(sockets: readonly WebSocket[], timeoutMs = 30_000): Promise<number> {
  let answered = 0;
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState !== WebSocket.OPEN) return resolve();
          const timer = setTimeout(done, timeoutMs);
          function onMessage(data: WebSocket.RawData) {
            if (data.toString() === 'pong') {
              answered++;
              done();
            }
          }
          function done() {
            clearTimeout(timer);
            ws.off('message', onMessage);
            resolve();
          }
          ws.on('message', onMessage);
          ws.send('ping');
        }),
    ),
  );
  return answered;
}

export interface Delivery {
  /** Milliseconds from the send to each socket's receipt, sorted. */
  times: number[];
  missing: number;
}

/**
 * Waits for a message containing `marker` on each of `sockets`, timing each from `sentAt`
 * (performance.now() when the send started); gives up after `timeoutMs`.
 */
export function awaitDelivery(
  sockets: readonly WebSocket[],
  marker: string,
  sentAt: () => number,
  timeoutMs = 30_000,
): Promise<Delivery> {
  return new Promise((resolve) => {
    const times: number[] = [];
    const pending = new Set(sockets);
    const listeners = new Map<WebSocket, (data: WebSocket.RawData) => void>();
    const finish = () => {
      clearTimeout(timer);
      for (const [ws, fn] of listeners) ws.off('message', fn);
      times.sort((a, b) => a - b);
      resolve({ times, missing: pending.size });
    };
    const timer = setTimeout(finish, timeoutMs);
    for (const ws of sockets) {
      const fn = (data: WebSocket.RawData) => {
        if (!pending.has(ws) || !data.toString().includes(marker)) return;
        times.push(performance.now() - sentAt());
        pending.delete(ws);
        if (!pending.size) finish();
      };
      listeners.set(ws, fn);
      ws.on('message', fn);
    }
  });
}

export function summarise(times: readonly number[]) {
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? NaN };
}

/** Closes every socket and waits (briefly) for the closes to finish. */
export async function closeAll(sockets: readonly WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            ws.terminate();
            resolve();
          }, 5000);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          ws.close();
        }),
    ),
  );
}
