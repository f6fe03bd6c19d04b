import { sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { inEveryLanguage } from '../../core/i18n';
import type { Db } from '../../db/client';
import { approvalRequest, approvalTask } from '../../db/schema';
import type { Decider } from './decisions';
import {
  addTrail,
  currentTasks,
  EffectRefused,
  lockRequest,
  saveRequest,
  type HandlerOf,
  type Live,
  type TaskRow,
} from './flow';
import { roleHolders } from './approvers';
import type { ApprovalNotices } from './notices';

interface Claimed {
  id: number;
  requestId: number;
  /** Who is reminded: the approver, or every holder of a role's task's role now. */
  approvers: number[];
  step: number;
}

export interface TimeoutResult {
  /** Tasks whose approvers were reminded now. */
  reminded: number[];
  /** Of those, the tasks decided for their approvers (the step's timeout action). */
  decided: number[];
  /** Tasks whose automatic approval the document's effect refused (left pending). */
  refused: number[];
}

type Decide = (live: Live, task: TaskRow, by: Decider) => Promise<void>;

/**
 * Claims the pending tasks past their due time that were not reminded yet, in one UPDATE …
 * RETURNING over rows locked with SKIP LOCKED (requests first, as every action locks them):
 * of several processes checking at once each task goes to exactly one, and a request a user
 * is acting on waits for the next round. Each claimed approver is reminded once (the approval
 * notice again, a trail row); where the step's timeout action is approve or reject the engine
 * then decides for them (trail autoApprove / autoReject, no actor), the effect applied as on
 * any final approval. An effect that refuses leaves the request pending, with a trail row.
 */
export async function checkTimeouts(
  db: Db,
  deps: { handlerOf: HandlerOf; notices: ApprovalNotices; approve: Decide; reject: Decide },
  now: Date,
): Promise<TimeoutResult> {
  return db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      update ${approvalTask} set reminded_at = ${now}
      where id in (
        select t.id from ${approvalTask} t
        join ${approvalRequest} r on r.id = t.request_id
        where t.status = 'pending' and t.due_at <= ${now} and t.reminded_at is null
          and r.status = 'pending'
        order by r.id, t.id
        for update of r, t skip locked
      ) and reminded_at is null
      returning id, request_id as "requestId", approver_id as "approverId", role_id as "roleId",
        step`)) as unknown as {
      rows: Array<{
        id: unknown;
        requestId: unknown;
        approverId: unknown;
        roleId: unknown;
        step: unknown;
      }>;
    };
    const result: TimeoutResult = { reminded: [], decided: [], refused: [] };
    const byRequest = new Map<number, Claimed[]>();
    for (const row of claimed.rows) {
      const task: Claimed = {
        id: Number(row.id),
        requestId: Number(row.requestId),
        approvers:
          row.approverId === null
            ? await roleHolders(tx, { id: Number(row.roleId) })
            : [Number(row.approverId)],
        step: Number(row.step),
      };
      byRequest.set(task.requestId, [...(byRequest.get(task.requestId) ?? []), task]);
    }
    for (const [requestId, tasks] of [...byRequest].sort((a, b) => a[0] - b[0])) {
      const live = await lockRequest(tx, requestId, deps);
      for (const task of tasks) {
        await addTrail(tx, requestId, now, {
          action: 'remind',
          actorId: null,
          step: task.step,
          targets: task.approvers,
        });
      }
      await deps.notices.reminder(
        tx,
        live.words,
        tasks.flatMap((t) => t.approvers),
      );
      result.reminded.push(...tasks.map((t) => t.id));
      const action = live.steps[tasks[0]!.step]?.timeoutAction ?? 'remind';
      if (action === 'remind') continue;
      for (const claim of tasks) {
        try {
          // A savepoint: a refused effect undoes this decision only.
          const decided = await tx.transaction(async (sp) => {
            const current = await lockRequest(sp, requestId, deps);
            const task = (await currentTasks(current)).find(
              (t) => t.id === claim.id && t.status === 'pending',
            );
            if (current.request.status !== 'pending' || !task) return false;
            const by = { actorId: null, auto: true, comment: null };
            await (action === 'approve' ? deps.approve : deps.reject)(current, task, by);
            await saveRequest(current);
            const { status, currentStep, version, code } = current.request;
            await recordAudit(sp, {
              actor: null,
              action: action === 'approve' ? 'autoApprove' : 'autoReject',
              entity: 'approval_request',
              entityId: requestId,
              after: { code, status, currentStep, version, taskId: task.id },
            });
            return true;
          });
          if (decided) result.decided.push(claim.id);
        } catch (error) {
          if (!(error instanceof EffectRefused)) throw error;
          await addTrail(tx, requestId, now, {
            action: 'effectRefused',
            actorId: null,
            step: claim.step,
            comment: inEveryLanguage(error.key, error.params),
          });
          result.refused.push(claim.id);
        }
      }
    }
    return result;
  });
}
