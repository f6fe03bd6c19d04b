import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { EamService } from '../eam/service';
import { createEquipmentService } from './equipment-resource';
import { equipmentRoutes } from './routes';

/** Store devices; a fault reported on one opens a repair order through `eam`. */
export const equipmentModule: FastifyPluginAsyncZod<{ db: Db; eam: EamService }> = async (
  app,
  { db, eam },
) => {
  await app.register(equipmentRoutes, { db, devices: createEquipmentService(db), eam });
};
