import {
  PERMISSIONS,
  warrantyUntil,
  type ProjectWarrantyRecord,
  type WarrantyLink,
  type WarrantyOrderRecord,
  type WarrantyRaise,
} from '@depot/shared';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf } from '../../core/people';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { repairOrder, repairType } from '../../db/schema/eam';
import { appUser } from '../../db/schema/users';
import { checkOrderInScope } from '../eam/order-scope';
import type { EamService } from '../eam/service';
import { projectScope } from './project-read';
import { project, projectRepairOrder } from './tables';

/** What the warranty rules read of a project. */
interface WarrantyHead {
  id: number;
  code: string;
  status: string;
  storeId: number;
  actualEnd: string | null;
}

const headColumns = {
  id: project.id,
  code: project.code,
  status: project.status,
  storeId: project.storeId,
  actualEnd: project.actualEnd,
};

/** A project in the caller's scope (else 404); `lock` takes its row for the write. */
async function warrantyHead(tx: Db, user: AuthUser, projectId: number, lock = false) {
  const query = tx
    .select(headColumns)
    .from(project)
    .where(and(eq(project.id, projectId), projectScope(user.scope)));
  const [head] = lock ? await query.for('update') : await query;
  if (!head) throw new NotFound();
  return head;
}

/**
 * The warranty of a project that may take a repair order: a discarded one is closed (409), one
 * not completed has no warranty yet (409); answers its last day.
 */
function warrantyOf(head: WarrantyHead): string {
  if (head.status === 'discarded') throw new Conflict('project.closed', { code: head.code });
  if (head.status !== 'completed' || !head.actualEnd) {
    throw new Conflict('project.noWarrantyYet', { code: head.code });
  }
  return warrantyUntil(head.actualEnd);
}

/** The same, and today within it (409 once it has ended): a new order may be raised. */
function openWarranty(head: WarrantyHead, now: number): void {
  const until = warrantyOf(head);
  if (storeDay(now) > until) {
    throw new Conflict('project.warrantyOver', { code: head.code, date: until });
  }
}

/** The repair orders under a project's warranty, newest first. */
async function readOrders(db: Db, projectId: number): Promise<WarrantyOrderRecord[]> {
  const rows = await db
    .select({
      orderId: repairOrder.id,
      code: repairOrder.code,
      status: repairOrder.status,
      typeName: repairType.name,
      submitTime: repairOrder.submitTime,
      completionTime: repairOrder.completionTime,
      raised: projectRepairOrder.raised,
      linkedBy: personOf(appUser),
      linkedAt: projectRepairOrder.linkedAt,
    })
    .from(projectRepairOrder)
    .innerJoin(repairOrder, eq(repairOrder.id, projectRepairOrder.orderId))
    .innerJoin(repairType, eq(repairType.id, repairOrder.typeId))
    .innerJoin(appUser, eq(appUser.id, projectRepairOrder.linkedBy))
    .where(eq(projectRepairOrder.projectId, projectId))
    .orderBy(desc(repairOrder.submitTime), desc(repairOrder.id));
  // The repair order's check constraint allows only REPAIR_STATUSES.
  return rows.map((r) => ({ ...r, status: r.status as WarrantyOrderRecord['status'] }));
}

/** GET /item/warranty/list: the project's warranty and the repair orders under it. */
export async function readWarranty(
  db: Db,
  user: AuthUser,
  projectId: number,
  now = Date.now(),
): Promise<ProjectWarrantyRecord> {
  const head = await warrantyHead(db, user, projectId);
  const completed = head.status === 'completed' && head.actualEnd !== null;
  const until = completed ? warrantyUntil(head.actualEnd!) : null;
  const underWarranty = until !== null && storeDay(now) <= until;
  return {
    projectId,
    projectStatus: head.status as ProjectWarrantyRecord['projectStatus'],
    storeId: head.storeId,
    completedOn: completed ? head.actualEnd : null,
    warrantyUntil: until,
    underWarranty,
    canRaise: underWarranty && user.permissions.includes(PERMISSIONS.project.warranty),
    orders: await readOrders(db, projectId),
  };
}

