import {
  DOOR_LOCK_STATUSES,
  DOOR_OPEN_METHODS,
  DOOR_PASSWORD_STATUSES,
  type DoorKeySchedule,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, updatedAt } from '../../db/schema/columns';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';

/*
 * The door-lock area's tables (AREAS.md §3, docs/door-locks.md): drizzle-kit reads every
 * `modules/<area>/tables.ts` beside db/schema (drizzle.config.ts); other code imports them from here.
 */

/** A store's door lock. */
export const doorLock = pgTable(
  'door_lock',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: needs('store_id', () => store.id),
    door: varchar('door', { length: 64 }).notNull(),
    model: varchar('model', { length: 64 }).notNull(),
    serialNo: varchar('serial_no', { length: 64 }).notNull(),
    installedOn: date('installed_on', { mode: 'string' }),
    battery: smallint('battery'),
    status: varchar('status', { length: 8 }).notNull().default('working'),
    keeperId: integer('keeper_id').references(() => appUser.id, { onDelete: 'set null' }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('door_lock_store_idx').on(t.storeId, t.id),
    uniqueIndex('door_lock_serial_idx').on(t.serialNo),
    check('door_lock_status_check', sql`${t.status} in (${listOf(DOOR_LOCK_STATUSES)})`),
    check('door_lock_battery_check', sql`${t.battery} between 0 and 100`),
  ],
);

/** An electronic key: a user may open a lock in a window (a weekly schedule narrows it). */
export const doorKey = pgTable(
  'door_key',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lockId: needs('lock_id', () => doorLock.id),
    userId: needs('user_id', () => appUser.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    schedule: jsonb('schedule').$type<DoorKeySchedule>(),
    issuedBy: integer('issued_by').references(() => appUser.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => appUser.id, { onDelete: 'set null' }),
    revokeReason: varchar('revoke_reason', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('door_key_lock_idx').on(t.lockId, t.id),
    index('door_key_user_idx').on(t.userId, t.id),
    check('door_key_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A door password request, its approval's document. The code exists only once approved, and
 * only encrypted (`secret`: AES-256-GCM under DEPOT_DOORLOCK_KEY, secret-box.ts).
 */
export const doorPassword = pgTable(
  'door_password',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lockId: needs('lock_id', () => doorLock.id),
    applicantId: needs('applicant_id', () => appUser.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    requestId: integer('request_id'),
    secret: text('secret'),
    setBy: integer('set_by').references(() => appUser.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('door_password_lock_idx').on(t.lockId, t.id),
    index('door_password_applicant_idx').on(t.applicantId, t.id),
    check('door_password_status_check', sql`${t.status} in (${listOf(DOOR_PASSWORD_STATUSES)})`),
    check('door_password_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Each time a password was shown to its applicant. */
export const doorPasswordReveal = pgTable(
  'door_password_reveal',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    passwordId: integer('password_id')
      .notNull()
      .references(() => doorPassword.id, { onDelete: 'cascade' }),
    userId: needs('user_id', () => appUser.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: varchar('address', { length: 64 }),
  },
  (t) => [index('door_password_reveal_password_idx').on(t.passwordId, t.id)],
);

/** A lock's open log: who or what opened it, when, how. */
export const doorOpen = pgTable(
  'door_open',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    lockId: integer('lock_id')
      .notNull()
      .references(() => doorLock.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    method: varchar('method', { length: 12 }).notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    keyId: integer('key_id').references(() => doorKey.id, { onDelete: 'set null' }),
    passwordId: integer('password_id').references(() => doorPassword.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('door_open_lock_idx').on(t.lockId, t.at.desc(), t.id.desc()),
    check('door_open_method_check', sql`${t.method} in (${listOf(DOOR_OPEN_METHODS)})`),
  ],
);
