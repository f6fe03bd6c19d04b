import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { PasswordCheck } from '../auth/password-check';
import type { SessionControl } from '../auth/sessions';
import type { SignInChanges } from '../auth/sign-in-cache';
import { userAdminRoutes } from './admin-routes';
import { createUserAdminService } from './admin-service';
import { createProfileService } from './profile';
import { userRoutes, type UserRoutesOptions } from './routes';
import type { UserService } from './service';
import { createStoreAssignment } from './store-assignment';
import { userStoreRoutes } from './store-routes';

/** The signed-in user's info and profile, and user administration with its store assignment. */
export const userModule: FastifyPluginAsyncZod<{
  db: Db;
  /** DEPOT_SCRYPT_N: the cost of the password hashes it writes. */
  scryptN: number;
  /** The platform's: sign-in reads the same users. */
  users: UserService;
  sessions: SessionControl;
  passwords: PasswordCheck;
  signIns: SignInChanges;
  remember: UserRoutesOptions['remember'];
}> = async (app, { db, scryptN, users, sessions, passwords, signIns, remember }) => {
  const config = { scryptN };
  const profile = createProfileService({ db, config, passwords, sessions, signIns });
  await app.register(userRoutes, { users, profile, remember });
  await app.register(userAdminRoutes, {
    userAdmin: createUserAdminService({ db, config, sessions, signIns }),
  });
  await app.register(userStoreRoutes, { userStores: createStoreAssignment(db, signIns) });
};
