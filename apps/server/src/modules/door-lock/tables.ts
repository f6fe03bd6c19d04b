import {
  DOOR_LOCK_STATUSES,
  DOOR_OPEN_METHODS,
  DOOR_PASSWORD_STATUSES,
  type DoorKeySchedule,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, updatedAt } from '../../db/schema/columns';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';

/*
 * The door-lock area's tables (AREAS.md §3, docs/door-locks.md): drizzle-kit reads every
 * `modules/<area>/tables.ts` beside db/schema (drizzle.config.ts); other code imports them from here.
 */

/** A store's door lock. */
export const doorLock = pg.pgTable(
  'door_lock',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: needs('store_id', () => store.id),
    door: pg.varchar('door', { length: 64 }).notNull(),
    model: pg.varchar('model', { length: 64 }).notNull(),
    serialNo: pg.varchar('serial_no', { length: 64 }).notNull(),
    installedOn: pg.date('installed_on', { mode: 'string' }),
    battery: pg.smallint('battery'),
    status: pg.varchar('status', { length: 8 }).notNull().default('working'),
    keeperId: pg.integer('keeper_id').references(() => appUser.id, { onDelete: 'set null' }),
    remark: pg.varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('door_lock_store_idx').on(t.storeId, t.id),
    pg.uniqueIndex('door_lock_serial_idx').on(t.serialNo),
    pg.check('door_lock_status_check', sql`${t.status} in (${listOf(DOOR_LOCK_STATUSES)})`),
    pg.check('door_lock_battery_check', sql`${t.battery} between 0 and 100`),
  ],
);

/** An electronic key: a user may open a lock in a window (a weekly schedule narrows it). */
export const doorKey = pg.pgTable(
  'door_key',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lockId: needs('lock_id', () => doorLock.id),
    userId: needs('user_id', () => appUser.id),
    startsAt: pg.timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: pg.timestamp('ends_at', { withTimezone: true }).notNull(),
    schedule: pg.jsonb('schedule').$type<DoorKeySchedule>(),
    issuedBy: pg.integer('issued_by').references(() => appUser.id, { onDelete: 'set null' }),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
    revokedBy: pg.integer('revoked_by').references(() => appUser.id, { onDelete: 'set null' }),
    revokeReason: pg.varchar('revoke_reason', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('door_key_lock_idx').on(t.lockId, t.id),
    pg.index('door_key_user_idx').on(t.userId, t.id),
    pg.check('door_key_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A door password request, its approval's document. The code exists only once approved, and
 * only encrypted (`secret`: AES-256-GCM under DEPOT_DOORLOCK_KEY, secret-box.ts).
 */
export const doorPassword = pg.pgTable(
  'door_password',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lockId: needs('lock_id', () => doorLock.id),
    applicantId: needs('applicant_id', () => appUser.id),
    startsAt: pg.timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: pg.timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: pg.varchar('reason', { length: 200 }).notNull(),
    status: pg.varchar('status', { length: 12 }).notNull().default('pending'),
    requestId: pg.integer('request_id'),
    secret: pg.text('secret'),
    setBy: pg.integer('set_by').references(() => appUser.id, { onDelete: 'set null' }),
    setAt: pg.timestamp('set_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('door_password_lock_idx').on(t.lockId, t.id),
    pg.index('door_password_applicant_idx').on(t.applicantId, t.id),
    pg.check('door_password_status_check', sql`${t.status} in (${listOf(DOOR_PASSWORD_STATUSES)})`),
    pg.check('door_password_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Each time a password was shown to its applicant. */
export const doorPasswordReveal = pg.pgTable(
  'door_password_reveal',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    passwordId: pg
      .integer('password_id')
      .notNull()
      .references(() => doorPassword.id, { onDelete: 'cascade' }),
    userId: needs('user_id', () => appUser.id),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: pg.varchar('address', { length: 64 }),
  },
  (t) => [pg.index('door_password_reveal_password_idx').on(t.passwordId, t.id)],
);

/** A lock's open log: who or what opened it, when, how. */
export const doorOpen = pg.pgTable(
  'door_open',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    lockId: pg
      .integer('lock_id')
      .notNull()
      .references(() => doorLock.id, { onDelete: 'cascade' }),
    at: pg.timestamp('at', { withTimezone: true }).notNull(),
    method: pg.varchar('method', { length: 12 }).notNull(),
    userId: pg.integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    keyId: pg.integer('key_id').references(() => doorKey.id, { onDelete: 'set null' }),
    passwordId: pg.integer('password_id').references(() => doorPassword.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    pg.index('door_open_lock_idx').on(t.lockId, t.at.desc(), t.id.desc()),
    pg.check('door_open_method_check', sql`${t.method} in (${listOf(DOOR_OPEN_METHODS)})`),
  ],
);
