import { Server as NetServer } from 'node:net';
import type { App } from './app';

/** Websocket close code for a server going away (RFC 6455 §7.4.1): clients reconnect. */
const GOING_AWAY = 1001;
/** No request for this long: the connections left are idle ones, safe to close. */
const QUIET_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openConnections(app: App): Promise<number> {
  return new Promise((resolve) =>
    app.server.getConnections((err, count) => resolve(err ? 0 : count)),
  );
}

/**
 * Prepares the first step of a graceful stop; call before `listen`. Returns `drain(maxMs)`,
 * to await before `app.close()`:
 *
 * - it stops accepting connections, so a client trying to connect is refused at once (and a
 *   load balancer moves on);
 * - requests on connections already open are still answered, each with `Connection: close`,
 *   so that every client leaves after its answer instead of sending more;
 * - websockets are closed with 1001 (going away), which clients take as "reconnect";
 * - it returns once every connection has gone, or no request has been under way for QUIET_MS
 *   and every websocket has closed, or after `maxMs`.
 *
 * `app.close()` alone closes idle kept-alive connections at once, and a request already on
 * its way on one of them (sent, not yet read) is then cut with a reset: the client cannot
 * tell whether its write happened. After the drain only connections left quiet remain.
 */
export function prepareDrain(app: App): (maxMs: number) => Promise<void> {
  let draining = false;
  let inFlight = 0;
  let lastActivity = 0;
  // Before Fastify's own listener, so the header is there whatever the route does.
  app.server.prependListener('request', (_request, response) => {
    inFlight++;
    lastActivity = Date.now();
    response.once('close', () => {
      inFlight--;
      lastActivity = Date.now();
    });
    if (draining) response.setHeader('connection', 'close');
  });

  return async (maxMs) => {
    if (draining) return;
    draining = true;
    const deadline = Date.now() + maxMs;
    // net.Server's close only stops listening; http.Server's would also drop idle kept-alive
    // connections at once. Fastify's close later finds it closed, as it expects.
    NetServer.prototype.close.call(app.server);
    const sockets = app.websocketServer?.clients ?? new Set();
    for (const socket of sockets) socket.close(GOING_AWAY, 'server restarting');
    const quiet = () =>
      inFlight === 0 && Date.now() - lastActivity >= QUIET_MS && sockets.size === 0;
    while (Date.now() < deadline && !quiet() && (await openConnections(app)) > 0) {
      await sleep(20);
    }
    // A peer that never answered the close handshake must not hold the stop up.
    for (const socket of sockets) socket.terminate();
  };
}
