import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { pageQuery, queryBoolean, queryRowId, rowId, sortParam } from '../page-query';
import { personSchema } from '../person';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { costVisaFileSchema } from './schema';

/*
 * Site inspection records (巡检记录) and quality sampling (质量抽检) of a project (AREAS.md §6,
 * `/item/item-inspection-record`, `/item/item-sampling`; docs/projects.md "Inspections and
 * sampling"). Records are never edited: an issue moves on by rectifications, verifications and
 * reopenings kept as its history, and a record with a mistake is voided with a reason.
 */

/** How bad an issue found on site is. */
export const INSPECTION_SEVERITIES = ['minor', 'major', 'critical'] as const;
export type InspectionSeverity = (typeof INSPECTION_SEVERITIES)[number];

/** An issue: open → rectified → closed (verified), or reopened from rectified. */
export const INSPECTION_ISSUE_STATUSES = ['open', 'rectified', 'closed'] as const;
export type InspectionIssueStatus = (typeof INSPECTION_ISSUE_STATUSES)[number];

/** What was done to an issue after the record was saved. */
export const INSPECTION_EVENT_ACTIONS = ['rectify', 'verify', 'reopen'] as const;
export type InspectionEventAction = (typeof INSPECTION_EVENT_ACTIONS)[number];

/** An inspection record or a sampling: valid, or voided with a reason. */
export const QUALITY_RECORD_STATUSES = ['valid', 'voided'] as const;
export type QualityRecordStatus = (typeof QUALITY_RECORD_STATUSES)[number];

/** The most photos a record, a rectification or a sampling carries. */
export const QUALITY_MAX_FILES = 20;
/** The most issues an inspection record lists. */
export const INSPECTION_MAX_ISSUES = 50;
/** The most items a sampling's checklist has. */
export const SAMPLING_MAX_ITEMS = 100;
/** An item's highest possible score. */
export const SAMPLING_ITEM_MAX_SCORE = 1000;
/** The pass mark a sampling gets unless told otherwise (percent). */
export const SAMPLING_DEFAULT_PASS_MARK = 80;

/**
 * `total` of `max` as a percentage with two decimals, rounded half up, computed in whole
 * numbers (never floating point): 17 of 20 → "85.00", 2 of 3 → "66.67".
 */
export function samplingPercent(total: number, max: number): string {
  if (max <= 0) return '0.00';
  const hundredths = Math.floor((total * 20000 + max) / (2 * max));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Whether `total` of `max` reaches `passMark` percent, exactly (total × 100 ≥ mark × max). */
export const samplingPassed = (total: number, max: number, passMark: number): boolean =>
  total * 100 >= passMark * max;

const fileIds = z
  .array(z.string().max(64))
  .max(QUALITY_MAX_FILES)
  .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds')
  .default([]);

// ---- inspection records ---------------------------------------------------------------------

export const inspectionIssueBody = z.object({
  description: requiredText(500),
  severity: z.enum(INSPECTION_SEVERITIES),
  /** Who must rectify it: an enabled user. */
  responsibleId: rowId,
  /** The rectification deadline: on or after the inspection day. */
  deadline: isoDay,
});
export type InspectionIssueInput = z.input<typeof inspectionIssueBody>;

/** POST /item/inspection/add: a record by the caller, its issues open. */
export const inspectionCreateBody = z
  .object({
    projectId: rowId,
    stageId: rowId.nullable().default(null),
    /** A store day, not in the future. */
    inspectedOn: isoDay,
    summary: requiredText(1000),
    /** Photos: uploads of POST /admin/files the caller may read. */
    fileIds,
    issues: z.array(inspectionIssueBody).max(INSPECTION_MAX_ISSUES).default([]),
  })
  .superRefine((body, ctx) => {
    body.issues.forEach((issue, i) => {
      if (issue.deadline < body.inspectedOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['issues', i, 'deadline'],
          message: 'validation.inspectionDeadline',
        });
      }
    });
  });
export type InspectionCreate = z.infer<typeof inspectionCreateBody>;
export type InspectionCreateInput = z.input<typeof inspectionCreateBody>;

