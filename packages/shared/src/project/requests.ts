import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { rowId } from '../page-query';
import { personSchema } from '../person';
import { optionalText, requiredText } from '../text-fields';
import type { Serialized } from '../wire';
import {
  PROJECT_REQUEST_MAX_FILES,
  PROJECT_REQUEST_STATUSES,
  PROJECT_STAGE_STATUSES,
  PROJECT_STATUSES,
} from './constants';

/*
 * Wire contracts of a project's requests through approval (docs/projects.md): discarding a
 * project (`/item/discard`, document type `projectDiscard`) and the application to start work on
 * a start-of-work stage (`/item/start-work`, document type `startWork`).
 */

/** Uploads of POST /admin/files the caller may read, each once. */
export const projectRequestFileIds = z
  .array(z.string().max(64))
  .max(PROJECT_REQUEST_MAX_FILES)
  .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds')
  .default([]);

const requestFileSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** What every request of a project answers: its code, state, applicant and approval. */
export const projectRequestBase = {
  id: z.number().int(),
  code: z.string(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  projectStatus: z.enum(PROJECT_STATUSES),
  status: z.enum(PROJECT_REQUEST_STATUSES),
  applicant: personSchema,
  /** Its approval request (the message centre's jump target). */
  requestId: z.number().int().nullable(),
  fileIds: z.array(z.string()),
  files: z.array(requestFileSchema),
  createdAt: z.date(),
  updatedAt: z.date(),
};

// ---- discarding a project -------------------------------------------------------------------

/** POST /item/discard/add: a request to discard a planning or active project, into approval. */
export const projectDiscardBody = z.object({
  projectId: rowId,
  reason: requiredText(1000),
  fileIds: projectRequestFileIds,
});
export type ProjectDiscardCreate = z.infer<typeof projectDiscardBody>;
export type ProjectDiscardInput = z.input<typeof projectDiscardBody>;

export const projectDiscardSchema = z.object({ ...projectRequestBase, reason: z.string() });
export type ProjectDiscardRecord = z.infer<typeof projectDiscardSchema>;
export type ProjectDiscard = Serialized<ProjectDiscardRecord>;

/** A project's latest discarding request, as its detail names it. */
export const projectDiscardBriefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(PROJECT_REQUEST_STATUSES),
});
export type ProjectDiscardBrief = z.infer<typeof projectDiscardBriefSchema>;

// ---- starting work --------------------------------------------------------------------------

/** POST /item/start-work/add: an application to start a start-of-work stage on a day. */
export const startWorkBody = z.object({
  stageId: rowId,
  /** The day work is to start (the stage starts on it once approved). */
  startOn: isoDay,
  /** The crew or contractor doing the work. */
  crew: requiredText(200),
  safetyNotes: optionalText(1000).default(null),
  fileIds: projectRequestFileIds,
});
export type StartWorkCreate = z.infer<typeof startWorkBody>;
export type StartWorkInput = z.input<typeof startWorkBody>;

export const startWorkSchema = z.object({
  ...projectRequestBase,
  stageId: z.number().int(),
  stageName: z.string(),
  stageStatus: z.enum(PROJECT_STAGE_STATUSES),
  startOn: z.string(),
  crew: z.string(),
  safetyNotes: z.string().nullable(),
});
export type StartWorkRecord = z.infer<typeof startWorkSchema>;
export type StartWork = Serialized<StartWorkRecord>;

/** A stage's latest start-of-work application, as the project's detail names it. */
export const startWorkBriefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(PROJECT_REQUEST_STATUSES),
  startOn: z.string(),
});
export type StartWorkBrief = z.infer<typeof startWorkBriefSchema>;

// ---- a project's requests (its page) ----------------------------------------------------------

/** The kinds of a project's own requests through approval its page lists. */
export const PROJECT_REQUEST_KINDS = ['discard', 'startWork', 'materialDiscard'] as const;
export type ProjectRequestKind = (typeof PROJECT_REQUEST_KINDS)[number];

/** GET /item/request/list?projectId=: one of the project's requests, newest first. */
export const projectRequestItemSchema = z.object({
  kind: z.enum(PROJECT_REQUEST_KINDS),
  id: z.number().int(),
  code: z.string(),
  status: z.enum(PROJECT_REQUEST_STATUSES),
  /** A start-of-work application's stage and day; null for the other kinds. */
  stageName: z.string().nullable(),
  startOn: z.string().nullable(),
  applicant: personSchema,
  createdAt: z.date(),
});
export type ProjectRequestItemRecord = z.infer<typeof projectRequestItemSchema>;
export type ProjectRequestItem = Serialized<ProjectRequestItemRecord>;
export const projectRequestListSchema = z.array(projectRequestItemSchema);
