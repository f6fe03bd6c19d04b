import { warmThenMeasure, type LoadResult } from './load';
import { nodeTs, start, waitForHttp } from './processes';
import { PORTS } from './paths';

/** autocannon against the bare route of baseline-server.ts, with the given load. */
export async function measureBaseline(
  connections: number,
  seconds: number,
  warmSeconds: number,
): Promise<LoadResult> {
  const server = start('baseline', nodeTs('bench/lib/baseline-server.ts', String(PORTS.baseline)));
  try {
    const url = `http://127.0.0.1:${PORTS.baseline}/`;
    await waitForHttp(url, server);
    return await warmThenMeasure({ url, connections, seconds }, warmSeconds);
  } finally {
    await server.stop();
  }
}
