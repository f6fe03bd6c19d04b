import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import {
  DOOR_KEY_STATES,
  DOOR_LOCK_STATUSES,
  DOOR_OPEN_METHODS,
  DOOR_PASSWORD_STATES,
} from './constants';

/*
 * Wire contracts of `/doorlock` (AREAS.md §3, issue #20): the server validates with them, the
 * web forms and types come from them. Instants travel as ISO 8601 with an offset, days as
 * `YYYY-MM-DD`, a schedule's times of day as `HH:mm` in the stores' local time.
 */

const isoInstant = z.iso.datetime({ offset: true });
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeOfDay');

// ---- locks --------------------------------------------------------------------------------

export const doorLockSchema = z.object({
  lockId: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  storeCode: z.string(),
  door: z.string(),
  model: z.string(),
  serialNo: z.string(),
  installedOn: z.string().nullable(),
  battery: z.number().int().nullable(),
  status: z.enum(DOOR_LOCK_STATUSES),
  keeperId: z.number().int().nullable(),
  keeperName: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type DoorLockRecord = z.infer<typeof doorLockSchema>;

const lockShape = {
  storeId: rowId,
  door: requiredText(64),
  model: requiredText(64),
  serialNo: requiredText(64),
  installedOn: isoDay.nullable(),
  battery: z.number().int().min(0).max(100).nullable(),
  status: z.enum(DOOR_LOCK_STATUSES),
  keeperId: rowId.nullable(),
  remark: optionalText(500),
};

export const doorLockCreateBody = z.object({
  ...lockShape,
  installedOn: lockShape.installedOn.default(null),
  battery: lockShape.battery.default(null),
  status: lockShape.status.default('working'),
  keeperId: lockShape.keeperId.default(null),
  remark: lockShape.remark.default(null),
});
export type DoorLockCreate = z.infer<typeof doorLockCreateBody>;

export const doorLockUpdateBody = z.object(lockShape).partial().extend({ lockId: rowId });
export type DoorLockUpdate = z.infer<typeof doorLockUpdateBody>;

export const doorLockPageQuery = pageQuery.extend({
  storeId: queryRowId.optional(),
  status: z.enum(DOOR_LOCK_STATUSES).optional(),
  /** Part of the store's name, the door, the model or the serial number. */
  q: queryText.optional(),
  sort: sortParam(['door', 'battery', 'installedOn', 'status', 'createdAt']),
});
export type DoorLockPageQuery = z.infer<typeof doorLockPageQuery>;

// ---- electronic keys ----------------------------------------------------------------------

/** A weekly schedule: the days (1 Monday … 7 Sunday) and the time of day it opens on them. */
export const doorKeyScheduleSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'validation.scheduleDays'),
    from: timeOfDay,
    to: timeOfDay,
  })
  .refine((s) => s.from < s.to, { message: 'validation.scheduleTimes', path: ['to'] });
export type DoorKeySchedule = z.infer<typeof doorKeyScheduleSchema>;

export const doorKeySchema = z.object({
  keyId: z.number().int(),
  lockId: z.number().int(),
  door: z.string(),
  storeName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  schedule: doorKeyScheduleSchema.nullable(),
  state: z.enum(DOOR_KEY_STATES),
  issuedByName: z.string().nullable(),
  revokedAt: z.date().nullable(),
  revokedByName: z.string().nullable(),
  revokeReason: z.string().nullable(),
  createdAt: z.date(),
});
export type DoorKeyRecord = z.infer<typeof doorKeySchema>;

export const doorKeyIssueBody = z
  .object({
    lockId: rowId,
    userId: rowId,
    startsAt: isoInstant,
    endsAt: isoInstant,
    schedule: doorKeyScheduleSchema.nullable().default(null),
  })
  .refine((b) => Date.parse(b.startsAt) < Date.parse(b.endsAt), {
    message: 'validation.window',
    path: ['endsAt'],
  });
export type DoorKeyIssue = z.infer<typeof doorKeyIssueBody>;

export const doorKeyRevokeBody = z.object({ reason: requiredText(200) });

