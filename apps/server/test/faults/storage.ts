/**
 * Data for a server process the fault suites start, stop and kill: a fresh data folder, and on
 * PostgreSQL a fresh database on the cluster of global-setup.ts, each holding a database
 * migrated and seeded as the server's first start leaves it: a copy of one prepared once per
 * run (prepared-databases.ts), where each suite's first start used to make it anew (6 s of CPU
 * of its 12.5). Both outlive the processes (that is the point) and are removed after the suite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import type { Engine } from '../helpers';
import { preparedDataFolder, preparedTemplate } from '../prepared-databases';
import { serverEnv, type Storage } from './server-process';

async function onCluster(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgUrl')! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The settings a server started on `storage` runs with (its port aside). */
const serverConfig = (storage: Storage): Config => loadConfig(serverEnv(storage, 1));

/** Fills the data folder `dataDir` with the database a server's first start on it makes. */
export function preparedFolder(dataDir: string): Promise<void> {
  return preparedDataFolder(serverConfig({ dataDir }), dataDir);
}

/** Registers hooks that create the storage before the suite and remove it after. */
export function useStorage(engine: Engine): { current: Storage } {
  const holder = {} as { current: Storage };
  let database: string | null = null;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'depot-faults-'));
    if (engine === 'pglite') {
      await preparedFolder(dataDir);
      holder.current = { dataDir };
      return;
    }
    const serverUrl = inject('pgUrl')!;
    const template = await preparedTemplate(serverUrl, serverConfig({ dataDir }));
    database = `depot_faults_${randomBytes(6).toString('hex')}`;
    await onCluster(`create database ${database} template ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    holder.current = { dataDir, databaseUrl: url.toString() };
  });
  afterAll(async () => {
    if (database) await onCluster(`drop database if exists ${database} with (force)`);
    if (holder.current) rmSync(holder.current.dataDir, { recursive: true, force: true });
  });
  return holder;
}
