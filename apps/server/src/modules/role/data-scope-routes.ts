import { idParams, roleDataScopeBody, roleDataScopeSchema } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import type { createRoleScopeService } from './data-scope';

const answer = envelopeOf(roleDataScopeSchema);

/** A role's data scope: which records its holders see and act on (core/data-scope.ts). */
export const roleScopeRoutes: FastifyPluginAsyncZod<{
  roleScopes: ReturnType<typeof createRoleScopeService>;
}> = async (app, { roleScopes }) => {
  app.get(
    '/admin/role/:id/data-scope',
    {
      config: { permission: 'sys_role_view' },
      schema: { tags: ['role'], params: idParams, response: { 200: answer } },
    },
    async (request) => ok(await roleScopes.dataScope(request.params.id)),
  );
  app.put(
    '/admin/role/:id/data-scope',
    {
      config: { permission: 'sys_role_edit' },
      schema: {
        tags: ['role'],
        summary: 'Sets the data scope of the role; its holders’ sign-ins see it at once',
        params: idParams,
        body: roleDataScopeBody,
        response: { 200: answer },
      },
    },
    async (request) =>
      ok(
        await roleScopes.setDataScope(
          currentUser(request),
          request.params.id,
          request.body.dataScope,
        ),
      ),
  );
};
