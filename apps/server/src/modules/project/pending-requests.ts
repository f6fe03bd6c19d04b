import { and, eq } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { pendingDesignChanges } from './design-change-read';
import { pendingMaterialDiscards } from './material-holdings';
import { pendingStartWorks } from './request-read';
import { costVisa, projectDiscard } from './tables';

/**
 * What keeps an open project from being closed (completed or discarded) now: a cost visa, a
 * start-of-work application, a design change or a material discard in approval, 409 with how
 * many (the material discard named). An approval landing afterwards would change a closed
 * project, or be refused on it. Checked when a discarding is requested and again when it is
 * approved, and when the project is completed.
 */
export async function checkNothingPending(
  tx: Db,
  head: { id: number; code: string },
): Promise<void> {
  const visas = await tx.$count(
    costVisa,
    and(eq(costVisa.projectId, head.id), eq(costVisa.status, 'pending')),
  );
  if (visas) throw new Conflict('project.visasPending', { code: head.code, count: visas });
  const applications = await pendingStartWorks(tx, head.id);
  if (applications) {
    throw new Conflict('project.applicationsPending', { code: head.code, count: applications });
  }
  const changes = await pendingDesignChanges(tx, head.id);
  if (changes) {
    throw new Conflict('project.designChangesPending', { code: head.code, count: changes });
  }
  const [discard] = await pendingMaterialDiscards(tx, head.id);
  if (discard) {
    throw new Conflict('project.materialDiscardPending', {
      code: head.code,
      discard: discard.code,
    });
  }
}

/** The code of project `projectId`'s discarding request in approval (one at most), or null. */
export async function pendingProjectDiscard(tx: Db, projectId: number): Promise<string | null> {
  const [open] = await tx
    .select({ code: projectDiscard.code })
    .from(projectDiscard)
    .where(and(eq(projectDiscard.projectId, projectId), eq(projectDiscard.status, 'pending')));
  return open?.code ?? null;
}
