import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataFolder, prepareDataFolder } from './data-folder';
import { DurableNodeFS, durableStartParams } from './pglite-durable';

/**
 * The one database type the code sees, whichever driver is underneath (DESIGN §1). It carries
 * no schema: the code builds its queries from the tables it imports (db/schema, an area's
 * modules/<area>/tables.ts), never through drizzle's relational `db.query`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Driver = 'pglite' | 'pg';

/** Where core/bus LISTENs: PGlite's own in-process client, or its own connection to `url`. */
export type ListenSource = { driver: 'pglite'; client: PGlite } | { driver: 'pg'; url: string };

/** What start-up work gets: a connection that alone holds the start-up lock. */
export interface StartupSession {
  db: Db;
  migrate(): Promise<void>;
}

export interface Database {
  db: Db;
  driver: Driver;
  listenSource: ListenSource;
  /**
   * Runs `fn` (migrations, seed) so that server processes starting together on one
   * PostgreSQL take turns instead of racing to migrate and seed.
   */
  withStartupLock<T>(fn: (session: StartupSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number works; it only has to be the same in every Depot process. */
const STARTUP_LOCK_KEY = 4_240_731;

/**
 * The embedded database: PGlite on `dataDir`, or in memory when none is given; an in-memory database may start from
 * `from`, a dump of another one's data (PGlite's `dumpDataDir`: the test suites copy one
 * migrated and seeded database this way instead of preparing each anew).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  // Before anything else: a folder Depot can write, and this process its only user.
  if (dataDir) prepareDataFolder(dataDir);
  const lock = dataDir ? lockDataFolder(dataDir) : null;
  // A data folder keeps every acknowledged commit through a crash or power cut (see
  // pglite-durable.ts); memory has nothing to keep.
  let client: PGlite;
  try {
    client = dataDir
      ? await PGlite.create({
          fs: new DurableNodeFS(dataDir),
          startParams: [...durableStartParams],
        })
      : await PGlite.create(from ? { loadDataDir: from } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client });
  return {
    db,
    driver: 'pglite',
    listenSource: { driver: 'pglite', client },
    // One process owns a PGlite folder (its lock), so there is no one to take turns with.
    withStartupLock: (fn) => fn({ db, migrate: () => migratePglite(db, { migrationsFolder }) }),
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
  const db = drizzlePg({ client: pool });
  await db.execute(sql`select 1`);
  return {
    db,
    driver: 'pg',
    listenSource: { driver: 'pg', url },
    async withStartupLock(fn) {
      // Advisory locks belong to a session: lock, work and unlock on one connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const locked = drizzlePg({ client });
        return await fn({ db: locked, migrate: () => migratePg(locked, { migrationsFolder }) });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  prepareDataFolder(config.dataDir);
  return openPglite(join(config.dataDir, 'pg'));
}
