import * as pg from 'drizzle-orm/pg-core';
import { createdAt, partOf, timestamptz, updatedAt } from './columns';
import { appUser } from './users';

export const oauthClient = pg.pgTable('oauth_client', {
  id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clientId: pg.varchar('client_id', { length: 64 }).notNull().unique(),
  /** SHA-256 hex of the secret. */
  secretHash: pg.varchar('secret_hash', { length: 64 }).notNull(),
  scopes: pg.text('scopes').array().notNull(),
  grantTypes: pg.text('grant_types').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row per issued access + refresh pair. A sign-in starts a family; each refresh rotates
 * the pair into a new row of the same family. Only SHA-256 hashes of the tokens are stored.
 */
export const oauthToken = pg.pgTable(
  'oauth_token',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    familyId: pg.uuid('family_id').notNull(),
    userId: partOf('user_id', () => appUser.id),
    clientId: pg
      .varchar('client_id', { length: 64 })
      .notNull()
      .references(() => oauthClient.clientId, { onDelete: 'cascade' }),
    accessHash: pg.varchar('access_hash', { length: 64 }).notNull().unique(),
    refreshHash: pg.varchar('refresh_hash', { length: 64 }).notNull().unique(),
    ip: pg.varchar('ip', { length: 64 }),
    userAgent: pg.varchar('user_agent', { length: 512 }),
    issuedAt: timestamptz('issued_at').notNull(),
    accessExpiresAt: timestamptz('access_expires_at').notNull(),
    /** Absolute: the family's first sign-in plus the refresh lifetime; rotation keeps it. */
    refreshExpiresAt: timestamptz('refresh_expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    rotatedAt: timestamptz('rotated_at'),
  },
  (t) => [
    pg.index('oauth_token_family_idx').on(t.familyId),
    pg.index('oauth_token_user_idx').on(t.userId),
    pg.index('oauth_token_refresh_expires_idx').on(t.refreshExpiresAt),
  ],
);

/**
 * Sign-in throttling counters (modules/auth/lockout.ts): one row per key — an address trying a
 * username, a username from anywhere, an address trying any username, a user's own password
 * checks. The column kept its first name, `username`, from when a username was the only key.
 */
export const loginLockout = pg.pgTable('login_lockout', {
  key: pg.varchar('username', { length: 160 }).primaryKey(),
  /** Wrong passwords in the window. */
  failures: pg.integer('failures').notNull(),
  /** Attempts counted but not yet checked (in flight): each may still turn out wrong. */
  pending: pg.integer('pending').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
});

/** One-use sign-in captchas; only a hash of the answer is kept. */
export const captcha = pg.pgTable(
  'captcha',
  {
    randomStr: pg.varchar('random_str', { length: 64 }).primaryKey(),
    codeHash: pg.varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [pg.index('captcha_expires_idx').on(t.expiresAt)],
);
