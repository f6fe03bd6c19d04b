/**
 * Data for a server process the fault suites start, stop and kill: a fresh data folder, and on
 * PostgreSQL a fresh database on the cluster of global-setup.ts. Both outlive the processes
 * (that is the point) and are removed after the suite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Engine } from '../helpers';
import type { Storage } from './server-process';

async function onCluster(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgUrl')! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Registers hooks that create the storage before the suite and remove it after. */
export function useStorage(engine: Engine): { current: Storage } {
  const holder = {} as { current: Storage };
  let database: string | null = null;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'depot-faults-'));
    if (engine === 'pglite') {
      holder.current = { dataDir };
      return;
    }
    database = `depot_faults_${randomBytes(6).toString('hex')}`;
    await onCluster(`create database ${database}`);
    const url = new URL(inject('pgUrl')!);
    url.pathname = `/${database}`;
    holder.current = { dataDir, databaseUrl: url.toString() };
  });
  afterAll(async () => {
    if (database) await onCluster(`drop database if exists ${database} with (force)`);
    if (holder.current) rmSync(holder.current.dataDir, { recursive: true, force: true });
  });
  return holder;
}
