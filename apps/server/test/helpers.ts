/**
 * Test harness: every suite runs against a real database on each engine, through the real
 * app (`app.inject`). Each `useTestApp` call gets its own fresh database (PGlite in memory, or
 * a new database on the PostgreSQL cluster of global-setup.ts), migrated and seeded (a copy of
 * one prepared once per run with the same settings: prepared-databases.ts).
 *
 *   describe.each(engines())('my area on %s', (engine) => {
 *     const t = useTestApp(engine);
 *     it('…', async () => {
 *       const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
 *       const res = await t.app.inject({ url: '/x', headers: bearer(access_token) });
 *     });
 *   });
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPassword, type TokenSet } from '@depot/shared';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { hashPassword } from '../src/core/password-hash';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { preparedPglite, preparedTemplate } from './prepared-databases';
import { appUser, role, userRole } from '../src/db/schema';

export type Engine = 'pglite' | 'pg';

export const ADMIN_PASSWORD = 'Admin@test-2026';
export const DEMO_PASSWORD = 'Depot@2026';

/** The engines this run can test: PGlite always, PostgreSQL when global setup has one. */
export function engines(): Engine[] {
  return inject('pgUrl') ? ['pglite', 'pg'] : ['pglite'];
}

/**
 * The engine a business area's own suite runs on: PostgreSQL when global setup has one, else
 * PGlite. The platform's suites (start-up, data folder, migrations, durability, the notice bus,
 * sign-in, the kit, the security walks over every route) keep `engines()`, so every route still
 * runs on both; docs/testing.md says why.
 */
export function areaEngines(): Engine[] {
  return inject('pgUrl') ? ['pg'] : ['pglite'];
}

/**
 * Settings for tests: cheap scrypt, quiet log, no captcha, no rate limits, no web client and no
 * service-level checks unless a test asks for them.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DEPOT_SCRYPT_N: '1024',
      LOG_LEVEL: 'silent',
      DEPOT_CAPTCHA: 'off',
      DEPOT_RATE_LIMIT: '0',
      DEPOT_CERTIFICATE_RATE_LIMIT: '0',
      DEPOT_DEMO_DATA: 'on',
      // Enough demo assets for every status, category and store; thousands would slow each app.
      DEPOT_DEMO_ASSETS: '60',
      DEPOT_ADMIN_PASSWORD: ADMIN_PASSWORD,
      DEPOT_DEMO_PASSWORD: DEMO_PASSWORD,
      DEPOT_WEB_DIST: join(tmpdir(), 'depot-test-no-web-client'),
      // Stored files (the demo assets' photos) never land in a developer's ./data.
      DATA_DIR: join(tmpdir(), 'depot-test-data'),
      // Service-level checks would send notices in the middle of other suites' counts.
      DEPOT_SLA_CHECK_SECONDS: '0',
    }),
    ...overrides,
  };
}

/**
 * A fresh database on `engine`, empty, or migrated and seeded with `prepared` as the server
 * would at its first start (a copy of one prepared once per run: prepared-databases.ts);
 * `close()` also removes it.
 */
