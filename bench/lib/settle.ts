import pg from 'pg';
import { cpuMs } from './processes';

/** A server using less than this much CPU in a second is idle (2% of a core). */
const IDLE_CPU_MS = 20;

export interface Settled {
  /** Seconds waited. */
  seconds: number;
  /** false: still busy when `maxSeconds` had passed. */
  settled: boolean;
}

/**
 * Waits until the server `pid` has finished the work it does at its start before any call
 * is measured: the first round of its periodic checks (repair orders past their service
 * level notify their dispatchers, reminders, expiring holds) runs as it starts, and on the
 * scale data, after hours without a server, it wrote 35,340 notices and sent them out for
 * 14 s, under the first list call measured (issue #18's ledger). Settled: `quietSeconds`
 * seconds in a row with the server under 2% of a core and no statement running in its
 * database (`databaseUrl`); at most `maxSeconds`.
 */
export async function settle(
  pid: number,
  databaseUrl: string,
  { quietSeconds = 3, maxSeconds = 120 } = {},
): Promise<Settled> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const waited = () => (performance.now() - started) / 1000;
    let quiet = 0;
    let before = await cpuMs(pid);
    while (waited() < maxSeconds) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await cpuMs(pid);
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      quiet = now - before < IDLE_CPU_MS && rows[0]!.n === 0 ? quiet + 1 : 0;
      before = now;
      if (quiet >= quietSeconds) return { seconds: waited(), settled: true };
    }
    return { seconds: waited(), settled: false };
  } finally {
    await client.end();
  }
}
