import { z } from 'zod';
import { levelWidgets } from '../form/design-walk';
import type { FormDesign } from '../form/form-schema';
import { isoDay } from '../asset/schema';
import { signaturePng } from '../asset/document-schema';
import { pageQuery, queryBoolean, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { personSchema } from '../person';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { costVisaFileSchema } from './schema';

/*
 * Acceptance checklists of a project (AREAS.md §6, `/item/add-template`, `/item/item-completion`,
 * `/item/item-inspection`; docs/projects.md "Acceptance checklists"). A template is a form
 * design of the form builder with a name and a kind: `completion` (竣工验收, filled in to
 * complete a project) or `handover` (门店交接检查, filled in when the shop is handed over). A
 * filled checklist is a record never rewritten: another acceptance is another record.
 */

export const ACCEPTANCE_KINDS = ['completion', 'handover'] as const;
export type AcceptanceKind = (typeof ACCEPTANCE_KINDS)[number];
/**
 * What an acceptance template is for: a completion or handover checklist, or a quality sampling
 * checklist (`sampling`: scored items, filled in as a sampling, sampling-checklist.ts).
 */
export const ACCEPTANCE_TEMPLATE_KINDS = [...ACCEPTANCE_KINDS, 'sampling'] as const;
export type AcceptanceTemplateKind = (typeof ACCEPTANCE_TEMPLATE_KINDS)[number];
/**
 * What a filled checklist is: a completion or handover (filled from an acceptance template), or
 * a stage's own checklist (`stage`: the designed form a template's stage names, filled before the
 * stage may finish).
 */
export const ACCEPTANCE_RECORD_KINDS = [...ACCEPTANCE_KINDS, 'stage'] as const;
export type AcceptanceRecordKind = (typeof ACCEPTANCE_RECORD_KINDS)[number];

/** The most photos an acceptance carries (besides the form's own upload fields). */
export const ACCEPTANCE_MAX_PHOTOS = 20;

// ---- templates ------------------------------------------------------------------------------

/** POST /item/acceptance-template/add: the checklist is a form design (formDesignSchema). */
export const acceptanceTemplateBody = z.object({
  name: requiredText(50),
  kind: z.enum(ACCEPTANCE_TEMPLATE_KINDS),
  note: optionalText(500).default(null),
  /** A FormDesign; the server parses it as the form builder does (400 naming the problem). */
  design: z.unknown(),
});
export type AcceptanceTemplateCreate = z.infer<typeof acceptanceTemplateBody>;
export type AcceptanceTemplateCreateInput = z.input<typeof acceptanceTemplateBody>;

/** PUT /item/acceptance-template/edit: the checklist saved as its design's next version. */
export const acceptanceTemplateEditBody = acceptanceTemplateBody.extend({
  id: rowId,
  /** The design version the editor started from: another one current is a 409. */
  baseVersion: rowId.optional(),
});
export type AcceptanceTemplateEdit = z.infer<typeof acceptanceTemplateEditBody>;
export type AcceptanceTemplateEditInput = z.input<typeof acceptanceTemplateEditBody>;

/** PUT /item/acceptance-template/enable: a disabled template is not offered nor accepted. */
export const acceptanceTemplateEnableBody = z.object({ id: rowId, enabled: z.boolean() });

export const acceptanceTemplatePageQuery = pageQuery.extend({
  kind: z.enum(ACCEPTANCE_TEMPLATE_KINDS).optional(),
  enabled: queryBoolean.optional(),
  /** Part of the name. */
  keyword: queryText.optional(),
  sort: sortParam(['updatedAt', 'name']),
});
export type AcceptanceTemplatePageQuery = z.infer<typeof acceptanceTemplatePageQuery>;
export type AcceptanceTemplatePageParams = Partial<QueryParams<AcceptanceTemplatePageQuery>>;

export const acceptanceTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ACCEPTANCE_TEMPLATE_KINDS),
  note: z.string().nullable(),
  enabled: z.boolean(),
  formDesignId: z.number().int(),
  /** The checklist's current design version. */
  designVersion: z.number().int(),
  /** How many acceptances (or samplings) were filled in with it. */
  useCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AcceptanceTemplateRecord = z.infer<typeof acceptanceTemplateSchema>;
export type AcceptanceTemplate = Serialized<AcceptanceTemplateRecord>;

export const acceptanceTemplateDetailSchema = acceptanceTemplateSchema.extend({
  /** The checklist at `designVersion` (a FormDesign). */
  design: z.unknown(),
});
export type AcceptanceTemplateDetailRecord = z.infer<typeof acceptanceTemplateDetailSchema>;
export type AcceptanceTemplateDetail = Serialized<AcceptanceTemplateDetailRecord>;

// ---- filled checklists ----------------------------------------------------------------------

const photoIds = z
  .array(z.string().max(64))
  .max(ACCEPTANCE_MAX_PHOTOS)
  .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds')
  .default([]);

