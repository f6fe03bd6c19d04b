import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PORTS, TMP } from './paths';

export interface Cluster {
  /** Superuser URL of database `name`. */
  url(name: string): string;
  /** Creates database `name` unless it exists; true when it was created now. */
  ensureDatabase(name: string): Promise<boolean>;
  stop(): void;
}

/** initdb and pg_ctl: in PATH, or the newest /usr/lib/postgresql/<version>/bin. */
function binDir(): string | null {
  if (spawnSync('pg_ctl', ['--version']).status === 0) return '';
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : null;
}

export function postgresAvailable(): boolean {
  return binDir() !== null;
}

/**
 * The bench's own PostgreSQL cluster in bench/tmp/pg, kept between runs so its seeded
 * database is reused, started for the run and stopped after it. Run as the `postgres` user
 * when the bench runs as root (PostgreSQL refuses root). Settings are PostgreSQL's defaults
 * (durable commits) except memory sized for a million-row table.
 */
export async function startCluster(): Promise<Cluster> {
  const dir = binDir();
  if (dir === null) throw new Error('PostgreSQL (initdb, pg_ctl) is not installed');
  const bin = (name: string) => (dir ? join(dir, name) : name);
  const asRoot = process.getuid?.() === 0;
  const run = (name: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', bin(name), ...args], { stdio: 'pipe' })
      : execFileSync(bin(name), args, { stdio: 'pipe' });

  const home = join(TMP, 'pg');
  const data = join(home, 'data');
  mkdirSync(home, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(home, uid, gid);
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
  }
  // Another checkout's cluster may hold the bench's port: DEPOT_BENCH_PG_PORT picks another.
  const port = Number(process.env.DEPOT_BENCH_PG_PORT || PORTS.postgres);
  const options = [
    `-p ${port}`,
    `-k ${home}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=512MB',
    '-c effective_cache_size=2GB',
    '-c work_mem=16MB',
    '-c maintenance_work_mem=256MB',
  ].join(' ');
  // A cluster left running (a run stopped half-way, or started by hand) is used as it is and
  // left running.
  let running = false;
  try {
    run('pg_ctl', ['-D', data, 'status']);
    running = true;
  } catch {
    running = false;
  }
  try {
    if (!running)
      run('pg_ctl', ['-D', data, '-l', join(home, 'log'), '-o', options, '-w', 'start']);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`PostgreSQL did not start: ${stderr || String(error)}`);
  }
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url,
    async ensureDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return false;
        await client.query(`create database ${name}`);
        return true;
      } finally {
        await client.end();
      }
    },
    stop() {
      if (!running) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}