/** POST /item/inspection/rectify: an open issue rectified, with a note and photos. */
export const inspectionRectifyBody = z.object({
  issueId: rowId,
  note: requiredText(500),
  fileIds,
});
export type InspectionRectify = z.infer<typeof inspectionRectifyBody>;
export type InspectionRectifyInput = z.input<typeof inspectionRectifyBody>;

/** POST /item/inspection/verify: a rectified issue checked and closed. */
export const inspectionVerifyBody = z.object({
  issueId: rowId,
  note: optionalText(500).default(null),
});
export type InspectionVerify = z.infer<typeof inspectionVerifyBody>;
export type InspectionVerifyInput = z.input<typeof inspectionVerifyBody>;

/** POST /item/inspection/reopen: a rectification not accepted; open again with a new deadline. */
export const inspectionReopenBody = z.object({
  issueId: rowId,
  note: requiredText(500),
  /** Not before today. */
  deadline: isoDay,
});
export type InspectionReopen = z.infer<typeof inspectionReopenBody>;

/** POST /item/inspection/void and /item/sampling/void: a record with a mistake, and why. */
export const qualityVoidBody = z.object({ id: rowId, reason: requiredText(500) });
export type QualityVoid = z.infer<typeof qualityVoidBody>;

export const inspectionEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(INSPECTION_EVENT_ACTIONS),
  note: z.string().nullable(),
  /** A reopening's new deadline. */
  deadline: z.string().nullable(),
  files: z.array(costVisaFileSchema),
  actor: personSchema,
  createdAt: z.date(),
});
export type InspectionEventRecord = z.infer<typeof inspectionEventSchema>;
export type InspectionEvent = Serialized<InspectionEventRecord>;

export const inspectionIssueSchema = z.object({
  id: z.number().int(),
  inspectionId: z.number().int(),
  /** 1, 2, 3… within its record. */
  seq: z.number().int(),
  description: z.string(),
  severity: z.enum(INSPECTION_SEVERITIES),
  responsible: personSchema,
  deadline: z.string(),
  status: z.enum(INSPECTION_ISSUE_STATUSES),
  /** Still open after its deadline (in the stores' days). */
  overdue: z.boolean(),
});
export type InspectionIssueRecord = z.infer<typeof inspectionIssueSchema>;
export type InspectionIssue = Serialized<InspectionIssueRecord>;

export const inspectionSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  stageId: z.number().int().nullable(),
  stageName: z.string().nullable(),
  inspectedOn: z.string(),
  inspector: personSchema,
  summary: z.string(),
  status: z.enum(QUALITY_RECORD_STATUSES),
  voidReason: z.string().nullable(),
  voidedBy: personSchema.nullable(),
  voidedAt: z.date().nullable(),
  photoCount: z.number().int(),
  issues: z.array(inspectionIssueSchema),
  openCount: z.number().int(),
  overdueCount: z.number().int(),
  createdAt: z.date(),
});
export type InspectionRecord = z.infer<typeof inspectionSchema>;
export type Inspection = Serialized<InspectionRecord>;

export const inspectionIssueDetailSchema = inspectionIssueSchema.extend({
  events: z.array(inspectionEventSchema),
  canRectify: z.boolean(),
  canVerify: z.boolean(),
  canReopen: z.boolean(),
});
export type InspectionIssueDetailRecord = z.infer<typeof inspectionIssueDetailSchema>;
export type InspectionIssueDetail = Serialized<InspectionIssueDetailRecord>;

export const inspectionDetailSchema = inspectionSchema.extend({
  files: z.array(costVisaFileSchema),
  issues: z.array(inspectionIssueDetailSchema),
  canVoid: z.boolean(),
});
export type InspectionDetailRecord = z.infer<typeof inspectionDetailSchema>;
export type InspectionDetail = Serialized<InspectionDetailRecord>;

/** A project's records, newest first; the issue filters keep records having such an issue. */
export const inspectionPageQuery = pageQuery.extend({
  projectId: queryRowId,
  status: z.enum(QUALITY_RECORD_STATUSES).optional(),
  issueStatus: z.enum(INSPECTION_ISSUE_STATUSES).optional(),
  severity: z.enum(INSPECTION_SEVERITIES).optional(),
  overdue: queryBoolean.optional(),
  sort: sortParam(['inspectedOn', 'createdAt']),
});
export type InspectionPageQuery = z.infer<typeof inspectionPageQuery>;
export type InspectionPageParams = Partial<QueryParams<InspectionPageQuery>>;