export async function openTestDatabase(engine: Engine, prepared?: Config): Promise<Database> {
  if (engine === 'pglite') return prepared ? preparedPglite(prepared) : openPglite();
  const serverUrl = inject('pgUrl');
  if (!serverUrl) throw new Error('No PostgreSQL for this run');
  const template = prepared ? await preparedTemplate(serverUrl, prepared) : null;
  const name = `depot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  engine: Engine;
  database: Database;
}

/**
 * The suites assert the English wording, which reads more easily next to the code; a request
 * that names its language keeps it. The Chinese default and the choice of language are tested
 * in test/i18n.test.ts.
 */
function englishByDefault(app: App): void {
  const inject = app.inject.bind(app);
  const withLanguage = (options: InjectOptions | string) => {
    const opts = typeof options === 'string' ? { url: options } : options;
    return inject({ ...opts, headers: { 'accept-language': 'en-US', ...opts.headers } });
  };
  // Only the promise form of inject is used by the suites.
  app.inject = withLanguage as typeof app.inject;
}

/**
 * Registers beforeAll/afterAll hooks that build the app on a fresh seeded database and tear
 * both down; the returned object is filled in once beforeAll has run.
 */
export function useTestApp(
  engine: Engine,
  options: { config?: Partial<Config>; build?: Omit<BuildOptions, 'database'> } = {},
): TestApp {
  const t = { engine } as TestApp;
  beforeAll(async () => {
    t.config = testConfig(options.config);
    t.database = await openTestDatabase(engine, t.config);
    t.db = t.database.db;
    t.app = await buildApp(t.config, { ...options.build, database: t.database });
    englishByDefault(t.app);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });
  return t;
}

/**
 * Another app with other settings on the database of `base` (call after `useTestApp`, in the
 * same describe), for settings that need their own app but not their own data.
 */
export function useVariantApp(
  base: TestApp,
  options: { config?: Partial<Config>; build?: Omit<BuildOptions, 'database'> } = {},
): Pick<TestApp, 'app' | 'config' | 'db'> {
  const t = {} as Pick<TestApp, 'app' | 'config' | 'db'>;
  beforeAll(async () => {
    t.config = testConfig(options.config);
    t.db = base.db;
    t.app = await buildApp(t.config, { ...options.build, database: base.database });
    englishByDefault(t.app);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app?.close();
  });
  return t;
}

export function basicAuth(config: Pick<Config, 'clientId' | 'clientSecret'>): string {
  return `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** POST /auth/oauth/token with a password grant, as the web client sends it (query string). */
export function requestPasswordGrant(
  t: Pick<TestApp, 'app' | 'config'>,
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { authorization: basicAuth(t.config) },
    query: {
      grant_type: 'password',
      scope: 'server',
      username,
      password: encryptPassword(password, t.config.passwordKey),
      ...extra,
    },
  });
}

export function requestRefresh(t: Pick<TestApp, 'app' | 'config'>, refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    headers: { authorization: basicAuth(t.config) },
    query: { grant_type: 'refresh_token', scope: 'server', refresh_token: refreshToken },
  });
}

/** Signs in and returns the token set; fails the test when sign-in fails. */
export async function signIn(
  t: Pick<TestApp, 'app' | 'config'>,
  username: string,
  password: string,
): Promise<TokenSet> {
  const res = await requestPasswordGrant(t, username, password);
  if (res.statusCode !== 200) {
    throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  }
  return res.json<TokenSet>();
}

/**
 * The seeded demo staff signed in as after its forced first password change (the seed leaves
 * passwordUpdated 0, and until it is 1 only user info, the change and sign-out answer).
 */
export async function signInStaff(t: Pick<TestApp, 'app' | 'config' | 'db'>): Promise<TokenSet> {
  await t.db.update(appUser).set({ passwordUpdated: 1 }).where(eq(appUser.username, 'staff'));
  return signIn(t, 'staff', DEMO_PASSWORD);
}

let userCount = 0;

/** A user factory: unique username, given password (hashed at the test cost) and roles. */
export async function createUser(
  t: Pick<TestApp, 'db' | 'config'>,
  fields: {
    username?: string;
    password?: string;
    roles?: string[];
    enabled?: boolean;
    passwordUpdated?: 0 | 1;
  } = {},
): Promise<{ id: number; username: string; password: string }> {
  const username = fields.username ?? `user_${process.pid}_${++userCount}`;
  const password = fields.password ?? `Pw-${randomBytes(6).toString('hex')}`;
  const [user] = await t.db
    .insert(appUser)
    .values({
      username,
      nickname: username,
      passwordHash: await hashPassword(password, t.config.scryptN),
      enabled: fields.enabled ?? true,
      passwordUpdated: fields.passwordUpdated ?? 1,
    })
    .returning({ id: appUser.id });
  const roles = fields.roles ?? ['staff'];
  if (roles.length) {
    const roleRows = await t.db.select({ id: role.id }).from(role).where(inArray(role.code, roles));
    await t.db.insert(userRole).values(roleRows.map((r) => ({ userId: user!.id, roleId: r.id })));
  }
  return { id: user!.id, username, password };
}
