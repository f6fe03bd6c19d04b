import { z } from 'zod';
import { pageQuery, queryText, rowId } from '../../core/pagination';

export const DESIGN_CODE = /^[A-Za-z0-9_-]{1,64}$/;

const code = z.string().trim().regex(DESIGN_CODE, 'formDesign.validation.code');
const name = z.string().trim().min(1).max(128);
/** Checked by the service with formDesignSchema + checkDesign (400 naming the problem). */
const design = z.unknown();

export const designPageQuery = pageQuery.extend({
  /** Part of the name, case-insensitive. */
  name: z.string().trim().max(128).optional(),
  /** The exact code. */
  code: queryText.optional(),
});
export type DesignPageQuery = z.infer<typeof designPageQuery>;

export const designSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  version: z.number().int(),
  updatedAt: z.date(),
});

export const designDetailSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The version read (the current one unless ?version= asked for another). */
  version: z.number().int(),
  currentVersion: z.number().int(),
  design: z.unknown(),
  updatedAt: z.date(),
});

export const designVersionSchema = z.object({
  version: z.number().int(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.date(),
});

export const versionQuery = z.object({
  version: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const designCreateBody = z.object({ code, name, design });
export type DesignCreate = z.infer<typeof designCreateBody>;

export const designUpdateBody = z.object({
  name,
  design,
  /** The version the editor started from: another one current means someone saved meanwhile (409). */
  baseVersion: rowId.optional(),
});
export type DesignUpdate = z.infer<typeof designUpdateBody>;

export const savedVersionSchema = z.object({ id: z.number().int(), version: z.number().int() });

export const submitBody = z.object({ data: z.unknown() });

export const submittedSchema = z.object({
  recordId: z.number().int(),
  version: z.number().int(),
});

export const recordSchema = z.object({
  id: z.number().int(),
  designId: z.number().int(),
  /** The design version the record was filled in with. */
  version: z.number().int(),
  data: z.unknown(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.date(),
});

export const recordDetailSchema = recordSchema.extend({
  code: z.string(),
  name: z.string(),
  /** The design of `version`, to show the record as it was filled in. */
  design: z.unknown(),
});

export const recordParams = z.object({
  recordId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