// ---- quality sampling -----------------------------------------------------------------------

/** A checklist item scored: the item's key (its widget's vModel), the score, a note. */
export const samplingScoreBody = z.object({
  key: z.string().min(1).max(64),
  /** 0 to the item's full score: checked against the checklist on the server. */
  score: z.number().int(),
  note: optionalText(200).default(null),
});
export type SamplingScore = z.infer<typeof samplingScoreBody>;
export type SamplingScoreBodyInput = z.input<typeof samplingScoreBody>;

/**
 * POST /item/sampling/add: a sampling checklist (an acceptance template of kind `sampling`)
 * scored by the caller; the items, totals and verdict made by the server from its design.
 */
export const samplingCreateBody = z.object({
  projectId: rowId,
  stageId: rowId.nullable().default(null),
  /** An enabled acceptance template of kind `sampling`. */
  templateId: rowId,
  /** A store day, not in the future. */
  sampledOn: isoDay,
  /** Percent needed to pass, 1–100. */
  passMark: z.number().int().min(1).max(100).default(SAMPLING_DEFAULT_PASS_MARK),
  note: optionalText(500).default(null),
  fileIds,
  scores: z
    .array(samplingScoreBody)
    .max(SAMPLING_MAX_ITEMS)
    .refine((s) => new Set(s.map((x) => x.key)).size === s.length, 'validation.duplicateIds'),
});
export type SamplingCreate = z.infer<typeof samplingCreateBody>;
export type SamplingCreateInput = z.input<typeof samplingCreateBody>;

export const samplingSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  stageId: z.number().int().nullable(),
  stageName: z.string().nullable(),
  sampledOn: z.string(),
  inspector: personSchema,
  passMark: z.number().int(),
  totalScore: z.number().int(),
  maxScore: z.number().int(),
  /** totalScore / maxScore in percent, two decimals, rounded half up. */
  percent: z.string(),
  passed: z.boolean(),
  note: z.string().nullable(),
  itemCount: z.number().int(),
  /** The sampling checklist scored (null on a sampling kept before checklists were designed). */
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  designVersion: z.number().int().nullable(),
  status: z.enum(QUALITY_RECORD_STATUSES),
  voidReason: z.string().nullable(),
  createdAt: z.date(),
});
export type SamplingRecord = z.infer<typeof samplingSchema>;
export type Sampling = Serialized<SamplingRecord>;

export const samplingDetailSchema = samplingSchema.extend({
  items: z.array(
    z.object({
      name: z.string(),
      maxScore: z.number().int(),
      score: z.number().int(),
      note: z.string().nullable(),
    }),
  ),
  files: z.array(costVisaFileSchema),
  canVoid: z.boolean(),
});
export type SamplingDetailRecord = z.infer<typeof samplingDetailSchema>;
export type SamplingDetail = Serialized<SamplingDetailRecord>;

export const samplingPageQuery = pageQuery.extend({
  projectId: queryRowId,
  status: z.enum(QUALITY_RECORD_STATUSES).optional(),
  passed: queryBoolean.optional(),
  sort: sortParam(['sampledOn', 'createdAt']),
});
export type SamplingPageQuery = z.infer<typeof samplingPageQuery>;
export type SamplingPageParams = Partial<QueryParams<SamplingPageQuery>>;

/** GET /item/quality/summary: what the project page shows of its inspections and samplings. */
export const projectQualitySchema = z.object({
  inspections: z.number().int(),
  openIssues: z.number().int(),
  rectifiedIssues: z.number().int(),
  overdueIssues: z.number().int(),
  samplings: z.number().int(),
  lastSampling: z
    .object({
      id: z.number().int(),
      sampledOn: z.string(),
      percent: z.string(),
      passed: z.boolean(),
    })
    .nullable(),
  /** What the caller may do: add records and samplings (project open, the inspect key). */
  canInspect: z.boolean(),
});
export type ProjectQualityRecord = z.infer<typeof projectQualitySchema>;
export type ProjectQuality = Serialized<ProjectQualityRecord>;
