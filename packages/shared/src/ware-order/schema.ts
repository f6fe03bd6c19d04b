import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approval/constants';
import {
  approvalPersonSchema,
  approvalRouteStepSchema,
  approvalTrailSchema,
} from '../approval/schema';
import { ASSET_STATUSES } from '../asset/constants';
import { ASSET_DOC_TYPES } from '../asset/document-constants';
import { signaturePng } from '../asset/document-schema';
import { isoDay } from '../asset/schema';
import { pageQuery, queryRowId, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import {
  WARE_ORDER_KINDS,
  WARE_ORDER_MAX_ASSETS,
  WARE_ORDER_MAX_PHOTOS,
  WARE_ORDER_STATUSES,
  WARE_ORDER_TYPES,
  WARE_ORDER_URGENCIES,
  type WareOrderAction,
} from './constants';
import { personSchema } from '../person';

/*
 * Wire contracts of `/ware/order` (work orders) and `/ware/special-order` (special work orders):
 * the server validates with them, the web forms and types come from them. Days travel as
 * `YYYY-MM-DD`, times as ISO 8601.
 */

export const wareOrderSchema = z.object({
  orderId: z.number().int(),
  type: z.enum(WARE_ORDER_TYPES),
  code: z.string(),
  kind: z.enum(WARE_ORDER_KINDS),
  status: z.enum(WARE_ORDER_STATUSES),
  /** A special order's; null for a work order. */
  urgency: z.enum(WARE_ORDER_URGENCIES).nullable(),
  /** Why a special order is needed (required for one); null for a work order. */
  reason: z.string().nullable(),
  storeId: z.number().int(),
  storeName: z.string(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  plannedDate: z.string().nullable(),
  remark: z.string().nullable(),
  /** The asset document it was made from (pick-up, transfer, return), if any. */
  sourceDoc: z
    .object({ docId: z.number().int(), code: z.string(), docType: z.enum(ASSET_DOC_TYPES) })
    .nullable(),
  worker: personSchema.nullable(),
  /** Null once that user is deleted. */
  createdBy: personSchema.nullable(),
  assetCount: z.number().int(),
  photoCount: z.number().int(),
  receiverName: z.string().nullable(),
  signed: z.boolean(),
  cancelReason: z.string().nullable(),
  /** A special order's approval request. */
  requestId: z.number().int().nullable(),
  createdAt: z.date(),
  assignedAt: z.date().nullable(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
  cancelledAt: z.date().nullable(),
  version: z.number().int(),
});
export type WareOrderRecord = z.infer<typeof wareOrderSchema>;

export const wareOrderAssetSchema = z.object({
  assetId: z.number().int(),
  code: z.string(),
  name: z.string(),
  model: z.string().nullable(),
  status: z.enum(ASSET_STATUSES),
});

/** A timeline entry: who moved the order from what to what, when, and why. Never changed. */
export const wareOrderEventSchema = z.object({
  eventId: z.number().int(),
  /** 'create', 'edit', 'photos', an action, or an approval outcome ('approved', 'rejected', …). */
  action: z.string(),
  fromStatus: z.enum(WARE_ORDER_STATUSES).nullable(),
  toStatus: z.enum(WARE_ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  user: personSchema.nullable(),
  at: z.date(),
});

/** A special order's approval as its page shows it: the request, its route and trail. */
export const wareOrderApprovalSchema = z.object({
  requestId: z.number().int(),
  code: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  applicant: approvalPersonSchema,
  route: z.array(approvalRouteStepSchema),
  trail: z.array(approvalTrailSchema),
});

export const wareOrderDetailSchema = wareOrderSchema.extend({
  assets: z.array(wareOrderAssetSchema),
  photos: z.array(z.string()),
  timeline: z.array(wareOrderEventSchema),
  approval: wareOrderApprovalSchema.nullable(),
});
export type WareOrderDetailRecord = z.infer<typeof wareOrderDetailSchema>;

/** A user who may work on orders (holds the type's `act` key). */
export const wareOrderWorkerSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
});

// ---- writes ---------------------------------------------------------------------------------

const assetIds = z.array(rowId).max(WARE_ORDER_MAX_ASSETS);
const orderFields = {
  kind: z.enum(WARE_ORDER_KINDS),
  storeId: rowId,
  /** The store's address when left empty. */
  address: optionalText(255).default(null),
  contactName: optionalText(64).default(null),
  contactPhone: optionalText(32).default(null),
  plannedDate: isoDay.nullable().default(null),
  remark: optionalText(1000).default(null),
  assetIds: assetIds.default([]),
};

/** POST /ware/order: by hand, or from an approved pick-up, transfer or return (`sourceDocId`). */
export const workOrderCreateBody = z.object({
  ...orderFields,
  sourceDocId: rowId.nullable().default(null),
});
export type WorkOrderCreate = z.infer<typeof workOrderCreateBody>;

/** POST /ware/special-order: submitted for approval at once. */
export const specialOrderCreateBody = z.object({
  ...orderFields,
  urgency: z.enum(WARE_ORDER_URGENCIES).default('high'),
  reason: requiredText(500),
});
export type SpecialOrderCreate = z.infer<typeof specialOrderCreateBody>;

/** PUT /ware/<type>/:id: what may change until the work starts (its version). */
export const wareOrderEditBody = z.object({
  version: z.number().int().min(0),
  kind: z.enum(WARE_ORDER_KINDS).optional(),
  address: optionalText(255).optional(),
  contactName: optionalText(64).optional(),
  contactPhone: optionalText(32).optional(),
  plannedDate: isoDay.nullable().optional(),
  remark: optionalText(1000).optional(),
});
export type WareOrderEdit = z.infer<typeof wareOrderEditBody>;

/**
 * PUT /ware/special-order/:id/resubmit: the applicant's special order sent back to them, changed
 * and resubmitted at once (its version). The store stays the order's; everything the approvers
 * judge (kind, assets, urgency, reason) and the rest of its fields are given whole.
 */
export const specialOrderResubmitBody = z.object({
  version: z.number().int().min(0),
  kind: z.enum(WARE_ORDER_KINDS),
  address: optionalText(255).default(null),
  contactName: optionalText(64).default(null),
  contactPhone: optionalText(32).default(null),
  plannedDate: isoDay.nullable().default(null),
  remark: optionalText(1000).default(null),
  assetIds: assetIds.default([]),
  urgency: z.enum(WARE_ORDER_URGENCIES),
  reason: requiredText(500),
  /** For the approvers, in the request's trail beside what changed. */
  comment: z.string().trim().max(500).default(''),
});
export type SpecialOrderResubmit = z.infer<typeof specialOrderResubmitBody>;

const versioned = z.object({ version: z.number().int().min(0) });
const reason = requiredText(500);

export const wareOrderActionBodies = {
  assign: versioned.extend({ workerId: rowId }),
  start: versioned,
  /** The receiver's name and drawn signature, taken on the worker's phone. */
  finish: versioned.extend({
    receiverName: requiredText(64),
    signature: signaturePng,
    remark: optionalText(1000).default(null),
  }),
  cancel: versioned.extend({ reason }),
} satisfies Record<WareOrderAction, z.ZodType>;
export type WareOrderActionBody<A extends WareOrderAction> = z.input<
  (typeof wareOrderActionBodies)[A]
>;

/** PUT /ware/<type>/:id/photos: the whole list of photo ids (files uploaded through /admin/files). */
export const wareOrderPhotosBody = versioned.extend({
  photos: z.array(z.uuid()).max(WARE_ORDER_MAX_PHOTOS),
});
export type WareOrderPhotos = z.input<typeof wareOrderPhotosBody>;

// ---- lists ----------------------------------------------------------------------------------

export const WARE_ORDER_SORT_FIELDS = [
  'code',
  'createdAt',
  'plannedDate',
  'status',
  'finishedAt',
] as const;

/** Filters of the list and the export. */
export const wareOrderFilters = z.object({
  status: z
    .union([z.enum(WARE_ORDER_STATUSES), z.array(z.enum(WARE_ORDER_STATUSES)).max(9)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  kind: z.enum(WARE_ORDER_KINDS).optional(),
  urgency: z.enum(WARE_ORDER_URGENCIES).optional(),
  storeId: queryRowId.optional(),
  workerId: queryRowId.optional(),
  /** Made on or after / on or before these days (UTC). */
  createdFrom: isoDay.optional(),
  createdTo: isoDay.optional(),
  /** Part of the code. */
  code: z.string().trim().max(32).optional(),
  sort: sortParam(WARE_ORDER_SORT_FIELDS),
});
export type WareOrderFilters = z.infer<typeof wareOrderFilters>;

export const wareOrderPageQuery = pageQuery.extend(wareOrderFilters.shape);
export type WareOrderPageQuery = z.infer<typeof wareOrderPageQuery>;

/** GET /ware/order/draft?docId=: a new work order as an approved asset document suggests it. */
export const wareOrderDraftQuery = z.object({ docId: queryRowId });
export const wareOrderDraftSchema = z.object({
  sourceDocId: z.number().int(),
  sourceCode: z.string(),
  kind: z.enum(WARE_ORDER_KINDS),
  storeId: z.number().int(),
  address: z.string().nullable(),
  assets: z.array(wareOrderAssetSchema),
});

// ---- as the web reads and sends them --------------------------------------------------------

export type WareOrder = Serialized<WareOrderRecord>;
export type WareOrderDetail = Serialized<WareOrderDetailRecord>;
export type WareOrderAsset = z.infer<typeof wareOrderAssetSchema>;
export type WareOrderEvent = Serialized<z.infer<typeof wareOrderEventSchema>>;
export type WareOrderWorker = z.infer<typeof wareOrderWorkerSchema>;
export type WareOrderDraft = z.infer<typeof wareOrderDraftSchema>;
export type WorkOrderInput = z.input<typeof workOrderCreateBody>;
export type SpecialOrderInput = z.input<typeof specialOrderCreateBody>;
export type WareOrderChange = z.input<typeof wareOrderEditBody>;
export type SpecialOrderResubmitInput = z.input<typeof specialOrderResubmitBody>;
export type WareOrderPageParams = Partial<QueryParams<WareOrderPageQuery>>;
