import { idParams, userStoresBody, userStoresSchema } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import type { StoreAssignment } from './store-assignment';

const answer = envelopeOf(userStoresSchema);

/** The stores assigned to a user (the `stores` data scope). */
export const userStoreRoutes: FastifyPluginAsyncZod<{ userStores: StoreAssignment }> = async (
  app,
  { userStores },
) => {
  app.get(
    '/admin/user/:id/stores',
    {
      config: { permission: 'sys_user_view' },
      schema: { tags: ['user'], params: idParams, response: { 200: answer } },
    },
    async (request) => ok(await userStores.stores(request.params.id)),
  );
  app.put(
    '/admin/user/:id/stores',
    {
      config: { permission: 'sys_user_edit' },
      schema: {
        tags: ['user'],
        summary: 'Replaces the stores assigned to the user; 400 naming unknown store ids',
        params: idParams,
        body: userStoresBody,
        response: { 200: answer },
      },
    },
    async (request) =>
      ok(
        await userStores.setStores(currentUser(request), request.params.id, request.body.storeIds),
      ),
  );
};
