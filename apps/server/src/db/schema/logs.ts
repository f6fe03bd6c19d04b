import { bigint, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { appUser } from './users';

/** Every sign-in and refresh attempt, successful or not. */
export const loginLog = pgTable(
  'login_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** As typed, also for unknown users. */
    username: varchar('username', { length: 64 }),
    grantType: varchar('grant_type', { length: 32 }).notNull(),
    /** `success` or the error id (BAD_CREDENTIALS, LOCKED, BAD_CAPTCHA, …). */
    result: varchar('result', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_log_created_idx').on(t.createdAt),
    index('login_log_username_idx').on(t.username),
  ],
);

/** Who changed what, with the record before and after (DESIGN §4). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** Kept so the row still says who acted after the user is deleted. */
    actorName: varchar('actor_name', { length: 64 }),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
