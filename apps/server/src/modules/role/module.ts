import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { forgettingAfterWrites, type SignInChanges } from '../auth/sign-in-cache';
import { createRoleScopeService } from './data-scope';
import { roleScopeRoutes } from './data-scope-routes';
import { roleRoutes } from './routes';
import { createRoleService } from './service';

/** Roles, their grants and their data scopes: each shapes every sign-in holding the role. */
export const roleModule: FastifyPluginAsyncZod<{
  db: Db;
  signIns: Pick<SignInChanges, 'forgetAll'>;
}> = async (app, { db, signIns }) => {
  const roles = forgettingAfterWrites(createRoleService(db), signIns, [
    'list',
    'page',
    'get',
    'menus',
  ]);
  await app.register(roleRoutes, { roles });
  const roleScopes = forgettingAfterWrites(createRoleScopeService(db), signIns, ['dataScope']);
  await app.register(roleScopeRoutes, { roleScopes });
};
