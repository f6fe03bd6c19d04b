import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root, whatever the working directory. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Cached data folders, the PostgreSQL cluster and server logs (git-ignored). */
export const TMP = join(ROOT, 'bench/tmp');
/** Markdown results of a full run, committed. */
export const RESULTS = join(ROOT, 'bench/results');

/**
 * Where a run writes its pages: bench/results for a full run; bench/tmp/results-quick for a
 * `--quick` one (fewer rows, shorter runs), so trying things out never overwrites the
 * committed results of a full run.
 */
export const resultsDir = (quick = process.argv.slice(2).includes('--quick')): string =>
  quick ? join(TMP, 'results-quick') : RESULTS;

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
  purchase: 18616,
} as const;
