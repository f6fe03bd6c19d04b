import { z } from 'zod';
import { queryRowId, rowId } from '../page-query';
import { personSchema } from '../person';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { PROJECT_REQUEST_MAX_FILES, PROJECT_REQUEST_STATUSES, PROJECT_STATUSES } from './constants';
import { projectPart } from './project-part';

/*
 * A project's drawings (图纸) and design changes (设计变更), AREAS.md §6 (`/item/item-drawing`,
 * `/item/item-drawing-design`, `/item/item-drawing-design-change`, `/item/item-drawing-completion`;
 * docs/projects.md "Drawings"). A drawing keeps every version it was given: a new version is a new
 * row, the earlier ones stay readable. A design change goes through approval (document type
 * `designChange`); approved, its cost impact counts in the completion statement as an approved
 * cost visa's amount does.
 */

/**
 * What a drawing is: a construction drawing (施工图), a design drawing (设计图, whose approved
 * version is marked), an as-built drawing (竣工图, uploaded at completion).
 */
export const DRAWING_KINDS = ['construction', 'design', 'asBuilt'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/**
 * What a drawing's version may be: a PDF or a picture, each shown by the browser itself (a PDF
 * in its own viewer, a picture as an image). A CAD drawing is exported to PDF before upload.
 */
export const DRAWING_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
export type DrawingFileType = (typeof DRAWING_FILE_TYPES)[number];

/** `BG` (变更) + yyyyMMdd + a 6-digit daily sequence: a design change. */
export const DESIGN_CHANGE_CODE_PREFIX = 'BG';
/** The most drawings a design change names. */
export const DESIGN_CHANGE_MAX_DRAWINGS = 50;

/** GET /item/drawing/preview?versionId=: a version's file, inline, for the browser to show. */
export const drawingPreviewPath = (versionId: number): string =>
  `/item/drawing/preview?versionId=${versionId}`;

// ---- drawings -------------------------------------------------------------------------------

/** GET /item/drawing/list: a project's drawings, of one kind and stage when asked. */
export const drawingListQuery = z.object({
  projectId: queryRowId,
  kind: z.enum(DRAWING_KINDS).optional(),
  stageId: queryRowId.optional(),
});
export type DrawingListQuery = z.infer<typeof drawingListQuery>;
export type DrawingListParams = QueryParams<DrawingListQuery>;

/** POST /item/drawing/add: a new drawing with its first version (an upload the caller may read). */
export const drawingCreateBody = z.object({
  projectId: rowId,
  stageId: rowId.nullable().default(null),
  kind: z.enum(DRAWING_KINDS),
  title: requiredText(100),
  /** The sheet number (图号), when it has one. */
  sheetNo: optionalText(40).default(null),
  fileId: z.string().max(64),
  note: optionalText(500).default(null),
});
export type DrawingCreate = z.infer<typeof drawingCreateBody>;
export type DrawingCreateInput = z.input<typeof drawingCreateBody>;

/** POST /item/drawing/version: the next version of a drawing. */
export const drawingVersionBody = z.object({
  drawingId: rowId,
  fileId: z.string().max(64),
  note: optionalText(500).default(null),
});
export type DrawingVersionCreate = z.infer<typeof drawingVersionBody>;
export type DrawingVersionInput = z.input<typeof drawingVersionBody>;

/** POST /item/drawing/approve: marks a version of a design drawing as the approved design. */
export const drawingApproveBody = z.object({ drawingId: rowId, versionId: rowId });
export type DrawingApprove = z.infer<typeof drawingApproveBody>;

export const drawingVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  fileId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  /** Where the browser shows it (GET /item/drawing/preview). */
  previewUrl: z.string(),
  note: z.string().nullable(),
  uploadedBy: personSchema,
  createdAt: z.date(),
});
export type DrawingVersionRecord = z.infer<typeof drawingVersionSchema>;
export type DrawingVersion = Serialized<DrawingVersionRecord>;

export const drawingSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  stageId: z.number().int().nullable(),
  stageName: z.string().nullable(),
  kind: z.enum(DRAWING_KINDS),
  title: z.string(),
  sheetNo: z.string().nullable(),
  /** A design drawing's approved version (null: none marked yet, or not a design drawing). */
  approvedVersionId: z.number().int().nullable(),
  approvedBy: personSchema.nullable(),
  approvedAt: z.date().nullable(),
  createdBy: personSchema,
  createdAt: z.date(),
  /** Newest first; the first is the latest. */
  versions: z.array(drawingVersionSchema),
});
export type DrawingRecord = z.infer<typeof drawingSchema>;
export type Drawing = Serialized<DrawingRecord>;

export const drawingListSchema = z.object({
  projectStatus: z.enum(PROJECT_STATUSES),
  drawings: z.array(drawingSchema),
  /** May add drawings and versions now (open project, `project_drawing`). */
  canUpload: z.boolean(),
  /** May mark a design version approved now (open project, `project_design_approve`). */
  canApproveDesign: z.boolean(),
});
export type DrawingListRecord = z.infer<typeof drawingListSchema>;
export type DrawingList = Serialized<DrawingListRecord>;

// ---- design changes -------------------------------------------------------------------------

/** A design change's cost impact: signed (a saving is negative), zero when it costs nothing. */
export const designChangeCost = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'validation.price');

/** POST /item/design-change/add: a design change of an open project, into approval at once. */
export const designChangeBody = z.object({
  projectId: rowId,
  stageId: rowId.nullable().default(null),
  title: requiredText(100),
  reason: requiredText(1000),
  costImpact: designChangeCost,
  /** The project's drawings it changes. */
  drawingIds: z
    .array(rowId)
    .max(DESIGN_CHANGE_MAX_DRAWINGS)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds')
    .default([]),
  /** The changed drawings and evidence: uploads the caller may read. */
  fileIds: z
    .array(z.string().max(64))
    .max(PROJECT_REQUEST_MAX_FILES)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds')
    .default([]),
});
export type DesignChangeCreate = z.infer<typeof designChangeBody>;
export type DesignChangeInput = z.input<typeof designChangeBody>;

export const designChangeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ...projectPart,
  title: z.string(),
  reason: z.string(),
  costImpact: z.string(),
  status: z.enum(PROJECT_REQUEST_STATUSES),
  applicant: personSchema,
  /** Its approval request (the approvers' notice opens it). */
  requestId: z.number().int().nullable(),
  /** Counted in the completion statement (approved only). */
  counted: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type DesignChangeRecord = z.infer<typeof designChangeSchema>;
export type DesignChange = Serialized<DesignChangeRecord>;

export const designChangeDetailSchema = designChangeSchema.extend({
  drawings: z.array(
    z.object({ id: z.number().int(), title: z.string(), kind: z.enum(DRAWING_KINDS) }),
  ),
  files: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});
export type DesignChangeDetailRecord = z.infer<typeof designChangeDetailSchema>;
export type DesignChangeDetail = Serialized<DesignChangeDetailRecord>;

/** GET /item/design-change/list?projectId=: a project's design changes, newest first. */
export const designChangeListSchema = z.object({
  projectStatus: z.enum(PROJECT_STATUSES),
  changes: z.array(designChangeSchema),
  /** The approved ones' cost impact (what the statement counts). */
  approvedTotal: z.string(),
  /** May add one now (open project, `project_design_change`). */
  canAdd: z.boolean(),
});
export type DesignChangeListRecord = z.infer<typeof designChangeListSchema>;
export type DesignChangeList = Serialized<DesignChangeListRecord>;
