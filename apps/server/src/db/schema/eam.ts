import { REPAIR_STATUSES, SUBORDER_STATUSES } from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, partOf, timestamptz, updatedAt } from './columns';
import { versionedColumns } from './versioned-columns';
import { equipment } from '../../modules/equipment/tables';
import { store } from './org';
import { createdBy } from './user-columns';
import { appUser } from './users';

/** Repair types (plumbing, electrical, …) with their service-level targets (issue #7). */
export const repairType = pg.pgTable('repair_type', {
  id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: pg.varchar('code', { length: 32 }).notNull().unique(),
  name: pg.varchar('name', { length: 64 }).notNull(),
  /** Submit → dispatch, at most; null: no target. */
  responseMinutes: pg.integer('response_minutes'),
  /** Working time (submit → completion minus pauses), at most; null: no target. */
  resolutionMinutes: pg.integer('resolution_minutes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A repair order (SPEC §1): a store's request for a repair, its life cycle (shared
 * `repairTransition`), its clock (`pause_duration` holds the seconds of ended pauses; an open
 * pause runs from `paused_since`) and its service-level notices. `version` grows with every
 * write: a writer names the version it saw and loses with a 409 if it changed.
 */
export const repairOrder = pg.pgTable(
  'repair_order',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** RO + yyyyMMdd (UTC submit date) + 6-digit daily sequence. */
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    externalCode: pg.varchar('external_code', { length: 64 }),
    externalSource: pg.varchar('external_source', { length: 32 }),
    storeId: needs('store_id', () => store.id),
    typeId: needs('type_id', () => repairType.id),
    status: pg.varchar('status', { length: 16 }).notNull().default('submitted'),
    evaluated: pg.boolean('evaluated').notNull().default(false),
    pauseCount: pg.integer('pause_count').notNull().default(0),
    /** Seconds of the pauses that have ended. */
    pauseDuration: pg.integer('pause_duration').notNull().default(0),
    pausedSince: timestamptz('paused_since'),
    appointmentTime: timestamptz('appointment_time'),
    submitTime: timestamptz('submit_time').notNull().defaultNow(),
    /** First dispatch (the response); a re-assignment keeps it. */
    dispatchTime: timestamptz('dispatch_time'),
    startTime: timestamptz('start_time'),
    completionTime: timestamptz('completion_time'),
    cancelTime: timestamptz('cancel_time'),
    address: pg.varchar('address', { length: 255 }),
    remark: pg.varchar('remark', { length: 1000 }),
    /** The store device it repairs ("report a fault" on `/as/equipment/antenna`), if any. */
    equipmentId: pg
      .integer('equipment_id')
      .references(() => equipment.id, { onDelete: 'restrict' }),
    assigneeId: pg.integer('assignee_id').references(() => appUser.id, { onDelete: 'set null' }),
    dispatcherId: pg
      .integer('dispatcher_id')
      .references(() => appUser.id, { onDelete: 'set null' }),
    cancelReason: pg.varchar('cancel_reason', { length: 500 }),
    rating: pg.smallint('rating'),
    evaluationComment: pg.varchar('evaluation_comment', { length: 1000 }),
    evaluatedAt: timestamptz('evaluated_at'),
    /** Set once the dispatchers were told of the breach: one notice per order and kind. */
    responseBreachNotifiedAt: timestamptz('response_breach_notified_at'),
    resolutionBreachNotifiedAt: timestamptz('resolution_breach_notified_at'),
    createdBy: createdBy(),
    ...versionedColumns(),
  },
  (t) => [
    // The list's default order and its filters with that order (100,000+ orders).
    pg.index('repair_order_submit_idx').on(t.submitTime.desc(), t.id.desc()),
    pg.index('repair_order_status_submit_idx').on(t.status, t.submitTime.desc(), t.id.desc()),
    pg.index('repair_order_store_submit_idx').on(t.storeId, t.submitTime.desc(), t.id.desc()),
    pg.index('repair_order_type_submit_idx').on(t.typeId, t.submitTime.desc(), t.id.desc()),
    pg.index('repair_order_appointment_idx').on(t.appointmentTime, t.id),
    pg.index('repair_order_completion_idx').on(t.completionTime, t.id),
    pg.index('repair_order_external_code_idx').on(t.externalCode),
    pg.index('repair_order_assignee_idx').on(t.assigneeId),
    pg.index('repair_order_equipment_idx').on(t.equipmentId),
    // External codes are unique per source; no source is a source of its own ('').
    pg
      .uniqueIndex('repair_order_external_unique')
      .on(sql`coalesce(${t.externalSource}, '')`, t.externalCode)
      .where(sql`${t.externalCode} is not null`),
    pg.check('repair_order_status_check', sql`${t.status} in (${listOf(REPAIR_STATUSES)})`),
    pg.check('repair_order_rating_check', sql`${t.rating} between 1 and 5`),
    pg.check('repair_order_pause_check', sql`${t.pauseCount} >= 0 and ${t.pauseDuration} >= 0`),
  ],
);

/** Each pause of an order: open (no `ended_at`) while the order is paused. */
export const repairPause = pg.pgTable(
  'repair_pause',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: partOf('order_id', () => repairOrder.id),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    reason: pg.varchar('reason', { length: 500 }).notNull(),
    pausedBy: pg.integer('paused_by').references(() => appUser.id, { onDelete: 'set null' }),
    resumedBy: pg.integer('resumed_by').references(() => appUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    pg.index('repair_pause_order_idx').on(t.orderId, t.startedAt),
    pg
      .uniqueIndex('repair_pause_open_unique')
      .on(t.orderId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** Part of an order for one trade or technician, with its own costs and photos. */
export const repairSubOrder = pg.pgTable(
  'repair_suborder',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: partOf('order_id', () => repairOrder.id),
    trade: pg.varchar('trade', { length: 64 }).notNull(),
    assigneeId: pg.integer('assignee_id').references(() => appUser.id, { onDelete: 'set null' }),
    status: pg.varchar('status', { length: 16 }).notNull().default('pending'),
    labourCost: pg.numeric('labour_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    materialCost: pg.numeric('material_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    remark: pg.varchar('remark', { length: 1000 }),
    /** Ids of `file` rows (the file store); arrays cannot carry foreign keys. */
    beforePhotos: pg
      .uuid('before_photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    afterPhotos: pg
      .uuid('after_photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: createdBy(),
    ...versionedColumns(),
  },
  (t) => [
    pg.index('repair_suborder_order_idx').on(t.orderId),
    pg.check('repair_suborder_status_check', sql`${t.status} in (${listOf(SUBORDER_STATUSES)})`),
  ],
);

/** Every change of an order and its sub-orders: who, when, from → to, why. */
export const repairTimeline = pg.pgTable(
  'repair_timeline',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: partOf('order_id', () => repairOrder.id),
    subOrderId: pg.integer('sub_order_id').references(() => repairSubOrder.id, {
      onDelete: 'set null',
    }),
    action: pg.varchar('action', { length: 32 }).notNull(),
    fromStatus: pg.varchar('from_status', { length: 16 }),
    toStatus: pg.varchar('to_status', { length: 16 }),
    reason: pg.varchar('reason', { length: 1000 }),
    userId: pg.integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** The name at the time, kept when the user is gone. */
    username: pg.varchar('username', { length: 64 }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    pg.index('repair_timeline_order_idx').on(t.orderId, t.at, t.id),
    pg.index('repair_timeline_suborder_idx').on(t.subOrderId),
  ],
);

/** The last sequence number handed out per day (the stores'), for order codes. */
export const repairCodeCounter = pg.pgTable('repair_code_counter', {
  day: pg.date('day', { mode: 'string' }).primaryKey(),
  lastValue: pg.integer('last_value').notNull(),
});
