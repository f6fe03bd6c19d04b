import type {
  DispatchEventAction,
  DispatchStatus,
  SkuOrderEventAction,
  SkuOrderStatus,
} from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { MessageKey } from '../../core/messages/en-US';
import { auditStep, type StepBy } from '../../core/step-by';
import type { Db } from '../../db/client';
import { projectScope } from './project-read';
import {
  project,
  projectDispatch,
  projectDispatchEvent,
  projectSkuOrder,
  projectSkuOrderEvent,
} from './tables';
import { lockOpenProject } from './open-project';

interface DocumentKind {
  table: unknown;
  events: unknown;
  owner: string;
  entity: string;
  wrongStatus: MessageKey;
  stale: MessageKey;
  status: (status: string) => MessageKey;
}

/**
 * The documents of a project that move through statuses at a version, each step a row of its
 * timeline table (`events`, after the document's id in `owner`) and audited as `entity`.
 */
const DOCUMENTS = {
  skuOrder: {
    table: projectSkuOrder,
    events: projectSkuOrderEvent,
    owner: 'skuOrderId',
    entity: 'project-sku-order',
    wrongStatus: 'project.skuOrder.wrongStatus',
    stale: 'project.skuOrder.stale',
    status: (s: string): MessageKey => `project.skuOrderStatus.${s as SkuOrderStatus}`,
  },
  dispatch: {
    table: projectDispatch,
    events: projectDispatchEvent,
    owner: 'dispatchId',
    entity: 'project-dispatch',
    wrongStatus: 'project.dispatch.wrongStatus',
    stale: 'project.dispatch.stale',
    status: (s: string): MessageKey => `project.dispatchStatus.${s as DispatchStatus}`,
  },
} as const satisfies Record<string, DocumentKind>;

type Documents = typeof DOCUMENTS;
interface Statuses {
  skuOrder: SkuOrderStatus;
  dispatch: DispatchStatus;
}
interface Actions {
  skuOrder: SkuOrderEventAction;
  dispatch: DispatchEventAction;
}
type Row<K extends keyof Documents> = Documents[K]['table']['$inferSelect'];

/**
 * Document `id` of a project in the caller's scope (else 404), its project locked and open
 * (else 409), the document locked, in one of `allowed` (else 409 naming its state) at `version`
 * when given (else 409).
 */
export async function lockProjectDocument<K extends keyof Documents>(
  tx: Db,
  user: AuthUser,
  kind: K,
  id: number,
  allowed: readonly Statuses[K][],
  version?: number,
): Promise<Row<K>> {
  const words: Documents[keyof Documents] = DOCUMENTS[kind];
  const { table } = words;
  const [seen] = await tx
    .select({ projectId: table.projectId })
    .from(table)
    .innerJoin(project, eq(project.id, table.projectId))
    .where(and(eq(table.id, id), projectScope(user.scope)));
  if (!seen) throw new NotFound();
  await lockOpenProject(tx, user, seen.projectId);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!(allowed as readonly string[]).includes(row!.status)) {
    throw new Conflict(words.wrongStatus, {
      code: row!.code,
      status: [{ key: words.status(row!.status) }],
    });
  }
  if (version !== undefined && row!.version !== version) {
    throw new Conflict(words.stale, { version: row!.version });
  }
  return row!;
}

/** A step of a document: to where, as which action, by whom, and what else it sets. */
export interface DocumentStep<K extends keyof Documents> {
  to: Statuses[K];
  action: Actions[K];
  by: StepBy;
  /** The timeline row's note (none: null). */
  note?: string | null;
  /** What else the step sets on the document (a warehouse, a cancel reason). */
  set?: Partial<Row<K>>;
  /** What the audit row records beside the status (a person's step only). */
  audit?: object;
}

/**
 * Moves document `row` (locked by `lockProjectDocument`) a step: its status and what else the
 * step sets, its version on; a timeline row (who, from → to, a note); for a person's step, an
 * audit row. `by.actor` is absent when an outcome (a purchase order, a work order) moves it.
 */
export async function moveProjectDocument<K extends keyof Documents>(
  tx: Db,
  kind: K,
  row: Row<K>,
  step: DocumentStep<K>,
): Promise<void> {
  const { table, events, owner, entity }: Documents[keyof Documents] = DOCUMENTS[kind];
  const at = new Date();
  await tx
    .update(table)
    .set({ ...step.set, status: step.to, version: row.version + 1, updatedAt: at })
    .where(eq(table.id, row.id));
  await tx.insert(events).values({
    [owner]: row.id,
    action: step.action,
    fromStatus: row.status,
    toStatus: step.to,
    note: step.note ?? null,
    actorId: step.by.userId,
    at,
  });
  await auditStep(tx, step.by, {
    entity,
    id: row.id,
    action: step.action,
    from: row.status,
    to: step.to,
    extra: step.audit,
  });
}
