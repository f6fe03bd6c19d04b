import closeWithGrace from 'close-with-grace';
import { buildApp, type App } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import type { SeedResult } from './db/seed/seed';

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
  exit('Depot could not open its database:', error);
}

let app: App;
let seed: SeedResult;
try {
  seed = await prepareDatabase(database, config);
  app = await buildApp(config, { database, pretty: process.stdout.isTTY });
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close();
  exit(`Depot could not start on ${config.host}:${config.port}:`, error);
}

// SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then close the
// database. A second signal, or 10 s without finishing, ends the process at once.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
});

console.info(`Depot is running at http://${config.host}:${config.port} — sign in as admin`);
if (seed.generatedAdminPassword) {
  // Shown this once only: the database keeps nothing but its hash.
  console.info(`  admin password (generated, shown once): ${seed.generatedAdminPassword}`);
}
if (config.demoData) console.info(`  demo user: staff / ${config.demoPassword}`);
