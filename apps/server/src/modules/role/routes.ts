import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
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
  await app.register(
    actionRoutes(
      ['role'],
      [
        action('GET /admin/role/:id/menus', {
          permission: 'sys_role_view',
          summary: 'Ids of the menus (buttons too) granted to the role',
          params: idParams,
          reply: z.array(z.number().int()),
          run: ({ params }) => roles.menus(params.id),
        }),
        action('PUT /admin/role/:id/menus', {
          permission: 'sys_role_perm',
          summary: 'Replaces the menus granted to the role; answers the new set',
          params: idParams,
          body: roleMenusBody,
          reply: z.array(z.number().int()),
          run: ({ user, params, body }) => roles.setMenus(user, params.id, body.menuIds),
        }),
      ],
    ),
  );
};
