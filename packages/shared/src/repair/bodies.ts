import { z } from 'zod';
import { REPAIR_STATUSES, SUBORDER_STATUSES, type RepairAction } from './status';

/** The bodies of `/eam`'s writes (contract.ts), checked alike by the forms and the server. */
export const repairStatusSchema = z.enum(REPAIR_STATUSES);
export const subOrderStatusSchema = z.enum(SUBORDER_STATUSES);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
const isoTime = z.iso.datetime({ offset: true });
const money = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), { message: 'eam.validation.money' });

export const repairOrderCreateBody = z.object({
  storeId: z.number().int().positive(),
  typeId: z.number().int().positive(),
  externalCode: optionalText(64),
  externalSource: optionalText(32),
  appointmentTime: isoTime.nullable().optional(),
  /** Defaults to the store's address when absent or empty. */
  address: optionalText(255),
  remark: optionalText(1000),
});
export type RepairOrderCreate = z.infer<typeof repairOrderCreateBody>;

export const repairOrderEditBody = repairOrderCreateBody.partial().extend({
  orderId: z.number().int().positive(),
  version: z.number().int().min(0),
});
export type RepairOrderEdit = z.infer<typeof repairOrderEditBody>;

const versioned = z.object({ version: z.number().int().min(0) });
const reason = text(500).min(1, { message: 'eam.validation.reasonRequired' });

export const repairActionBodies = {
  dispatch: versioned.extend({ assigneeId: z.number().int().positive() }),
  start: versioned,
  pause: versioned.extend({ reason }),
  resume: versioned,
  complete: versioned,
  cancel: versioned.extend({ reason }),
  evaluate: versioned.extend({
    rating: z.number().int().min(1).max(5),
    comment: optionalText(1000),
  }),
} satisfies Record<RepairAction, z.ZodType>;

/** A file id of the file store (a UUID, as `POST /admin/files` answers it). */
const photoIds = z.array(z.uuid({ message: 'eam.validation.photoId' })).max(20);

export const subOrderCreateBody = z.object({
  orderId: z.number().int().positive(),
  trade: text(64).min(1),
  assigneeId: z.number().int().positive().nullable().optional(),
  labourCost: money.default('0'),
  materialCost: money.default('0'),
  remark: optionalText(1000),
  beforePhotos: photoIds.default([]),
  afterPhotos: photoIds.default([]),
});
export type SubOrderCreate = z.infer<typeof subOrderCreateBody>;

export const subOrderEditBody = z.object({
  subOrderId: z.number().int().positive(),
  version: z.number().int().min(0),
  trade: text(64).min(1).optional(),
  assigneeId: z.number().int().positive().nullable().optional(),
  labourCost: money.optional(),
  materialCost: money.optional(),
  remark: optionalText(1000),
  beforePhotos: photoIds.optional(),
  afterPhotos: photoIds.optional(),
});
export type SubOrderEdit = z.infer<typeof subOrderEditBody>;

export const subOrderActionBody = z.object({
  version: z.number().int().min(0),
  reason: optionalText(500),
});

export const repairTypeCreateBody = z.object({
  code: text(32).regex(/^[A-Za-z0-9_-]+$/, { message: 'eam.validation.typeCode' }),
  name: text(64).min(1),
  responseMinutes: z.number().int().min(1).max(525_600).nullable().default(null),
  resolutionMinutes: z.number().int().min(1).max(525_600).nullable().default(null),
});
export type RepairTypeCreate = z.infer<typeof repairTypeCreateBody>;

export const repairTypeEditBody = z.object({
  typeId: z.number().int().positive(),
  name: text(64).min(1).optional(),
  responseMinutes: z.number().int().min(1).max(525_600).nullable().optional(),
  resolutionMinutes: z.number().int().min(1).max(525_600).nullable().optional(),
});
export type RepairTypeEdit = z.infer<typeof repairTypeEditBody>;
