import { z } from 'zod';
import { PROJECT_STATUSES } from './constants';

/** What a project's record (a SKU order, a dispatch, a design change) answers about its project. */
export const projectPart = {
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  projectStatus: z.enum(PROJECT_STATUSES),
  stageId: z.number().int().nullable(),
  stageName: z.string().nullable(),
};
