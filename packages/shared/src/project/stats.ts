import { z } from 'zod';
import type { Serialized } from '../wire';
import { OPEN_PROJECT_STATUSES } from './constants';

/*
 * The home page's project panel (`GET /item/stats`, docs/projects.md "Home panel"): the
 * signed-in user's projects (they manage, supervise or made them) in the stores of their scope.
 */

export const PROJECT_STATS_URL = '/item/stats';

/** How many rows each of the panel's lists shows (its count covers them all). */
export const PROJECT_STATS_LIMIT = 6;

/** The kinds of a project's requests through approval the panel lists. */
export const PROJECT_WAITING_KINDS = [
  'visa',
  'designChange',
  'startWork',
  'discard',
  'materialDiscard',
] as const;
export type ProjectWaitingKind = (typeof PROJECT_WAITING_KINDS)[number];

const inProgressSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** In progress: planning or active. */
  status: z.enum(OPEN_PROJECT_STATUSES),
  storeName: z.string(),
  stageCount: z.number().int(),
  doneCount: z.number().int(),
  plannedEnd: z.string().nullable(),
  /** The stage it is at: the first in progress, else the first not started (null: all done). */
  currentStage: z.string().nullable(),
  /** Its budget and its cost now (the statement's total: contract + approved visas + approved
   * design changes − deductions), decimal text; `overBudget` when the cost is above the budget. */
  budget: z.string(),
  cost: z.string(),
  overBudget: z.boolean(),
});
export type ProjectInProgress = z.infer<typeof inProgressSchema>;

const lateStageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  /** Its planned end, before today in the stores' time. */
  plannedEnd: z.string(),
  /** Whole days past its planned end. */
  daysLate: z.number().int(),
});
export type ProjectLateStage = z.infer<typeof lateStageSchema>;

const waitingSchema = z.object({
  kind: z.enum(PROJECT_WAITING_KINDS),
  id: z.number().int(),
  code: z.string(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  createdAt: z.date(),
});
export type ProjectWaitingRecord = z.infer<typeof waitingSchema>;
export type ProjectWaitingRequest = Serialized<ProjectWaitingRecord>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), items: z.array(item) });

export const projectStatsSchema = z.object({
  /** Planning or active, the soonest planned end first. */
  inProgress: listOf(inProgressSchema),
  /** Stages of those not done past their planned end, the latest first. */
  lateStages: listOf(lateStageSchema),
  /**
   * Their cost visas, design changes, start-of-work applications, discarding requests and
   * material discards in approval, oldest first.
   */
  waiting: listOf(waitingSchema),
});
export type ProjectStatsRecord = z.infer<typeof projectStatsSchema>;
export type ProjectStats = Serialized<ProjectStatsRecord>;

/**
 * The project web pages the home panel opens (menu paths; SPEC §2), `?id=` each but a material
 * discard, which the discarding page opens by `?materialDiscardId=`.
 */
export const PROJECT_PAGE_PATHS = {
  list: '/item/index',
  project: '/item/detail',
  visa: '/item/cost-visa-detail',
  designChange: '/item/item-drawing-design-change',
  startWork: '/item/item-start-work',
  discard: '/item/item-discard',
  materialDiscard: '/item/item-discard',
} as const satisfies Record<'list' | 'project' | ProjectWaitingKind, string>;

/** The page of `kind`'s record `id` (a project, or one of its requests in approval). */
export const projectPageHref = (kind: 'project' | ProjectWaitingKind, id: number) =>
  `${PROJECT_PAGE_PATHS[kind]}?${kind === 'materialDiscard' ? 'materialDiscardId' : 'id'}=${id}`;
