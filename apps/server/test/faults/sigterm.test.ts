/**
 * SIGTERM in the middle of a stream of writes (what a deploy or `docker stop` does): the
 * process answers every request it had accepted, refuses new connections cleanly, closes
 * websockets as "going away", exits 0, and a restart on the same data finds every write it
 * acknowledged, and none it did not answer.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { engines } from '../helpers';
import {
  ensureStopped,
  FAULT_ADMIN_PASSWORD,
  startServer,
  waitForExit,
  type ServerProcess,
} from './server-process';
import { useStorage } from './storage';
import {
  acknowledged,
  listPostCodes,
  signIn,
  startHeldWrite,
  startWriteLoad,
  tally,
  whenAcknowledged,
} from './write-load';

/** The drain (2 s) and close, with room for a slow machine; close-with-grace gives up at 10 s. */
const EXIT_WITHIN_MS = 12_000;

function openSocket(server: ServerProcess, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/websocket/ws`, [], {
    headers: { authorization: `Bearer ${token}` },
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { opened, closed };
}

describe.each(engines())('SIGTERM under write load on %s', (engine) => {
  const storage = useStorage(engine);

  it('finishes in-flight requests, refuses the rest cleanly, exits 0 and keeps every acknowledged write', async () => {
    let server: ServerProcess | undefined;
    let restarted: ServerProcess | undefined;
    try {
      server = await startServer(storage.current);
      const target = {
        baseUrl: server.baseUrl,
        token: await signIn(server.baseUrl, 'admin', FAULT_ADMIN_PASSWORD),
      };
      const socket = openSocket(server, target.token);
      await socket.opened;

      const load = startWriteLoad(target, { concurrency: 8, maxMs: 60_000, prefix: 'term' });
      await whenAcknowledged(load, 20, 30_000);
      // Headers and half a body read by the server when the signal comes: in flight.
      const held = await startHeldWrite(target, 'term-held');
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // Finished once the server is stopping (its websocket closed), not after a guessed
      // pause: on a slow machine that pause could end before the signal was even handled.
      void socket.closed.then(() => held.release());

      const exit = await waitForExit(server, EXIT_WITHIN_MS);
      load.stop();
      const outcomes = await load.finished;
      const heldOutcome = await held.outcome;
      const summary = `${tally(outcomes)}\n${server.output()}`;

      expect(exit.code, summary).toBe(0);
      // The request in flight at the signal was finished, not cut.
      expect(heldOutcome, summary).toMatchObject({ status: 200, envelopeCode: 0 });
      // Every other request got a whole answer (saved, or "closing" 503), or a refused
      // connection once the server stopped listening: never a reset or a half answer.
      const cut = outcomes.filter((o) => o.error && o.error !== 'ECONNREFUSED');
      expect(cut, summary).toEqual([]);
      const answered = outcomes.filter((o) => o.status !== undefined);
      expect(
        answered.filter((o) => o.status !== 200 && o.status !== 503),
        summary,
      ).toEqual([]);
      // The load was really under way at the signal, and ended with refusals.
      expect(outcomes.some((o) => o.sentAt < signalledAt && o.endedAt > signalledAt)).toBe(true);
      expect(
        outcomes.some((o) => o.error === 'ECONNREFUSED'),
        summary,
      ).toBe(true);
      expect(await socket.closed).toEqual({ code: 1001, reason: 'server restarting' });

      restarted = await startServer(storage.current);
      const token = await signIn(restarted.baseUrl, 'admin', FAULT_ADMIN_PASSWORD);
      const kept = await listPostCodes(restarted.baseUrl, token);
      const saved = [...outcomes, heldOutcome].filter(acknowledged).map((o) => o.code);
      expect(saved.filter((code) => !kept.has(code))).toEqual([]);
      // Nothing was done behind a request's back: what got no 200 left no record.
      const unsaved = outcomes.filter((o) => !acknowledged(o)).map((o) => o.code);
      expect(unsaved.filter((code) => kept.has(code))).toEqual([]);

      restarted.child.kill('SIGTERM');
      expect((await waitForExit(restarted, EXIT_WITHIN_MS)).code).toBe(0);
    } finally {
      await ensureStopped(server);
      await ensureStopped(restarted);
    }
  }, 240_000);
});
