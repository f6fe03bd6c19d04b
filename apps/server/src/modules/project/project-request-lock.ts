import { eq } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import type { ApprovalDocFacts } from '../approval/doc-handler';
import { projectDocFacts } from './doc-facts';
import { checkOpen } from './project-write';
import { project, type projectDiscard, type projectMaterialDiscard } from './tables';

/** The requests about a whole project (no stage): a discarding and a material discard. */
export type ProjectRequestTable = typeof projectDiscard | typeof projectMaterialDiscard;

/**
 * Project request `id` of `table` locked for its approval, with its project's code, name and
 * enterprise; `what` names it in the error when it does not exist (the engine names only
 * documents it holds).
 */
export async function lockProjectRequest(
  tx: Db,
  table: ProjectRequestTable,
  id: number,
  what: string,
) {
  const [row] = await tx
    .select({
      id: table.id,
      code: table.code,
      status: table.status,
      reason: table.reason,
      projectId: project.id,
      projectCode: project.code,
      projectName: project.name,
      enterpriseId: store.enterpriseId,
    })
    .from(table)
    .innerJoin(project, eq(project.id, table.projectId))
    .innerJoin(store, eq(store.id, project.storeId))
    .where(eq(table.id, id))
    .for('update', { of: table });
  if (!row) throw new Error(`${what} ${id} does not exist`);
  return row;
}

export type ProjectRequestRow = Awaited<ReturnType<typeof lockProjectRequest>>;

/** What the approval engine knows of such a request: its code, its project, its enterprise. */
export function projectRequestFacts(row: ProjectRequestRow): ApprovalDocFacts {
  return projectDocFacts(
    `${row.code} ${row.projectCode} ${row.projectName}`,
    null,
    row.enterpriseId,
  );
}

/**
 * The start of approving such a request: its project locked and still open (else the 409 of a
 * closed project), the request still pending (else the 409 `notPending` naming it). Answers the
 * project's head.
 */
export async function lockOpenForApproval(tx: Db, row: ProjectRequestRow, notPending: MessageKey) {
  const [head] = await tx
    .select({ id: project.id, code: project.code, status: project.status })
    .from(project)
    .where(eq(project.id, row.projectId))
    .for('update');
  checkOpen(head!);
  if (row.status !== 'pending') throw new Conflict(notPending, { code: row.code });
  return head!;
}
