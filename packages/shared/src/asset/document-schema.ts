import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approval/constants';
import { pageQuery, queryRowId, queryText, rowId } from '../page-query';
import type { QueryParams, Serialized } from '../wire';
import { ASSET_STATUSES } from './constants';
import { ASSET_DOC_MAX_ASSETS, ASSET_DOC_STATUSES, ASSET_DOC_TYPES } from './document-constants';
import { isoDay } from './schema';
import { personSchema } from '../person';

/*
 * Wire contracts of the lifecycle documents (`/as/doc`, issue #17) and of the pickup
 * certificate (`/as/certificate`, the open `/assertQrCode` page).
 */

const assetIds = z
  .array(rowId)
  .min(1)
  .max(ASSET_DOC_MAX_ASSETS)
  .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateAssets');
const reason = z.string().trim().min(1).max(500);

/** POST /as/doc: a new document, submitted for approval at once. One shape per type. */
export const assetDocCreateBody = z.discriminatedUnion('docType', [
  z.object({
    docType: z.literal('lending'),
    assetIds,
    reason,
    borrowerId: rowId,
    dueDate: isoDay,
  }),
  z.object({
    docType: z.literal('pickup'),
    assetIds,
    reason,
    /** The user who takes the assets for good (they sign), in their department. */
    receiverId: rowId,
  }),
  z.object({
    docType: z.literal('return'),
    assetIds,
    reason,
    /** The store the assets come back to. */
    storeId: rowId,
  }),
  z.object({
    docType: z.literal('transfer'),
    assetIds,
    reason,
    /**
     * Where they go: another store, another custodian, or both (at least one); or a warehouse
     * alone (`toWarehouseId`, then neither of the others), where they stand idle.
     */
    toStoreId: rowId.nullable(),
    toCustodianId: rowId.nullable(),
    toWarehouseId: rowId.nullable().default(null),
  }),
  z.object({ docType: z.literal('writeOff'), assetIds, reason }),
  z.object({ docType: z.literal('damage'), assetIds, reason }),
  z.object({
    docType: z.literal('rollback'),
    reason,
    /** The approved document to reverse; its assets are the rollback's. */
    rollbackOfId: rowId,
  }),
]);
export type AssetDocCreateBody = z.input<typeof assetDocCreateBody>;
export type AssetDocCreate = z.infer<typeof assetDocCreateBody>;

/**
 * PUT /as/doc/:id: the applicant's document sent back to them, changed and resubmitted at once.
 * The body of applying (its type cannot change, nor a rollback's original), with the document's
 * version it was read at (a stale one is a 409) and a comment for the approvers.
 */
export const assetDocUpdateBody = z
  .object({
    version: z.number().int().min(0),
    comment: z.string().trim().max(500).default(''),
  })
  .and(assetDocCreateBody);
export type AssetDocUpdateBody = z.input<typeof assetDocUpdateBody>;
export type AssetDocUpdate = z.infer<typeof assetDocUpdateBody>;

/** One asset on a document, with what it was before the document's effect and after. */
export const assetDocItemSchema = z.object({
  assetId: z.number().int(),
  code: z.string(),
  name: z.string(),
  statusBefore: z.enum(ASSET_STATUSES).nullable(),
  statusAfter: z.enum(ASSET_STATUSES).nullable(),
  /** The asset's status now. */
  status: z.enum(ASSET_STATUSES),
});

