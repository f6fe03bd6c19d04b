import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, auditLog } from '../db/schema';

/** Who makes a change: the signed-in user (`currentUser(request)` fits). */
export interface Actor {
  userId: number;
  username: string;
}

/**
 * The actor of user `userId` (null: none, as when the approval engine acts on a timeout), for a
 * change made on their behalf, such as an approval's effect on its document.
 */
export async function actorById(tx: Db, userId: number | null): Promise<Actor | null> {
  if (userId === null) return null;
  const [user] = await tx
    .select({ userId: appUser.id, username: appUser.username })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return user ?? null;
}

export interface AuditEntry {
  actor: Actor | null;
  action: 'create' | 'update' | 'delete' | (string & {});
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes the audit row of a change (DESIGN §4). Pass the transaction that makes the change, so
 * the record and its audit row commit or roll back together.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.userId ?? null,
    actorName: entry.actor?.username ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
