import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runWhileOpen } from '../../core/periodic';
import { eamRoutes } from './routes';
import type { EamService } from './service';
import { slaCheck } from './sla-check';

/**
 * Repair orders (docs/repair-orders.md) and their service-level check. The service is the
 * platform's (built from files and notices): equipment opens orders through the same one.
 */
export const eamModule: FastifyPluginAsyncZod<{
  eam: EamService;
  /** Seconds between service-level checks (0: none). */
  checkSeconds: number;
}> = async (app, { eam, checkSeconds }) => {
  await app.register(eamRoutes, { eam });
  // Repair orders past a service level: checked at start and then every few seconds.
  runWhileOpen(
    app,
    checkSeconds,
    slaCheck(() => eam.checkSlaBreaches(), app.log),
    'service-level check',
  );
};
