/**
 * The process killed outright (SIGKILL: the OOM killer, a crash, a pulled plug of the
 * container) in the middle of a stream of writes: a restart on the same data folder (PGlite)
 * or database (PostgreSQL) starts cleanly and finds every write that was acknowledged.
 */
import { describe, expect, it } from 'vitest';
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
  startWriteLoad,
  tally,
  whenAcknowledged,
} from './write-load';

describe.each(engines())('SIGKILL under write load on %s', (engine) => {
  const storage = useStorage(engine);

  it('restarts cleanly on the same data and has lost no acknowledged write', async () => {
    let server: ServerProcess | undefined;
    let restarted: ServerProcess | undefined;
    try {
      server = await startServer(storage.current);
      const target = {
        baseUrl: server.baseUrl,
        token: await signIn(server.baseUrl, 'admin', FAULT_ADMIN_PASSWORD),
      };
      const load = startWriteLoad(target, { concurrency: 8, maxMs: 60_000, prefix: 'kill' });
      await whenAcknowledged(load, 20, 30_000);
      server.child.kill('SIGKILL');
      expect((await waitForExit(server, 10_000)).signal).toBe('SIGKILL');
      load.stop();
      const outcomes = await load.finished;
      const summary = tally(outcomes);
      // Writes were still being sent when the process died.
      expect(
        outcomes.some((o) => o.error),
        summary,
      ).toBe(true);

      restarted = await startServer(storage.current);
      expect(restarted.output()).not.toMatch(/error|could not/i);
      const token = await signIn(restarted.baseUrl, 'admin', FAULT_ADMIN_PASSWORD);
      const kept = await listPostCodes(restarted.baseUrl, token);
      const saved = outcomes.filter(acknowledged).map((o) => o.code);
      expect(saved.length, summary).toBeGreaterThanOrEqual(20);
      expect(
        saved.filter((code) => !kept.has(code)),
        summary,
      ).toEqual([]);

      // And it works as before: a new write is saved and listed.
      const after = startWriteLoad(
        { baseUrl: restarted.baseUrl, token },
        { concurrency: 1, maxMs: 60_000, prefix: 'after-kill' },
      );
      await whenAcknowledged(after, 1, 30_000);
      after.stop();
      const [first] = (await after.finished).filter(acknowledged);
      expect((await listPostCodes(restarted.baseUrl, token)).has(first!.code)).toBe(true);

      restarted.child.kill('SIGTERM');
      expect((await waitForExit(restarted, 12_000)).code).toBe(0);
    } finally {
      await ensureStopped(server);
      await ensureStopped(restarted);
    }
  }, 240_000);
});
