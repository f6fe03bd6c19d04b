/**
 * Migrated and seeded databases, made once per run and settings, then copied for each suite:
 * starting PGlite from nothing and seeding it took 8–20 s per suite file, most of the server
 * suite's time (docs/testing.md). A copy is a fresh database like any other: the suite owns
 * it alone and it is thrown away after.
 *
 * - PGlite: the prepared database's data is dumped (`dumpDataDir`) to a file in this run's
 *   folder; each suite opens an in-memory PGlite from it.
 * - PostgreSQL: the prepared database is a template; each suite's database is
 *   `CREATE DATABASE … TEMPLATE` it.
 *
 * Only the settings that shape what the preparation writes name the copy (`PREPARE_SETTINGS`:
 * the seed's and the web client's registration), so a suite with the captcha on or its own
 * data folder copies the same database as the others. Until 2026-12-01 the whole config named
 * it, and a run prepared about twenty (14 s of CPU each on PGlite, 6 s on PostgreSQL).
 * The files the seed writes (the demo photos and signatures) are made in a folder of the run's
 * and linked into each suite's data folder. Suite files run side by side: one maker at a time
 * (a lock folder for PGlite, an advisory lock for PostgreSQL), the others wait for its copy.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { localFilesRoot } from '../src/modules/files/storage';
import { PREPARE_SETTINGS, prepareDatabase, type PrepareConfig } from '../src/seed/prepare';

/** The settings that shape a preparation, as a short name: equal settings, equal copies. */
function settingsKey(config: PrepareConfig): string {
  const shaping = PREPARE_SETTINGS.filter((key) => key !== 'dataDir').map((key) => [
    key,
    config[key],
  ]);
  return createHash('sha256').update(JSON.stringify(shaping)).digest('hex').slice(0, 16);
}

/** Where the preparation named `name` keeps the files its seed wrote. */
const preparedDataDir = (name: string): string => join(inject('preparedDir'), `${name}.data`);

/**
 * Makes `target` whole or not at all: `write` makes it under a name of this process's, which is
 * then renamed to `target`, or removed when writing fails (no partial file or folder is left).
 */
async function madeWhole(target: string, write: (partial: string) => unknown): Promise<void> {
  const partial = `${target}.${process.pid}`;
  try {
    await write(partial);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Gives `dataDir` the files a prepared copy refers to: hard links (files never change). */
async function shareFiles(name: string, dataDir: string): Promise<void> {
  const from = localFilesRoot(preparedDataDir(name));
  const to = localFilesRoot(dataDir);
  if (!existsSync(from)) return;
  for (const bucket of readdirSync(from)) {
    mkdirSync(join(to, bucket), { recursive: true });
    for (const file of readdirSync(join(from, bucket))) {
      const target = join(to, bucket, file);
      if (existsSync(target)) continue;
      try {
        linkSync(join(from, bucket, file), target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') continue;
        if (code !== 'EXDEV') throw error;
        await madeWhole(target, (partial) => copyFileSync(join(from, bucket, file), partial));
      }
    }
  }
}

/** Resolves once `done()` holds, checked at every change in `dir`: no polling, no pause. */
function whenChanged(dir: string, done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dir, () => {
      if (!done()) return;
      watcher.close();
      resolve();
    });
    if (!done()) return;
    watcher.close();
    resolve();
  });
}

/**
 * Makes `file` with `make` unless it exists. One maker at a time: the one that creates the lock
 * folder; the others wait until the file is there, or the lock is gone (the maker failed: the
 * next one tries).
 */
async function madeOnce(file: string, make: () => Promise<void>): Promise<void> {
  const dir = inject('preparedDir');
  mkdirSync(dir, { recursive: true });
  const lock = `${file}.lock`;
  while (!existsSync(file)) {
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await whenChanged(dir, () => existsSync(file) || !existsSync(lock));
      continue;
    }
    try {
      if (!existsSync(file)) await make();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** A PGlite database prepared with `config`: made once per run, then copied from its dump. */
export async function preparedPglite(config: PrepareConfig): Promise<Database> {
  const name = `pglite-${settingsKey(config)}`;
  const file = join(inject('preparedDir'), `${name}.tar`);
  await madeOnce(file, async () => {
    const made = await openPglite();
    try {
      await prepareDatabase(made, { ...config, dataDir: preparedDataDir(name) });
      if (made.listenSource.driver !== 'pglite') throw new Error('expected PGlite');
      const dump = await made.listenSource.client.dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await madeWhole(file, (partial) => writeFileSync(partial, bytes));
    } finally {
      await made.close();
    }
  });
  await shareFiles(name, config.dataDir);
  return openPglite(undefined, new Blob([readFileSync(file)]));
}

/**
 * Fills `dataDir` (a server's DATA_DIR) with a PGlite database prepared with `config`, for a
 * server process started on it: a copy of a data folder made once per run.
 */
export async function preparedDataFolder(config: PrepareConfig, dataDir: string): Promise<void> {
  const folder = join(inject('preparedDir'), `folder-${settingsKey(config)}`);
  await madeOnce(folder, () =>
    madeWhole(folder, async (partial) => {
      const made = await openPglite(join(partial, 'pg'));
      try {
        await prepareDatabase(made, { ...config, dataDir: partial });
      } finally {
        await made.close();
      }
    }),
  );
  cpSync(folder, dataDir, { recursive: true });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a PostgreSQL template prepared with `config`, made on first use. Suite files run
 * side by side, so the maker holds an advisory lock named for the template: a second suite
 * wanting the same one waits for it and then finds it made.
 */
export async function preparedTemplate(serverUrl: string, config: PrepareConfig): Promise<string> {
  const name = `depot_tpl_${inject('runId')}_${settingsKey(config)}`;
  const exists = (client: pg.Client) =>
    client
      .query('select 1 from pg_database where datname = $1', [name])
      .then((r) => r.rowCount === 1);
  await withClient(serverUrl, async (client) => {
    if (await exists(client)) return;
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(client)) return;
      const making = `${name}_${process.pid}`;
      await client.query(`create database ${making}`);
      try {
        const made = await openPostgres(databaseUrl(serverUrl, making));
        try {
          await prepareDatabase(made, { ...config, dataDir: preparedDataDir(name) });
        } finally {
          await made.close();
        }
      } catch (error) {
        await client.query(`drop database if exists ${making}`); // no half-made database left
        throw error;
      }
      await client.query(`alter database ${making} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  await shareFiles(name, config.dataDir);
  return name;
}
