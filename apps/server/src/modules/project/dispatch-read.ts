import {
  projectOpen,
  PERMISSIONS,
  type DispatchDetailRecord,
  type DispatchPageQuery,
  type DispatchRecord,
} from '@depot/shared';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { anyColumnContains } from '../../core/pagination';
import { personOf } from '../../core/people';
import { listReader, type PageRulesOf } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { stampsOf } from '../../db/schema/columns';
import { supplier } from '../purchase/tables';
import { projectHeadColumns, readTimeline } from './order-read';
import { projectScope } from './project-read';
import { readSkuOrderLines } from './sku-order-read';
import {
  project,
  projectDispatch,
  projectDispatchEvent,
  projectSkuOrder,
  projectStage,
} from './tables';

const P = PERMISSIONS.project;
const creator = alias(appUser, 'dispatch_creator');

const columns = {
  id: projectDispatch.id,
  code: projectDispatch.code,
  ...projectHeadColumns,
  stageId: projectDispatch.stageId,
  stageName: projectStage.name,
  kind: sql<DispatchRecord['kind']>`${projectDispatch.kind}`,
  crew: projectDispatch.crew,
  supplierId: projectDispatch.supplierId,
  supplierName: supplier.name,
  contact: projectDispatch.contact,
  phone: projectDispatch.phone,
  plannedStart: projectDispatch.plannedStart,
  plannedEnd: projectDispatch.plannedEnd,
  skuOrderId: projectDispatch.skuOrderId,
  skuOrderCode: projectSkuOrder.code,
  skuOrderStatus: sql<DispatchRecord['skuOrderStatus']>`${projectSkuOrder.status}`,
  note: projectDispatch.note,
  // The check constraints allow only the shared lists' values.
  status: sql<DispatchRecord['status']>`${projectDispatch.status}`,
  cancelReason: projectDispatch.cancelReason,
  createdBy: personOf(creator),
  ...stampsOf(projectDispatch),
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(projectDispatch)
    .innerJoin(project, eq(project.id, projectDispatch.projectId))
    .innerJoin(projectStage, eq(projectStage.id, projectDispatch.stageId))
    .innerJoin(creator, eq(creator.id, projectDispatch.createdBy))
    .leftJoin(supplier, eq(supplier.id, projectDispatch.supplierId))
    .leftJoin(projectSkuOrder, eq(projectSkuOrder.id, projectDispatch.skuOrderId))
    .$dynamic();

/** The dispatches a caller sees: those of projects at a store of their scope. */
const dispatchScope = (scope: DataScope) => projectScope(scope);

/** Dispatch `id` of a project in the caller's scope, else a 404. */
export async function readDispatch(db: Db, id: number, scope: DataScope): Promise<DispatchRecord> {
  const [row] = await heads(db).where(and(eq(projectDispatch.id, id), dispatchScope(scope)));
  if (!row) throw new NotFound();
  return row;
}

/** One dispatch: its materials (the SKU order's lines), timeline, what the caller may do. */
export async function readDispatchDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<DispatchDetailRecord> {
  const head = await readDispatch(db, id, user.scope);
  const materials = head.skuOrderId === null ? [] : await readSkuOrderLines(db, head.skuOrderId);
  const events = await readTimeline<
    DispatchDetailRecord['events'][number]['action'],
    DispatchRecord['status']
  >(db, projectDispatchEvent, projectDispatchEvent.dispatchId, id);
  const may = projectOpen(head.projectStatus) && user.permissions.includes(P.dispatch);
  return {
    ...head,
    materials,
    events,
    canDispatch: may && head.status === 'planned',
    canFinish: may && head.status === 'dispatched',
    canCancel: may && (head.status === 'planned' || head.status === 'dispatched'),
  };
}

const rules: PageRulesOf<DispatchPageQuery> = {
  where: (q) => [
    q.projectId === undefined ? undefined : eq(projectDispatch.projectId, q.projectId),
    q.status ? eq(projectDispatch.status, q.status) : undefined,
    q.kind ? eq(projectDispatch.kind, q.kind) : undefined,
    q.from ? gte(projectDispatch.plannedStart, q.from) : undefined,
    q.to ? lte(projectDispatch.plannedStart, q.to) : undefined,
    anyColumnContains(
      [projectDispatch.code, projectDispatch.crew, supplier.name, project.code, project.name],
      q.keyword,
    ),
  ],
  sorts: {
    plannedStart: projectDispatch.plannedStart,
    createdAt: projectDispatch.createdAt,
    code: projectDispatch.code,
  },
  order: [desc(projectDispatch.createdAt), desc(projectDispatch.id)],
};

/** The joins the list's filters and scope read (the project, the supplier): its count and keys. */
const filtered = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(project, eq(project.id, projectDispatch.projectId))
    .leftJoin(supplier, eq(supplier.id, projectDispatch.supplierId));

/**
 * The dispatch centre's list: the dispatches of the projects the caller sees, filtered and
 * newest first; its page and its export.
 */
export const dispatchList = listReader(heads, rules, {
  key: projectDispatch.id,
  keyOf: (row) => row.id,
  joined: {
    count: (db) => filtered(db.select({ n: count() }).from(projectDispatch).$dynamic()),
    keys: (db) => filtered(db.select({ id: projectDispatch.id }).from(projectDispatch).$dynamic()),
  },
  scope: dispatchScope,
});
