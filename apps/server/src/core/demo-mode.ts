import type { FastifyInstance } from 'fastify';
import { DemoMode } from './errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A read-only showcase (DEPOT_DEMO_MODE=on): every change answers 423, except the routes that
 * declare `demoAllowed` (signing in and out must still work).
 */
export function installDemoMode(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (MUTATING.has(request.method) && !request.routeOptions.config.demoAllowed) {
      throw new DemoMode();
    }
  });
}
