import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { streamXlsx, xlsxAnswer } from '../../core/excel/xlsx-http';
import { writeXlsx } from '../../core/excel/xlsx-writer';
import { requestLanguage } from '../../core/i18n';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import {
  batchDeleteBody,
  batchEnabledBody,
  enabledBody,
  resetPasswordBody,
  rolesBody,
  temporaryPasswordSchema,
  userCreateBody,
  userFilters,
  userListQuery,
  userNodeSchema,
  userPageQuery,
  userRecordSchema,
  userUpdateBody,
} from '@depot/shared';
import type { UserAdminService } from './admin-service';
import { usersFileName, usersSheet } from './export';
import { requestTimeZone, todayIn } from '../../core/time-zone';

const done = envelopeOf(z.literal(true));

/** User administration (pig/RuoYi style paths) and the SPEC §7 user list of the org picker. */
export const userAdminRoutes: FastifyPluginAsyncZod<{ userAdmin: UserAdminService }> = async (
  app,
  { userAdmin },
) => {
  app.get(
    '/admin/user/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Enabled users of a department (org picker), or matching a keyword',
        querystring: userListQuery,
        response: { 200: envelopeOf(z.array(userNodeSchema)) },
      },
    },
    async (request) => ok(await userAdmin.list(request.query)),
  );
  await app.register(
    actionRoutes(
      ['user'],
      [
        action('GET /admin/user/page', {
          permission: 'sys_user_view',
          summary: 'Users, filtered and sorted by allow-listed fields',
          query: userPageQuery,
          reply: pageSchema(userRecordSchema),
          run: ({ query }) => userAdmin.page(query),
        }),
        action('PUT /admin/user', {
          permission: 'sys_user_edit',
          summary: 'Changes the given fields of a user (not the username)',
          body: userUpdateBody,
          reply: userRecordSchema,
          run: ({ user, body }) => userAdmin.update(user, body),
        }),
        action('PUT /admin/user/:id/roles', {
          permission: 'sys_user_edit',
          summary: 'Replaces the roles of a user',
          params: idParams,
          body: rolesBody,
          reply: userRecordSchema,
          run: ({ user, params, body }) => userAdmin.setRoles(user, params.id, body.roleIds),
        }),
      ],
    ),
  );
  app.get(
    '/admin/user/export',
    {
      config: { permission: 'sys_user_export' },
      schema: {
        tags: ['user'],
        summary: 'The filtered users as .xlsx, headers in the caller’s language',
        querystring: userFilters,
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const timeZone = requestTimeZone(request);
      const users = await userAdmin.batches(request.query);
      const file = usersFileName(language, todayIn(timeZone));
      return streamXlsx(request, reply, file, (out) =>
        writeXlsx(out, users, usersSheet(language, timeZone)),
      );
    },
  );
  app.get(
    '/admin/user/:id',
    {
      config: { permission: 'sys_user_view' },
      schema: { tags: ['user'], params: idParams, response: { 200: envelopeOf(userRecordSchema) } },
    },
    async (request) => ok(await userAdmin.get(request.params.id)),
  );
  app.post(
    '/admin/user',
    {
      config: { permission: 'sys_user_add' },
      schema: {
        tags: ['user'],
        summary: 'Creates a user (409 on a taken username); without password one is generated',
        description:
          'The new user must change the password at the first sign-in (passwordUpdated 0). ' +
          'temporaryPassword is the generated password, shown this once, or null.',
        body: userCreateBody,
        response: { 200: envelopeOf(userRecordSchema.extend(temporaryPasswordSchema.shape)) },
      },
    },
    async (request) => ok(await userAdmin.create(currentUser(request), request.body)),
  );
  app.put(
    '/admin/user/batch/enabled',
    {
      config: { permission: 'sys_user_edit' },
      schema: {
        tags: ['user'],
        summary: 'Enables or disables several users (disabling ends their sign-ins)',
        body: batchEnabledBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { userIds, enabled } = request.body;
      await userAdmin.setEnabled(currentUser(request), userIds, enabled);
      return ok(true as const);
    },
  );
  app.delete(
    '/admin/user/batch',
    {
      config: { permission: 'sys_user_del' },
      schema: {
        tags: ['user'],
        summary: 'Deletes several users, all or none',
        body: batchDeleteBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await userAdmin.remove(currentUser(request), request.body.userIds);
      return ok(true as const);
    },
  );
  app.delete(
    '/admin/user/:id',
    {
      config: { permission: 'sys_user_del' },
      schema: {
        tags: ['user'],
        summary: 'Deletes a user (never yourself or the last enabled administrator)',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await userAdmin.remove(currentUser(request), [request.params.id]);
      return ok(true as const);
    },
  );
  app.put(
    '/admin/user/:id/enabled',
    {
      config: { permission: 'sys_user_edit' },
      schema: {
        tags: ['user'],
        summary: 'Enables or disables a user (disabling ends their sign-ins)',
        params: idParams,
        body: enabledBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await userAdmin.setEnabled(currentUser(request), [request.params.id], request.body.enabled);
      return ok(true as const);
    },
  );
  app.put(
    '/admin/user/:id/reset-password',
    {
      config: { permission: 'sys_user_reset' },
      schema: {
        tags: ['user'],
        summary: 'Sets a temporary password (typed, or generated and answered once)',
        description: 'passwordUpdated becomes 0, the user’s sign-ins end, a lockout is lifted.',
        params: idParams,
        body: resetPasswordBody,
        response: { 200: envelopeOf(temporaryPasswordSchema) },
      },
    },
    async (request) =>
      ok(
        await userAdmin.resetPassword(
          currentUser(request),
          request.params.id,
          request.body?.password,
        ),
      ),
  );
  app.delete(
    '/admin/user/:id/lockout',
    {
      config: { permission: 'sys_user_unlock' },
      schema: {
        tags: ['user'],
        summary:
          'Lifts the user’s sign-in locks (every address), captcha demand and lock-screen count',
        params: idParams,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await userAdmin.liftLockout(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
};
