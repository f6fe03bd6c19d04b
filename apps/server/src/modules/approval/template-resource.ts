import {
  PERMISSIONS,
  approvalTemplateCreateBody,
  approvalTemplatePageQuery,
  approvalTemplateSchema,
  approvalTemplateUpdateBody,
  type ApprovalCondition,
  type ApprovalStep,
} from '@depot/shared';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BadRequest, Conflict } from '../../core/errors';
import { containsPattern } from '../../core/pagination';
import { defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import {
  appUser,
  approvalRequest,
  approvalTemplate,
  approvalTemplateVersion,
  assetCategory,
  enterprise,
  role,
} from '../../db/schema';

type TemplateCreate = z.infer<typeof approvalTemplateCreateBody>;

const t = approvalTemplate;
const v = approvalTemplateVersion;

/** Requests in approval on any version of the template (`${t}.id`: qualified in any select). */
const pendingCount = sql<number>`(
  select count(*)::int from ${approvalRequest} r
  join ${approvalTemplateVersion} pv on pv.id = r.template_version_id
  where pv.template_id = ${t}.id and r.status = 'pending')`;

const columns = {
  templateId: t.id,
  docType: t.docType,
  name: t.name,
  priority: t.priority,
  enabled: t.enabled,
  condition: t.condition,
  steps: v.steps,
  version: t.version,
  pendingCount,
  updatedAt: t.updatedAt,
};

const currentVersion = and(eq(v.templateId, t.id), eq(v.version, t.version));

/** Ids of `ids` missing from `table` (users must be enabled too). */
async function missing(tx: Db, ids: readonly number[], kind: 'user' | 'category' | 'enterprise') {
  if (!ids.length) return [];
  const wanted = [...new Set(ids)];
  const found =
    kind === 'user'
      ? await tx
          .select({ id: appUser.id })
          .from(appUser)
          .where(and(inArray(appUser.id, wanted), eq(appUser.enabled, true)))
      : kind === 'category'
        ? await tx
            .select({ id: assetCategory.id })
            .from(assetCategory)
            .where(inArray(assetCategory.id, wanted))
        : await tx
            .select({ id: enterprise.id })
            .from(enterprise)
            .where(inArray(enterprise.id, wanted));
  const there = new Set(found.map((f) => f.id));
  return wanted.filter((id) => !there.has(id));
}

/** The people, roles, categories and enterprises a template names must exist: a 400 otherwise. */
async function checkReferences(
  tx: Db,
  steps: ApprovalStep[] | undefined,
  condition: ApprovalCondition | undefined,
): Promise<void> {
  for (const [index, step] of (steps ?? []).entries()) {
    const rule = step.approvers;
    if (rule.kind === 'users') {
      const gone = await missing(tx, rule.userIds, 'user');
      if (gone.length) throw new BadRequest('approval.unknownUsers', { ids: gone.join(', ') });
    }
    if (rule.kind === 'role') {
      const [found] = await tx.select({ id: role.id }).from(role).where(eq(role.id, rule.roleId));
      if (!found) throw new BadRequest('approval.unknownRole', { step: index + 1 });
    }
  }
  if (condition) {
    const categories = await missing(tx, condition.categoryIds, 'category');
    if (categories.length) {
      throw new BadRequest('approval.unknownCategories', { ids: categories.join(', ') });
    }
    const enterprises = await missing(tx, condition.enterpriseIds, 'enterprise');
    if (enterprises.length) {
      throw new BadRequest('approval.unknownEnterprises', { ids: enterprises.join(', ') });
    }
  }
}

/**
 * Flow templates (AREAS.md §1) on the area kit. Each save is a new version (a row of
 * approval_template_version, written by `afterWrite`): requests already running keep theirs.
 * An update names the version it was read at (a stale save is a 409); a template is deleted
 * only while no request in approval runs on it.
 */
export const templateResource = defineResource({
  entity: 'approval_template',
  tag: 'approval',
  path: '/approval/template',
  summaries: {
    page: 'Flow templates, with the requests in approval on each',
    create: 'Creates a flow template (its version 1)',
    update: 'Saves a flow template as its next version (409 on a stale version)',
    delete: 'Deletes a flow template no request in approval runs on (409 otherwise)',
  },
  table: approvalTemplate,
  id: t.id,
  idField: 'templateId',
  permissions: PERMISSIONS.approval.template,
  schemas: {
    record: approvalTemplateSchema,
    create: approvalTemplateCreateBody,
    update: approvalTemplateUpdateBody,
    query: approvalTemplatePageQuery,
  },
  joined: {
    select: (tx) => tx.select(columns).from(t).innerJoin(v, currentVersion),
    count: (tx) => tx.select({ n: count() }).from(t),
  },
  async toRow(tx, body: Partial<TemplateCreate>, id) {
    await checkReferences(tx, body.steps, body.condition);
    return {
      docType: body.docType,
      name: body.name,
      priority: body.priority,
      enabled: body.enabled,
      condition: body.condition,
      // Each save is the template's next version.
      ...(id === undefined ? {} : { version: sql`${t.version} + 1` }),
    };
  },
  async beforeUpdate(_tx, row, changes) {
    const read = (changes as { version?: number }).version;
    if (read !== undefined && read !== row.version) {
      throw new Conflict('approval.templateStale', { version: row.version });
    }
  },
  async afterWrite(tx, row, body, actor) {
    let steps = body.steps;
    if (!steps) {
      const [previous] = await tx
        .select({ steps: v.steps })
        .from(v)
        .where(and(eq(v.templateId, row.id), eq(v.version, row.version - 1)));
      steps = previous?.steps ?? [];
    }
    await tx.insert(v).values({
      templateId: row.id,
      version: row.version,
      docType: row.docType,
      name: row.name,
      steps,
      condition: row.condition,
      createdBy: actor.userId,
    });
    return { steps };
  },
  async beforeDelete(tx, row) {
    const [inUse] = await tx.select({ n: pendingCount }).from(t).where(eq(t.id, row.id));
    if (inUse && inUse.n > 0) throw new Conflict('approval.templateInUse', { count: inUse.n });
  },
  where: (q) => [
    q.docType ? eq(t.docType, q.docType) : undefined,
    q.name ? ilike(t.name, containsPattern(q.name)) : undefined,
  ],
  sorts: { name: t.name, docType: t.docType, priority: t.priority, updatedAt: t.updatedAt },
  order: [asc(t.docType), desc(t.priority), asc(t.id)],
});
