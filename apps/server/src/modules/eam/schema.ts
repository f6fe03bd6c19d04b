import {
  REPAIR_SORT_FIELDS,
  repairStatusSchema,
  subOrderStatusSchema,
  type RepairAssignee,
  type RepairOrder,
  type RepairOrderDetail,
  type RepairStats,
  type RepairSubOrder,
  type RepairSubOrderDetail,
  type RepairTimelineEntry,
  type RepairType,
} from '@depot/shared';
import { z } from 'zod';
import { pageQuery, queryBoolean, queryText, sortParam } from '../../core/pagination';

const INT_MAX = 2_147_483_647;
const id = z.coerce.number().int().positive().max(INT_MAX);
const isoTime = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

/** Filters of the list and the export (docs/repair-orders.md). */
export const repairFilters = z.object({
  status: z
    .union([repairStatusSchema, z.array(repairStatusSchema).max(6)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  storeId: id.optional(),
  typeId: id.optional(),
  evaluated: queryBoolean.optional(),
  submitFrom: isoTime.optional(),
  submitTo: isoTime.optional(),
  appointmentFrom: isoTime.optional(),
  appointmentTo: isoTime.optional(),
  completionFrom: isoTime.optional(),
  completionTo: isoTime.optional(),
  keyword: queryText.optional(),
  breached: queryBoolean.optional(),
  sort: sortParam(REPAIR_SORT_FIELDS),
});
export type RepairFilters = z.infer<typeof repairFilters>;

export const repairPageQuery = pageQuery.extend(repairFilters.shape);
export type RepairPageQuery = z.infer<typeof repairPageQuery>;

export const orderParams = z.object({ orderId: id });
export const subOrderParams = z.object({ subOrderId: id });
export const photoParams = z.object({ subOrderId: id, fileId: z.string().max(64) });
export const versionQuery = z.object({
  version: z.coerce.number({ error: 'eam.validation.version' }).int().min(0).max(INT_MAX),
});
export const importQuery = z.object({ dryRun: queryBoolean.default(true) });

// Answers: the shared wire types, checked both ways by `satisfies`.

const time = z.string();

export const repairTypeSchema = z.object({
  typeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  responseMinutes: z.number().int().nullable(),
  resolutionMinutes: z.number().int().nullable(),
}) satisfies z.ZodType<RepairType>;

export const repairOrderSchema = z.object({
  orderId: z.number().int(),
  code: z.string(),
  externalCode: z.string().nullable(),
  externalSource: z.string().nullable(),
  storeId: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  status: repairStatusSchema,
  evaluated: z.boolean(),
  pauseCount: z.number().int(),
  pauseDuration: z.number().int(),
  endedPauseDuration: z.number().int(),
  pausedSince: time.nullable(),
  appointmentTime: time.nullable(),
  submitTime: time,
  dispatchTime: time.nullable(),
  startTime: time.nullable(),
  completionTime: time.nullable(),
  cancelTime: time.nullable(),
  orderDuration: z.number().int(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  typeId: z.number().int(),
  typeCode: z.string(),
  typeName: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  dispatcherId: z.number().int().nullable(),
  dispatcherName: z.string().nullable(),
  cancelReason: z.string().nullable(),
  rating: z.number().int().nullable(),
  evaluationComment: z.string().nullable(),
  responseBreached: z.boolean(),
  resolutionBreached: z.boolean(),
  version: z.number().int(),
  createdAt: time,
  updatedAt: time,
}) satisfies z.ZodType<RepairOrder>;

export const timelineEntrySchema = z.object({
  id: z.number().int(),
  subOrderId: z.number().int().nullable(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  at: time,
}) satisfies z.ZodType<RepairTimelineEntry>;

export const subOrderSchema = z.object({
  subOrderId: z.number().int(),
  orderId: z.number().int(),
  orderCode: z.string(),
  trade: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  status: subOrderStatusSchema,
  labourCost: z.string(),
  materialCost: z.string(),
  remark: z.string().nullable(),
  beforePhotos: z.array(z.string()),
  afterPhotos: z.array(z.string()),
  version: z.number().int(),
  createdAt: time,
  updatedAt: time,
}) satisfies z.ZodType<RepairSubOrder>;

export const orderDetailSchema = repairOrderSchema.extend({
  subOrders: z.array(subOrderSchema),
  timeline: z.array(timelineEntrySchema),
}) satisfies z.ZodType<RepairOrderDetail>;

export const subOrderDetailSchema = subOrderSchema.extend({
  order: repairOrderSchema,
  timeline: z.array(timelineEntrySchema),
}) satisfies z.ZodType<RepairSubOrderDetail>;

const count = z.number().int();
export const statsSchema = z.object({
  openByStatus: z.object({
    submitted: count,
    dispatched: count,
    in_progress: count,
    paused: count,
  }),
  averageDurationThisMonth: z.number().nullable(),
  slaBreachRate: z.number().nullable(),
  daily: z.array(z.object({ date: z.string(), submitted: count, completed: count })),
}) satisfies z.ZodType<RepairStats>;

export const assigneeSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
}) satisfies z.ZodType<RepairAssignee>;

export { importResultSchema } from '../../core/excel/xlsx-import';