export const assetDocSchema = z.object({
  docId: z.number().int(),
  code: z.string(),
  docType: z.enum(ASSET_DOC_TYPES),
  status: z.enum(ASSET_DOC_STATUSES),
  reason: z.string(),
  applicant: personSchema,
  borrower: personSchema.nullable(),
  dueDate: z.string().nullable(),
  receiver: personSchema.nullable(),
  store: z.object({ storeId: z.number().int(), name: z.string() }).nullable(),
  toCustodian: personSchema.nullable(),
  /** A transfer's destination warehouse (then no store and no custodian). */
  toWarehouse: z.object({ warehouseId: z.number().int(), name: z.string() }).nullable(),
  rollbackOf: z.object({ docId: z.number().int(), code: z.string() }).nullable(),
  rolledBackBy: z.object({ docId: z.number().int(), code: z.string() }).nullable(),
  requestId: z.number().int(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  items: z.array(assetDocItemSchema),
  /** Who signed and when (pick-up, lending, return); the signature is a file of theirs. */
  signedBy: personSchema.nullable(),
  signedAt: z.date().nullable(),
  signatureFileId: z.string().nullable(),
  createdAt: z.date(),
  version: z.number().int(),
});
export type AssetDocRecord = z.infer<typeof assetDocSchema>;
export type AssetDocWire = Serialized<AssetDocRecord>;

export const assetDocPageQuery = pageQuery.extend({
  docType: z.enum(ASSET_DOC_TYPES).optional(),
  status: z.enum(ASSET_DOC_STATUSES).optional(),
  /** Code or reason. */
  keyword: queryText.optional(),
  /** Documents carrying this asset. */
  assetId: queryRowId.optional(),
});
export type AssetDocPageParams = QueryParams<z.infer<typeof assetDocPageQuery>>;

/** The types whose documents name their assets (a rollback's are its original's). */
export type AssetDocAssetType = Exclude<(typeof ASSET_DOC_TYPES)[number], 'rollback'>;
const ASSET_DOC_ASSET_TYPES = ASSET_DOC_TYPES.filter(
  (type): type is AssetDocAssetType => type !== 'rollback',
) as [AssetDocAssetType, ...AssetDocAssetType[]];

/**
 * GET /as/doc/candidates: the assets the caller may put on a new document of `docType`
 * (docs/asset-documents.md, "Who may apply for what"), eligible for it. `keyword` searches
 * code and name; `code`, `qrToken` (a label's scan) or `assetId` find one exactly.
 */
export const assetDocCandidateQuery = pageQuery.extend({
  docType: z.enum(ASSET_DOC_ASSET_TYPES),
  keyword: queryText.optional(),
  code: z.string().trim().min(1).max(64).optional(),
  qrToken: z.uuid().optional(),
  assetId: queryRowId.optional(),
});
export type AssetDocCandidateQuery = z.infer<typeof assetDocCandidateQuery>;
export type AssetDocCandidateParams = QueryParams<AssetDocCandidateQuery>;

/** One asset a new document may name. */
export const assetDocCandidateSchema = z.object({
  assetId: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(ASSET_STATUSES),
  categoryName: z.string(),
  storeName: z.string().nullable(),
  custodian: personSchema.nullable(),
});
export type AssetDocCandidate = z.infer<typeof assetDocCandidateSchema>;

// ---- pickup certificate ---------------------------------------------------------------------

/** POST /as/doc/:id/certificate: a new single-use token (any earlier one stops working). */
export const certificateIssuedSchema = z.object({
  token: z.string(),
  /** The open page's path with the token: `/assertQrCode?code=…`. */
  path: z.string(),
  expiresAt: z.date(),
});
export type CertificateIssued = Serialized<z.infer<typeof certificateIssuedSchema>>;

/** GET /as/certificate/:token: only what the receiver needs. */
export const certificateViewSchema = z.object({
  docType: z.enum(ASSET_DOC_TYPES),
  code: z.string(),
  /** The receiver's name, masked (张*三). */
  receiver: z.string(),
  assets: z.array(z.object({ code: z.string(), name: z.string() })),
  expiresAt: z.date(),
});
export type CertificateView = Serialized<z.infer<typeof certificateViewSchema>>;

/** A drawn signature: a PNG as a data URL, at most ~200 KB. */
export const signaturePng = z
  .string()
  .max(280_000)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'validation.signature');

/** POST /as/certificate/:token/sign: the receiver's credentials and drawn signature. */
export const certificateSignBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** The password as the sign-in form sends it (encrypted the same way). */
  password: z.string().min(1).max(512),
  signature: signaturePng,
});
export type CertificateSignBody = z.input<typeof certificateSignBody>;
