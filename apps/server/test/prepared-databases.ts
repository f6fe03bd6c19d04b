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
 * The settings that shape the seed (the test config) name the copy, so a suite with its own
 * settings gets a database prepared with them. Suite files run side by side: a PGlite copy is
 * published atomically (a rename), so two makers would only waste work, and a PostgreSQL
 * template is made under an advisory lock, so only once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { prepareDatabase } from '../src/seed/prepare';

/** The settings as a short name: equal settings, equal copies. */
function settingsKey(config: Config): string {
  return createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);
}

/** A PGlite database prepared with `config`: made once per run, then copied from its dump. */
export async function preparedPglite(config: Config): Promise<Database> {
  const file = join(inject('preparedDir'), `pglite-${settingsKey(config)}.tar`);
  if (!existsSync(file)) {
    const made = await openPglite();
    try {
      await prepareDatabase(made, config);
      if (made.listenSource.driver !== 'pglite') throw new Error('expected PGlite');
      const dump = await made.listenSource.client.dumpDataDir('none');
      mkdirSync(inject('preparedDir'), { recursive: true });
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await made.close();
    }
  }
  return openPglite(undefined, new Blob([readFileSync(file)]));
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
export async function preparedTemplate(serverUrl: string, config: Config): Promise<string> {
  const name = `depot_tpl_${inject('runId')}_${settingsKey(config)}`;
  const exists = (client: pg.Client) =>
    client
      .query('select 1 from pg_database where datname = $1', [name])
      .then((r) => r.rowCount === 1);
  return withClient(serverUrl, async (client) => {
    if (await exists(client)) return name;
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(client)) return name;
      const making = `${name}_${process.pid}`;
      await client.query(`create database ${making}`);
      const made = await openPostgres(databaseUrl(serverUrl, making));
      try {
        await prepareDatabase(made, config);
      } finally {
        await made.close();
      }
      await client.query(`alter database ${making} rename to ${name}`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