/** Puts an order under a project (a 409 naming the project it is under already). */
async function putUnder(
  tx: Db,
  user: AuthUser,
  projectId: number,
  orderId: number,
  raised: boolean,
): Promise<void> {
  const [under] = await tx
    .select({ code: project.code })
    .from(projectRepairOrder)
    .innerJoin(project, eq(project.id, projectRepairOrder.projectId))
    .where(eq(projectRepairOrder.orderId, orderId));
  if (under) throw new Conflict('project.orderLinked', { code: under.code });
  const [row] = await tx
    .insert(projectRepairOrder)
    .values({ projectId, orderId, raised, linkedBy: user.userId })
    .returning();
  await recordAudit(tx, {
    actor: user,
    action: raised ? 'raise' : 'link',
    entity: 'projectRepairOrder',
    entityId: row!.id,
    after: row,
  });
}

/**
 * `/item/warranty`: repair orders under a completed project's warranty (PROJECT_WARRANTY_DAYS
 * from its completion day). Raised through the repair orders' own create (the project's store,
 * its rules, codes and timeline), or an existing order of the store linked; the order itself
 * is never changed.
 */
export function createWarrantyWrites(deps: { db: Db; eam: Pick<EamService, 'orders'> }) {
  const { db, eam } = deps;

  return {
    /** A new repair order at the project's store, under its warranty (also eam_order_add). */
    async raise(
      user: AuthUser,
      body: WarrantyRaise,
      now = Date.now(),
    ): Promise<ProjectWarrantyRecord> {
      const head = await warrantyHead(db, user, body.projectId);
      openWarranty(head, now);
      if (!user.permissions.includes(PERMISSIONS.eam.add)) throw new Forbidden();
      await eam.orders.create(
        user,
        {
          storeId: head.storeId,
          typeId: body.typeId,
          appointmentTime: body.appointmentTime,
          remark: body.remark,
          externalCode: null,
          externalSource: null,
          // The store's address.
          address: null,
        },
        {
          alsoDo: async (tx, orderId) => {
            // Checked again under the project's lock: a discarding landing meanwhile wins.
            openWarranty(await warrantyHead(tx, user, body.projectId, true), now);
            await putUnder(tx, user, body.projectId, orderId, true);
          },
        },
      );
      return readWarranty(db, user, body.projectId, now);
    },

    /**
     * An existing order of the caller's scope (else 404) put under the project: of its store
     * and raised within its warranty (400 otherwise), under no other project (409).
     */
    async link(user: AuthUser, body: WarrantyLink): Promise<ProjectWarrantyRecord> {
      await db.transaction(async (tx) => {
        const head = await warrantyHead(tx, user, body.projectId, true);
        const until = warrantyOf(head);
        await checkOrderInScope(tx, user.scope, body.orderId);
        const [order] = await tx
          .select({
            code: repairOrder.code,
            storeId: repairOrder.storeId,
            submitTime: repairOrder.submitTime,
          })
          .from(repairOrder)
          .where(eq(repairOrder.id, body.orderId));
        if (!order) throw new NotFound('eam.orderNotFound');
        if (order.storeId !== head.storeId) {
          throw new BadRequest('project.orderOtherStore', { order: order.code });
        }
        const submitted = storeDay(order.submitTime);
        if (submitted < head.actualEnd! || submitted > until) {
          throw new BadRequest('project.orderOutsideWarranty', {
            order: order.code,
            from: head.actualEnd!,
            until,
          });
        }
        await putUnder(tx, user, body.projectId, body.orderId, false);
      });
      return readWarranty(db, user, body.projectId);
    },
  };
}
export type WarrantyWrites = ReturnType<typeof createWarrantyWrites>;
