import { bigint, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, partOf, timestamptz, updatedAt } from './columns';
import { appUser } from './users';

export const oauthClient = pgTable('oauth_client', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clientId: varchar('client_id', { length: 64 }).notNull().unique(),
  /** SHA-256 hex of the secret. */
  secretHash: varchar('secret_hash', { length: 64 }).notNull(),
  scopes: text('scopes').array().notNull(),
  grantTypes: text('grant_types').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row per issued access + refresh pair. A sign-in starts a family; each refresh rotates
 * the pair into a new row of the same family. Only SHA-256 hashes of the tokens are stored.
 */
export const oauthToken = pgTable(
  'oauth_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    familyId: uuid('family_id').notNull(),
    userId: partOf('user_id', () => appUser.id),
    clientId: varchar('client_id', { length: 64 })
      .notNull()
      .references(() => oauthClient.clientId, { onDelete: 'cascade' }),
    accessHash: varchar('access_hash', { length: 64 }).notNull().unique(),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    issuedAt: timestamptz('issued_at').notNull(),
    accessExpiresAt: timestamptz('access_expires_at').notNull(),
    /** Absolute: the family's first sign-in plus the refresh lifetime; rotation keeps it. */
    refreshExpiresAt: timestamptz('refresh_expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    rotatedAt: timestamptz('rotated_at'),
  },
  (t) => [
    index('oauth_token_family_idx').on(t.familyId),
    index('oauth_token_user_idx').on(t.userId),
    index('oauth_token_refresh_expires_idx').on(t.refreshExpiresAt),
  ],
);

/**
 * Sign-in throttling counters (modules/auth/lockout.ts): one row per key — an address trying a
 * username, a username from anywhere, an address trying any username, a user's own password
 * checks. The column kept its first name, `username`, from when a username was the only key.
 */
export const loginLockout = pgTable('login_lockout', {
  key: varchar('username', { length: 160 }).primaryKey(),
  /** Wrong passwords in the window. */
  failures: integer('failures').notNull(),
  /** Attempts counted but not yet checked (in flight): each may still turn out wrong. */
  pending: integer('pending').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
});

/** One-use sign-in captchas; only a hash of the answer is kept. */
export const captcha = pgTable(
  'captcha',
  {
    randomStr: varchar('random_str', { length: 64 }).primaryKey(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('captcha_expires_idx').on(t.expiresAt)],
);
