import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams } from '../../core/pagination';
import { resourceRoutes } from '../../core/resource/resource-routes';
import { roleItemSchema, roleMenusBody } from '@depot/shared';
import { roleResource, type RoleService } from './service';

/** Roles (SPEC §7 GET /admin/role/list for the org picker) and their menu grants. */
export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  app.get(
    '/admin/role/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['role'],
        summary: 'Every role',
        response: { 200: envelopeOf(z.array(roleItemSchema)) },
      },
    },
    async () => ok(await roles.list()),
  );
  await app.register(resourceRoutes(roleResource, roles));
  app.get(
    '/admin/role/:id/menus',
    {
      config: { permission: 'sys_role_view' },
      schema: {
        tags: ['role'],
        summary: 'Ids of the menus (buttons too) granted to the role',
        params: idParams,
        response: { 200: envelopeOf(z.array(z.number().int())) },
      },
    },
    async (request) => ok(await roles.menus(request.params.id)),
  );
  app.put(
    '/admin/role/:id/menus',
    {
      config: { permission: 'sys_role_perm' },
      schema: {
        tags: ['role'],
        summary: 'Replaces the menus granted to the role; answers the new set',
        params: idParams,
        body: roleMenusBody,
        response: { 200: envelopeOf(z.array(z.number().int())) },
      },
    },
    async (request) =>
      ok(await roles.setMenus(currentUser(request), request.params.id, request.body.menuIds)),
  );
};
