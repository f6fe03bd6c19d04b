import type { ProjectRecord } from '@depot/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { personOrNull } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import type { projectDispatchEvent, projectSkuOrderEvent } from './tables';
import { project } from './tables';

/*
 * What the reads of a project's versioned orders (SKU orders, dispatches) share: the project
 * they belong to as their heads answer it, and their timelines.
 */

/** A project document's project in its head: id, code, name and state (joined on `project`). */
export const projectHeadColumns = {
  projectId: project.id,
  projectCode: project.code,
  projectName: project.name,
  // The check constraint allows only PROJECT_STATUSES.
  projectStatus: sql<ProjectRecord['status']>`${project.status}`,
};

/** A table of timeline rows (tables.ts `timelineColumns`). */
type TimelineTable = typeof projectSkuOrderEvent | typeof projectDispatchEvent;

const actor = alias(appUser, 'timeline_actor');

/**
 * The timeline of the order whose id `owner` holds `ownerId`, oldest first: who (null once the
 * step was a work order's outcome or the person is gone), what, from → to, a note, when.
 */
export function readTimeline<Action extends string, Status extends string>(
  db: Db,
  table: TimelineTable,
  owner: AnyPgColumn,
  ownerId: number,
) {
  // The check constraints allow only the shared lists' actions and states.
  return db
    .select({
      id: table.id,
      action: sql<Action>`${table.action}`,
      fromStatus: sql<Status | null>`${table.fromStatus}`,
      toStatus: sql<Status>`${table.toStatus}`,
      note: table.note,
      actor: personOrNull(actor),
      at: table.at,
    })
    .from(table)
    .leftJoin(actor, eq(actor.id, table.actorId))
    .where(eq(owner, ownerId))
    .orderBy(asc(table.id));
}
