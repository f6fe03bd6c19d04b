import { PERMISSIONS, PURCHASE_STATS_URL, purchaseStatsSchema } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { readPurchaseStats } from './stats';

/** `GET /purchase/stats`: the home page's purchasing panel, for holders of the order view key. */
export const purchaseStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    PURCHASE_STATS_URL,
    {
      config: { permission: PERMISSIONS.purchase.order.view },
      schema: {
        tags: ['purchase'],
        summary:
          'The home panel: this month’s approved spend by supplier and by category, and the sub-orders awaiting receipt, in the caller’s warehouses',
        response: { 200: envelopeOf(purchaseStatsSchema) },
      },
    },
    async (request) => ok(await readPurchaseStats(db, currentUser(request))),
  );
};
