import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes, type AuthRoutesOptions } from './routes';
import { sessionRoutes, type SessionRoutesOptions } from './session-routes';

/**
 * Signing in and out, captchas, the lock screen and live sign-ins. Its services are the
 * platform's (platform.ts): access control and the user module use the same ones.
 */
export const authModule: FastifyPluginAsyncZod<AuthRoutesOptions & SessionRoutesOptions> = async (
  app,
  { auth, captcha, sessions, passwords },
) => {
  await app.register(authRoutes, { auth, captcha });
  await app.register(sessionRoutes, { sessions, passwords });
};
