import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { SignInChanges } from '../auth/sign-in-cache';
import { menuRoutes, type MenuRoutesOptions } from './routes';
import { createMenuService } from './service';

/** The signed-in user's menu and the menu admin; a change is seen by every sign-in at once. */
export const menuModule: FastifyPluginAsyncZod<{
  db: Db;
  signIns: SignInChanges;
  remember: MenuRoutesOptions['remember'];
}> = async (app, { db, signIns, remember }) => {
  await app.register(menuRoutes, { menus: createMenuService(db, signIns), remember });
};
