import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for the suite (superuser URL), or null to run on PGlite only. */
    pgUrl: string | null;
    /** Names this run's prepared databases (prepared-databases.ts). */
    runId: string;
    /** Where this run keeps its prepared PGlite dumps; removed at the end. */
    preparedDir: string;
  }
}

/** What the run's server projects share: one cluster, one set of prepared databases. */
interface RunDatabases {
  runId: string;
  preparedDir: string;
  pgUrl: string | null;
  /** Projects set up and not yet torn down: the last one ends it. */
  users: number;
  end(): Promise<void>;
}

/** Where the run keeps it: both server projects' global setups run in vitest's main process. */
const RUN_DATABASES = Symbol.for('depot.test.runDatabases');
const held = globalThis as { [RUN_DATABASES]?: Promise<RunDatabases> };

/**
 * Starts a throwaway PostgreSQL cluster for the server suite (or takes TEST_DATABASE_URL),
 * so every suite runs on PGlite and on real PostgreSQL. Without PostgreSQL the suite runs on
 * PGlite only, with a warning; in CI that is a failure. The two server projects (`server`,
 * `server-platform`) share the cluster and the run's prepared databases: each set up once.
 */
export default async function setup(project: TestProject) {
  held[RUN_DATABASES] ??= startRun();
  const run = await held[RUN_DATABASES];
  run.users += 1;
  project.provide('runId', run.runId);
  project.provide('preparedDir', run.preparedDir);
  project.provide('pgUrl', run.pgUrl);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete held[RUN_DATABASES];
    await run.end();
  };
}

async function startRun(): Promise<RunDatabases> {
  const runId = randomBytes(4).toString('hex');
  const preparedDir = join(tmpdir(), `depot-test-prepared-${runId}`);
  const forgetPrepared = () => rmSync(preparedDir, { recursive: true, force: true });
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    return {
      runId,
      preparedDir,
      pgUrl: given,
      users: 0,
      async end() {
        forgetPrepared();
        await dropTemplates(given, runId);
      },
    };
  }
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (ci) throw new Error(`PostgreSQL is required in CI and could not start: ${reason}`);
    console.warn(`\n⚠ PostgreSQL could not start (${reason}): server tests run on PGlite ONLY.\n`);
  }
  return {
    runId,
    preparedDir,
    pgUrl: cluster?.url ?? null,
    users: 0,
    async end() {
      forgetPrepared();
      cluster?.stop();
    },
  };
}

/** This run's prepared templates on a server the run did not start (TEST_DATABASE_URL). */
async function dropTemplates(serverUrl: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`depot\\_tpl\\_${runId}\\_%`],
    );
    for (const { datname } of rows) await client.query(`drop database ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

interface Cluster {
  url: string;
  stop(): void;
}

function findBinDir(): string {
  const inPath = spawnSync('pg_ctl', ['--version'], { encoding: 'utf8' });
  if (inPath.status === 0) return '';
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('initdb/pg_ctl not found in PATH or /usr/lib/postgresql');
  return join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startCluster(): Promise<Cluster> {
  const binDir = findBinDir();
  const bin = (name: string) => (binDir ? join(binDir, name) : name);
  // PostgreSQL refuses to run as root: run it as the `postgres` user then.
  const asRoot = process.getuid?.() === 0;
  const run = (name: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', bin(name), ...args], { stdio: 'pipe' })
      : execFileSync(bin(name), args, { stdio: 'pipe' });

  const dir = mkdtempSync(join(tmpdir(), 'depot-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    // Durability is worthless for a cluster deleted after the run; speed is not.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(stderr || String(error));
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
