/*
 * The home page's to-dos without zod (AREAS.md §2): what each is and who sees it. The wire
 * contract is in ./schema.ts.
 */
import { ASSET_PERMISSIONS } from '../asset/constants';
import { EAM_PERMISSIONS } from '../repair/contract';

/**
 * The to-dos, in the order the home page lists them: repair orders waiting for dispatch,
 * orders assigned to the caller and not done, orders the caller reported that wait for their
 * evaluation, assets expiring within 30 days, unread messages.
 */
export const HOME_TODO_KINDS = [
  'repairToDispatch',
  'repairAssigned',
  'repairToEvaluate',
  'assetsExpiring',
  'unreadMessages',
] as const;
export type HomeTodoKind = (typeof HOME_TODO_KINDS)[number];

/** The key a to-do is counted for (null: everyone signed in). */
export const HOME_TODO_PERMISSION: Readonly<Record<HomeTodoKind, string | null>> = {
  repairToDispatch: EAM_PERMISSIONS.dispatch,
  repairAssigned: EAM_PERMISSIONS.work,
  repairToEvaluate: EAM_PERMISSIONS.evaluate,
  assetsExpiring: ASSET_PERMISSIONS.asset.view,
  unreadMessages: null,
};

/** GET: the signed-in user's to-dos. */
export const HOME_TODOS_URL = '/home/todos';
