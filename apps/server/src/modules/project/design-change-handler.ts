import { formatMoney } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { readDesignChange } from './design-change-read';
import { checkOpen } from './project-write';
import { followRequestOutcome, setRequestStatus } from './request-outcome';
import { project, projectDesignChange } from './tables';
import { projectDocFacts } from './doc-facts';

async function lockChange(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: projectDesignChange.id,
      code: projectDesignChange.code,
      title: projectDesignChange.title,
      status: projectDesignChange.status,
      costImpact: projectDesignChange.costImpact,
      projectId: project.id,
      enterpriseId: store.enterpriseId,
    })
    .from(projectDesignChange)
    .innerJoin(project, eq(project.id, projectDesignChange.projectId))
    .innerJoin(store, eq(store.id, project.storeId))
    .where(eq(projectDesignChange.id, id))
    .for('update', { of: projectDesignChange });
  if (!row) throw new Error(`design change ${id} does not exist`);
  return row;
}

/**
 * The approval engine's handler of design changes (notices 46 and 47): the cost impact is the
 * amount a flow template compares. Approved, the change is approved in the approval's
 * transaction and its cost impact counts in the completion statement from then on; a project
 * closed meanwhile refuses the approval (409) and nothing changes. Rejected, withdrawn or
 * cancelled, it counts nothing.
 */
export const designChangeHandler: ApprovalDocHandler = {
  docType: 'designChange',
  async facts(tx, documentId) {
    const row = await lockChange(tx, documentId);
    return projectDocFacts(
      `${row.code} ${row.title} ${formatMoney(row.costImpact, 'zh-CN', true)}`,
      row.costImpact,
      row.enterpriseId,
    );
  },
  async apply(tx, documentId, ctx) {
    const row = await lockChange(tx, documentId);
    const [head] = await tx
      .select({ code: project.code, status: project.status })
      .from(project)
      .where(eq(project.id, row.projectId))
      .for('update');
    checkOpen(head!);
    if (row.status !== 'pending') {
      throw new Conflict('project.designChangeNotPending', { code: row.code });
    }
    await setRequestStatus(tx, projectDesignChange, row.id, 'approved');
    await auditFollow(tx, ctx, {
      action: 'approve',
      entity: 'project-design-change',
      entityId: row.id,
      from: row.status,
      to: 'approved',
      more: { costImpact: row.costImpact },
    });
  },
  onOutcome: followRequestOutcome(projectDesignChange, 'project-design-change', lockChange),
  async detail(tx, documentId) {
    return readDesignChange(tx, documentId);
  },
};
