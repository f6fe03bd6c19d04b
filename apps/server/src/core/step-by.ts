import type { Db } from '../db/client';
import { recordAudit } from './audit';
import type { AuthUser } from './fastify-types';

/**
 * Who moves a document a step: a person (`actor`: on its timeline as them, and audited), or
 * an outcome (an approval, a work order closing) with only the id of whoever caused it.
 */
export interface StepBy {
  userId: number | null;
  actor?: AuthUser;
}

/** A person's own step: on the timeline as them, and audited. */
export const byPerson = (user: AuthUser): StepBy => ({ userId: user.userId, actor: user });

/**
 * The audit row of a person's step of document `entity` `id` from one status to another, with
 * what else the step set (`extra`); an outcome's step (no actor) is on the timeline only.
 */
export async function auditStep(
  tx: Db,
  by: StepBy,
  step: { entity: string; id: number; action: string; from: string; to: string; extra?: object },
): Promise<void> {
  if (!by.actor) return;
  await recordAudit(tx, {
    actor: by.actor,
    action: step.action,
    entity: step.entity,
    entityId: step.id,
    before: { status: step.from },
    after: { status: step.to, ...step.extra },
  });
}
