import type { Config } from '../config';
import type { Database } from '../db/client';
import { SEED_SETTINGS, seedDatabase, type SeedResult } from './seed';
import { syncWebClient } from './web-client';

/** The settings that shape what `prepareDatabase` writes: the seed's and the web client's. */
export const PREPARE_SETTINGS = [...SEED_SETTINGS, 'clientId', 'clientSecret'] as const;

export type PrepareConfig = Pick<Config, (typeof PREPARE_SETTINGS)[number]>;

/** Start-up work on the database: migrations, first-start seed, the web client's registration. */
export function prepareDatabase(database: Database, config: PrepareConfig): Promise<SeedResult> {
  return database.withStartupLock(async ({ db, migrate }) => {
    await migrate();
    const result = await seedDatabase(db, config);
    await syncWebClient(db, config);
    return result;
  });
}
