import type { ApprovalDocType, ApprovalStep } from '@depot/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import { approvalTemplate, approvalTemplateVersion, assetCategory } from '../../db/schema';
import { conditionHolds } from './conditions';
import type { ApprovalDocFacts } from './doc-handler';

/** The version of a template a request runs on. */
export interface ChosenTemplate {
  templateId: number;
  versionId: number;
  version: number;
  name: string;
  steps: ApprovalStep[];
}

/** `ids` and every category above them (a condition on a category covers its subtree). */
async function withAncestors(tx: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = (await tx.execute(sql`
    with recursive up(id, parent_id) as (
      select c.id, c.parent_id from ${assetCategory} c where c.id = any(${intArray(ids)}::int[])
      union
      select c.id, c.parent_id from ${assetCategory} c join up on c.id = up.parent_id
    )
    select id from up`)) as unknown as { rows: Array<{ id: number }> };
  return [...new Set([...ids, ...rows.rows.map((r) => Number(r.id))])];
}

/**
 * The enabled template of `docType` the document names (`facts.templateId`), else the one
 * with the highest priority (then the oldest) whose condition holds for `facts`, at its
 * current version; none: a 409 naming the type.
 */
export async function chooseTemplate(
  tx: Db,
  docType: ApprovalDocType,
  facts: ApprovalDocFacts,
): Promise<ChosenTemplate> {
  const candidates = await tx
    .select({
      templateId: approvalTemplate.id,
      versionId: approvalTemplateVersion.id,
      version: approvalTemplateVersion.version,
      name: approvalTemplateVersion.name,
      steps: approvalTemplateVersion.steps,
      condition: approvalTemplateVersion.condition,
    })
    .from(approvalTemplate)
    .innerJoin(
      approvalTemplateVersion,
      and(
        eq(approvalTemplateVersion.templateId, approvalTemplate.id),
        eq(approvalTemplateVersion.version, approvalTemplate.version),
      ),
    )
    .where(and(eq(approvalTemplate.docType, docType), eq(approvalTemplate.enabled, true)))
    .orderBy(desc(approvalTemplate.priority), asc(approvalTemplate.id));
  const named = candidates.find((c) => c.templateId === facts.templateId);
  const needsCategories = !named && candidates.some((c) => c.condition.categoryIds.length > 0);
  const categoryIds = needsCategories ? await withAncestors(tx, facts.categoryIds) : [];
  const chosen =
    named ?? candidates.find((c) => conditionHolds(c.condition, { ...facts, categoryIds }));
  if (!chosen) throw new Conflict('approval.noTemplate', { type: docTypeWords(docType) });
  const { condition: _condition, ...template } = chosen;
  return template;
}

/** A document type in the caller's language, as a message parameter. */
export function docTypeWords(docType: ApprovalDocType) {
  return [{ key: `approval.docType.${docType}` as const }];
}
