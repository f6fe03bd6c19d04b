import { action, actionRoutes } from '../../core/resource/action-routes';
import {
  MENU_ROOT_ID,
  menuCreateBody,
  menuIdParams,
  menuItemSchema,
  menuNodeSchema,
  menuRecordSchema,
  menuTreeQuery,
  menuUpdateBody,
  userMenuQuery,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { okBytes, sendJson } from '../../core/json-answer';
import type { AuthUser } from '../../core/fastify-types';
import type { MenuService } from './service';

export interface MenuRoutesOptions {
  menus: MenuService;
  /** Per-sign-in memo (auth service): the tree is built once per cached sign-in. */
  remember: <T>(user: AuthUser, key: string, compute: () => Promise<T>) => Promise<T>;
}

/** The signed-in user's menu (SPEC §7 GET /admin/menu) and the menu admin (DESIGN §7). */
export const menuRoutes: FastifyPluginAsyncZod<MenuRoutesOptions> = async (
  app,
  { menus, remember },
) => {
  app.get(
    '/admin/menu',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['menu'],
        summary: "The signed-in user's menu tree: what their roles grant, without buttons",
        querystring: userMenuQuery,
        response: { 200: envelopeOf(z.array(menuItemSchema)) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const parentId = request.query.parentId ?? MENU_ROOT_ID;
      // Built and written once per cached sign-in, sent as it is after that.
      const answer = await remember(user, `menu:${parentId}`, async () =>
        okBytes(JSON.stringify(await menus.treeForUser(user.roles, parentId))),
      );
      return sendJson(reply, answer);
    },
  );

  app.get(
    '/admin/menu/tree',
    {
      config: { permission: 'sys_menu_view' },
      schema: {
        tags: ['menu'],
        summary: 'Every menu record (buttons too) under parentId; lazy=true: one level',
        querystring: menuTreeQuery,
        response: { 200: envelopeOf(z.array(menuNodeSchema)) },
      },
    },
    async (request) =>
      ok(
        await menus.adminTree(request.query.parentId ?? MENU_ROOT_ID, request.query.lazy ?? false),
      ),
  );

  await app.register(
    actionRoutes(
      ['menu'],
      [
        action('GET /admin/menu/:id', {
          permission: 'sys_menu_view',
          summary: 'One menu record',
          params: menuIdParams,
          reply: menuRecordSchema,
          run: ({ params }) => menus.get(params.id),
        }),
        action('POST /admin/menu', {
          permission: 'sys_menu_add',
          summary: 'Creates a menu record',
          body: menuCreateBody,
          reply: menuRecordSchema,
          run: ({ user, body }) => menus.create(user, body),
        }),
        action('PUT /admin/menu', {
          permission: 'sys_menu_edit',
          summary: 'Changes the given fields of a menu record',
          body: menuUpdateBody,
          reply: menuRecordSchema,
          run: ({ user, body }) => menus.update(user, body),
        }),
      ],
    ),
  );

  app.delete(
    '/admin/menu/:id',
    {
      config: { permission: 'sys_menu_del' },
      schema: {
        tags: ['menu'],
        summary: 'Deletes a menu without sub-menus (409 otherwise); its grants go with it',
        params: menuIdParams,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await menus.remove(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
};
