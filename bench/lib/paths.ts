import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root, whatever the working directory. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Cached data folders, the PostgreSQL cluster and server logs (git-ignored). */
export const TMP = join(ROOT, 'bench/tmp');
/** Markdown results, committed. */
export const RESULTS = join(ROOT, 'bench/results');

/**
 * Ports of the bench (18600–18699), one per role so that sections never collide and a
 * leftover process from a crashed run is easy to find.
 */
export const PORTS = {
  baseline: 18600,
  httpPglite: 18601,
  httpPg: 18602,
  signin: 18603,
  websocket: 18604,
  wsBaseline: 18605,
  assets: 18606,
  labels: 18607,
  approvalEffect: 18608,
  approvalTodo: 18609,
  postgres: 18610,
  approvalFanOut: 18611,
  approvalWsBaseline: 18612,
  stocktake: 18613,
  export: 18614,
  ledger: 18615,
} as const;
