import type { DispatchStatus, SkuOrderStatus } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import { projectScope } from './project-read';
import { project, projectDispatch, projectSkuOrder } from './tables';
import { lockOpenProject } from './open-project';

interface DocumentWords {
  table: unknown;
  wrongStatus: MessageKey;
  stale: MessageKey;
  status: (status: string) => MessageKey;
}

/** The documents of a project that move through statuses at a version. */
const DOCUMENTS = {
  skuOrder: {
    table: projectSkuOrder,
    wrongStatus: 'project.skuOrder.wrongStatus',
    stale: 'project.skuOrder.stale',
    status: (s: string): MessageKey => `project.skuOrderStatus.${s as SkuOrderStatus}`,
  },
  dispatch: {
    table: projectDispatch,
    wrongStatus: 'project.dispatch.wrongStatus',
    stale: 'project.dispatch.stale',
    status: (s: string): MessageKey => `project.dispatchStatus.${s as DispatchStatus}`,
  },
} as const satisfies Record<string, DocumentWords>;

type Documents = typeof DOCUMENTS;
interface Statuses {
  skuOrder: SkuOrderStatus;
  dispatch: DispatchStatus;
}

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
): Promise<Documents[K]['table']['$inferSelect']> {
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
