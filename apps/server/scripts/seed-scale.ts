/**
 * `npm run seed:scale -- --users N --notices N --orders N --assets N`: fills the database the server
 * would open (DATA_DIR/pg, or DATABASE_URL) with realistic data, fast, on top of what is
 * there. Migrations and the first-start seed run first, as at a server start.
 */
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/core/password-hash';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/seed/prepare';
import { parseScaleArgs, USAGE } from './seed-scale/args';
import { seedScale } from './seed-scale/index';
import { progressBar } from './seed-scale/progress';

let args: ReturnType<typeof parseScaleArgs>;
try {
  args = parseScaleArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.info(USAGE);
  process.exit(0);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const started = Date.now();
const database = await openDatabase(config);
try {
  const seed = await prepareDatabase(database, config);
  if (seed.generatedAdminPassword) {
    console.info(`admin password (generated, shown once): ${seed.generatedAdminPassword}`);
  }
  await seedScale(database.db, args, {
    passwordHash: await hashPassword(config.demoPassword, config.scryptN),
    progress: progressBar(),
  });
} finally {
  await database.close();
}
const where = config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pg`;
console.info(
  `seed:scale added ${args.users} users, ${args.notices} notices, ${args.orders} orders, ` +
    `${args.assets} assets, ${args.movements} movements ` +
    `to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