const acceptanceFields = {
  projectId: rowId,
  /** An enabled template of the right kind. */
  templateId: rowId,
  /** The store day of the acceptance: not in the future. */
  acceptedOn: isoDay,
  /** Who accepts and signs (the store's manager, the owner's representative). */
  signerName: requiredText(50),
  note: optionalText(500).default(null),
  /** Photos: uploads of POST /admin/files the caller may read. */
  fileIds: photoIds,
  /** The checklist filled in: validated on the server against the template's design. */
  data: z.unknown(),
};

/**
 * POST /item/complete: the completion acceptance filled in and signed; every required yes/no
 * item must be yes. The project is then completed, its actual end the acceptance day.
 */
export const projectCompletionBody = z.object({
  ...acceptanceFields,
  /** The signer's drawn signature (a PNG data URL), kept as a file the project's viewers read. */
  signature: signaturePng,
});
export type ProjectCompletion = z.infer<typeof projectCompletionBody>;
export type ProjectCompletionInput = z.input<typeof projectCompletionBody>;

/** POST /item/handover/add: the shop handover checklist, optionally of a handover stage. */
export const handoverCreateBody = z.object({
  ...acceptanceFields,
  stageId: rowId.nullable().default(null),
});
export type HandoverCreate = z.infer<typeof handoverCreateBody>;
export type HandoverCreateInput = z.input<typeof handoverCreateBody>;

/**
 * POST /item/stage/checklist: a stage's checklist (the form its template stage names) filled in
 * and signed while the stage is in progress; the stage finishes only once it is.
 */
export const stageChecklistBody = z.object({
  stageId: rowId,
  acceptedOn: acceptanceFields.acceptedOn,
  signerName: acceptanceFields.signerName,
  note: acceptanceFields.note,
  fileIds: acceptanceFields.fileIds,
  data: acceptanceFields.data,
});
export type StageChecklistCreate = z.infer<typeof stageChecklistBody>;
export type StageChecklistCreateInput = z.input<typeof stageChecklistBody>;

export const stageChecklistQuery = z.object({ stageId: queryRowId });

export const acceptanceListQuery = z.object({
  projectId: queryRowId,
  kind: z.enum(ACCEPTANCE_RECORD_KINDS).optional(),
});
export type AcceptanceListQuery = z.infer<typeof acceptanceListQuery>;

/** A filled checklist, as it was filled in: the design of the version used comes with it. */
export const acceptanceSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  kind: z.enum(ACCEPTANCE_RECORD_KINDS),
  /** The acceptance template (null for a stage's checklist, which is a form of its own). */
  templateId: z.number().int().nullable(),
  /** The template's name, or the stage checklist form's name. */
  templateName: z.string(),
  stageId: z.number().int().nullable(),
  stageName: z.string().nullable(),
  formDesignId: z.number().int(),
  designVersion: z.number().int(),
  acceptedOn: z.string(),
  signerName: z.string(),
  /** The stored PNG of the signer's drawn signature (a completion's; null for the others). */
  signatureFileId: z.string().nullable(),
  note: z.string().nullable(),
  /** How many yes/no items were answered, and how many of them yes. */
  itemCount: z.number().int(),
  passedCount: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  design: z.unknown(),
  files: z.array(costVisaFileSchema),
  createdBy: personSchema,
  createdAt: z.date(),
});
export type AcceptanceRecord = z.infer<typeof acceptanceSchema>;
export type Acceptance = Serialized<AcceptanceRecord>;

/**
 * The checklist's yes/no items (switch widgets, in rows too, not table cells) as answered in
 * `data`: a required one not answered yes has failed, and a failed item blocks completion;
 * `notPassed` names every item not answered yes, required or not. The server decides with
 * this; the page shows the same count as it is filled in, the statement what was not passed.
 */
export function acceptanceItems(
  design: Pick<FormDesign, 'fields'>,
  data: Readonly<Record<string, unknown>>,
): { itemCount: number; passedCount: number; failed: string[]; notPassed: string[] } {
  let itemCount = 0;
  let passedCount = 0;
  const failed: string[] = [];
  const notPassed: string[] = [];
  for (const { widget } of levelWidgets(design.fields)) {
    if (widget.kind !== 'switch') continue;
    itemCount += 1;
    const yes = Object.hasOwn(data, widget.vModel) && data[widget.vModel] === true;
    const name = widget.label || widget.vModel;
    if (yes) passedCount += 1;
    else notPassed.push(name);
    if (!yes && widget.required) failed.push(name);
  }
  return { itemCount, passedCount, failed, notPassed };
}

/** GET /item/stage/checklist?stageId=: a stage's checklist form now, and as filled in. */
export const stageChecklistSchema = z.object({
  stageId: z.number().int(),
  formDesignId: z.number().int(),
  /** The form's name and its current version's design (a FormDesign). */
  name: z.string(),
  designVersion: z.number().int(),
  design: z.unknown(),
  /** Whether the caller may fill it in now (the edit key, the stage in progress). */
  canFill: z.boolean(),
  /** Filled in for this stage, newest first. */
  filled: z.array(acceptanceSchema),
});
export type StageChecklistRecord = z.infer<typeof stageChecklistSchema>;
export type StageChecklist = Serialized<StageChecklistRecord>;
