import {
  PERMISSIONS,
  equipmentFaultBody,
  equipmentOrderSchema,
  type EquipmentOrderRecord,
  type Page,
  type PageQuery,
  type RepairStatus,
} from '@depot/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { envelopeOf, ok } from '../../core/envelope';
import type { AuthUser } from '../../core/fastify-types';
import { idParams } from '../../core/pagination';
import { newestFirst, readPage, tableRows } from '../../core/resource/page-query';
import { actionRoutes } from '../../core/resource/action-routes';
import { logAction } from '../../core/resource/log-action';
import { resourceRoutes } from '../../core/resource/resource-routes';
import type { Db } from '../../db/client';
import { repairOrder } from '../../db/schema';
import type { EamService } from '../eam/service';
import { equipmentResource, type EquipmentService } from './equipment-resource';
import { equipment } from './tables';

/** A page of the device's own orders, newest first (its store's scope was checked by reading the device). */
function ordersOf(
  db: Db,
  equipmentId: number,
  query: PageQuery,
): Promise<Page<EquipmentOrderRecord>> {
  return readPage(
    tableRows(db, repairOrder, {
      orderId: repairOrder.id,
      code: repairOrder.code,
      // The check constraint allows only REPAIR_STATUSES.
      status: sql<RepairStatus>`${repairOrder.status}`,
      submitTime: repairOrder.submitTime,
      remark: repairOrder.remark,
    }),
    newestFirst(repairOrder.submitTime, repairOrder.id),
    query,
    eq(repairOrder.equipmentId, equipmentId),
  );
}

/**
 * "Report a fault": a repair order for the device's store, pointing at the device, which is
 * marked faulty in the same transaction (audited).
 */
async function reportFault(
  eam: EamService,
  devices: EquipmentService,
  user: AuthUser,
  id: number,
  body: { typeId: number; remark: string | null },
) {
  const device = await devices.get(id, user.scope);
  const order = await eam.orders.create(
    user,
    {
      storeId: device.storeId,
      typeId: body.typeId,
      externalCode: null,
      externalSource: null,
      address: null,
      remark: body.remark ?? `${device.position} ${device.model} ${device.serialNo}`,
    },
    {
      equipmentId: device.equipmentId,
      alsoDo: async (tx, orderId) => {
        await tx
          .update(equipment)
          .set({ status: 'faulty', updatedAt: new Date() })
          .where(eq(equipment.id, device.equipmentId));
        await recordAudit(tx, {
          actor: user,
          action: 'reportFault',
          entity: 'equipment',
          entityId: device.equipmentId,
          before: { status: device.status },
          after: { status: 'faulty', orderId },
        });
      },
    },
  );
  return { orderId: order.orderId, code: order.code };
}

/** Store devices: the kit's five calls, their repair orders and "report a fault". */
export const equipmentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  devices: EquipmentService;
  eam: EamService;
}> = async (app, { db, devices, eam }) => {
  const tags = ['asset'];
  await app.register(resourceRoutes(equipmentResource, devices));
  await app.register(
    actionRoutes(tags, [
      logAction('GET /as/equipment/:id/orders', {
        permission: PERMISSIONS.equipment.view,
        summary: 'The device’s repair orders',
        record: equipmentOrderSchema,
        owner: (id, user) => devices.get(id, user.scope),
        read: (id, query) => ordersOf(db, id, query),
      }),
    ]),
  );
  app.post(
    '/as/equipment/:id/report-fault',
    {
      config: { permission: PERMISSIONS.eam.add },
      schema: {
        tags,
        summary: 'A repair order for the device’s store, linked to it; the device turns faulty',
        params: idParams,
        body: equipmentFaultBody,
        response: {
          200: envelopeOf(z.object({ orderId: z.number().int(), code: z.string() })),
        },
      },
    },
    async (request) =>
      ok(await reportFault(eam, devices, currentUser(request), request.params.id, request.body)),
  );
};
