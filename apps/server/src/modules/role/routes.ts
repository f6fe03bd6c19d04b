import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams, pageSchema } from '../../core/pagination';
import {
  roleCreateBody,
  roleItemSchema,
  roleMenusBody,
  rolePageQuery,
  roleRecordSchema,
  roleUpdateBody,
} from '@depot/shared';
import type { RoleService } from './service';

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
  app.get(
    '/admin/role/page',
    {
      config: { permission: 'sys_role_view' },
      schema: {
        tags: ['role'],
        querystring: rolePageQuery,
        response: { 200: envelopeOf(pageSchema(roleRecordSchema)) },
      },
    },
    async (request) => ok(await roles.page(request.query)),
  );
  app.get(
    '/admin/role/:id',
    {
      config: { permission: 'sys_role_view' },
      schema: { tags: ['role'], params: idParams, response: { 200: envelopeOf(roleRecordSchema) } },
    },
    async (request) => ok(await roles.get(request.params.id)),
  );
  app.post(
    '/admin/role',
    {
      config: { permission: 'sys_role_add' },
      schema: {
        tags: ['role'],
        summary: 'Creates a role (409 on a taken code)',
        body: roleCreateBody,
        response: { 200: envelopeOf(roleRecordSchema) },
      },
    },
    async (request) => ok(await roles.create(currentUser(request), request.body)),
  );
  app.put(
    '/admin/role',
    {
      config: { permission: 'sys_role_edit' },
      schema: {
        tags: ['role'],
        summary: 'Changes the given fields of a role',
        body: roleUpdateBody,
        response: { 200: envelopeOf(roleRecordSchema) },
      },
    },
    async (request) => ok(await roles.update(currentUser(request), request.body)),
  );
  app.delete(
    '/admin/role/:id',
    {
      config: { permission: 'sys_role_del' },
      schema: {
        tags: ['role'],
        summary: 'Deletes a role nobody holds (409 otherwise; never the admin role)',
        params: idParams,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await roles.remove(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
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