export const doorKeyPageQuery = pageQuery.extend({
  lockId: queryRowId.optional(),
  userId: queryRowId.optional(),
  state: z.enum(DOOR_KEY_STATES).optional(),
});
export type DoorKeyPageQuery = z.infer<typeof doorKeyPageQuery>;

// ---- door passwords -----------------------------------------------------------------------

export const doorPasswordSchema = z.object({
  passwordId: z.number().int(),
  lockId: z.number().int(),
  door: z.string(),
  storeName: z.string(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  reason: z.string(),
  state: z.enum(DOOR_PASSWORD_STATES),
  requestId: z.number().int().nullable(),
  setByName: z.string().nullable(),
  setAt: z.date().nullable(),
  reveals: z.number().int(),
  createdAt: z.date(),
});
export type DoorPasswordRecord = z.infer<typeof doorPasswordSchema>;

export const doorPasswordApplyBody = z
  .object({
    lockId: rowId,
    startsAt: isoInstant,
    endsAt: isoInstant,
    reason: requiredText(200),
  })
  .refine((b) => Date.parse(b.startsAt) < Date.parse(b.endsAt), {
    message: 'validation.window',
    path: ['endsAt'],
  });
export type DoorPasswordApply = z.infer<typeof doorPasswordApplyBody>;

export const doorPasswordPageQuery = pageQuery.extend({
  lockId: queryRowId.optional(),
  /** Only the caller's own requests. */
  mine: z.enum(['true', 'false', '1', '0']).optional(),
});
export type DoorPasswordPageQuery = z.infer<typeof doorPasswordPageQuery>;

/** A reveal's answer: the code, shown to its applicant once per call (each call logged). */
export const doorPasswordRevealSchema = z.object({
  password: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  state: z.enum(DOOR_PASSWORD_STATES),
});

export const doorPasswordRevealLogSchema = z.object({
  revealId: z.number().int(),
  passwordId: z.number().int(),
  userName: z.string(),
  at: z.date(),
  address: z.string().nullable(),
});
export type DoorPasswordRevealLogRecord = z.infer<typeof doorPasswordRevealLogSchema>;

// ---- open log -----------------------------------------------------------------------------

export const doorOpenSchema = z.object({
  openId: z.number().int(),
  lockId: z.number().int(),
  at: z.date(),
  method: z.enum(DOOR_OPEN_METHODS),
  userName: z.string().nullable(),
  keyId: z.number().int().nullable(),
  passwordId: z.number().int().nullable(),
});
export type DoorOpenRecord = z.infer<typeof doorOpenSchema>;

/** A lock's battery reading (from its audit trail). */
export const doorBatterySchema = z.object({
  at: z.date(),
  battery: z.number().int().nullable(),
  byName: z.string().nullable(),
});
export type DoorBatteryRecord = z.infer<typeof doorBatterySchema>;

// ---- as the web reads and sends them -----------------------------------------------------

export type DoorLock = Serialized<DoorLockRecord>;
export type DoorLockInput = z.input<typeof doorLockCreateBody>;
export type DoorLockChange = z.input<typeof doorLockUpdateBody>;
export type DoorLockPageParams = Partial<QueryParams<DoorLockPageQuery>>;
export type DoorKey = Serialized<DoorKeyRecord>;
export type DoorKeyInput = z.input<typeof doorKeyIssueBody>;
export type DoorKeyPageParams = Partial<QueryParams<DoorKeyPageQuery>>;
export type DoorPassword = Serialized<DoorPasswordRecord>;
export type DoorPasswordInput = z.input<typeof doorPasswordApplyBody>;
export type DoorPasswordPageParams = Partial<QueryParams<DoorPasswordPageQuery>>;
export type DoorPasswordReveal = Serialized<z.infer<typeof doorPasswordRevealSchema>>;
export type DoorPasswordRevealLog = Serialized<DoorPasswordRevealLogRecord>;
export type DoorOpen = Serialized<DoorOpenRecord>;
export type DoorBattery = Serialized<DoorBatteryRecord>;
