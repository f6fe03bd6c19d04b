import closeWithGrace from 'close-with-grace';
import type { App } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataFolderError } from './db/data-folder';
import type { SeedResult } from './seed/seed';

function exit(message: string, error?: unknown): never {
  console.error(message, ...(error === undefined ? [] : [error]));
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  exit(error instanceof Error ? error.message : String(error));
}

let database: Database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataFolderError) exit(error.message);
  exit('Depot could not open its database:', error);
}

let app: App;
let seed: SeedResult;
let drain: (maxMs: number) => Promise<void>;
try {
  // The app is loaded once its settings and data folder are known to be good: a start refused
  // for a bad setting or a folder it cannot use (or one in use) ends in a second, without
  // loading every module first (3.5 s of CPU).
  const [{ buildApp }, { prepareDatabase }, { prepareDrain }] = await Promise.all([
    import('./app'),
    import('./seed/prepare'),
    import('./shutdown'),
  ]);
  seed = await prepareDatabase(database, config);
  app = await buildApp(config, { database, pretty: process.stdout.isTTY });
  drain = prepareDrain(app);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close();
  exit(`Depot could not start on ${config.host}:${config.port}:`, error);
}

// SIGTERM/SIGINT: stop accepting connections, answer the requests already sent (asking their
// clients to leave) and close websockets as "going away" for up to DRAIN_MS, then let in-flight
// requests finish and close the database. A second signal, or 10 s in all, ends the process.
const DRAIN_MS = 2_000;
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info(`${signal} received, closing`);
  await drain(DRAIN_MS);
  await app.close();
  await database.close();
});

console.info(`Depot is running at http://${config.host}:${config.port} — sign in as admin`);
if (seed.generatedAdminPassword) {
  // Shown this once only: the database keeps nothing but its hash.
  console.info(`  admin password (generated, shown once): ${seed.generatedAdminPassword}`);
}
if (config.demoData) console.info(`  demo user: staff / ${config.demoPassword}`);
