import type { Config } from '../config';
import type { Database } from '../db/client';
import { seedDatabase, type SeedResult } from './seed';
import { syncWebClient } from './web-client';

/** Start-up work on the database: migrations, first-start seed, the web client's registration. */
export function prepareDatabase(database: Database, config: Config): Promise<SeedResult> {
  return database.withStartupLock(async ({ db, migrate }) => {
    await migrate();
    const result = await seedDatabase(db, config);
    await syncWebClient(db, config);
    return result;
  });
}
