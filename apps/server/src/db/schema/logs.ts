import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { appUser } from './users';

/** Every sign-in and refresh attempt, successful or not. */
export const loginLog = pg.pgTable(
  'login_log',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: pg.integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** As typed, also for unknown users. */
    username: pg.varchar('username', { length: 64 }),
    grantType: pg.varchar('grant_type', { length: 32 }).notNull(),
    /** `success` or the error id (BAD_CREDENTIALS, LOCKED, BAD_CAPTCHA, …). */
    result: pg.varchar('result', { length: 32 }).notNull(),
    ip: pg.varchar('ip', { length: 64 }),
    userAgent: pg.varchar('user_agent', { length: 512 }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('login_log_created_idx').on(t.createdAt),
    pg.index('login_log_username_idx').on(t.username),
  ],
);

/** Who changed what, with the record before and after (DESIGN §4). */
export const auditLog = pg.pgTable(
  'audit_log',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: pg.integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** Kept so the row still says who acted after the user is deleted. */
    actorName: pg.varchar('actor_name', { length: 64 }),
    action: pg.varchar('action', { length: 32 }).notNull(),
    entity: pg.varchar('entity', { length: 64 }).notNull(),
    entityId: pg.varchar('entity_id', { length: 64 }).notNull(),
    before: pg.jsonb('before'),
    after: pg.jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('audit_log_entity_idx').on(t.entity, t.entityId),
    pg.index('audit_log_created_idx').on(t.createdAt),
  ],
);
