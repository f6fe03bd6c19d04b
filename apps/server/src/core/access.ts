import type { PermissionKey } from '@depot/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, PasswordChangeRequired, Unauthorized } from './errors';
import type { AuthUser } from './fastify-types';
import { handshakeTicket, isWebsocketHandshake } from './websocket-ticket';

/**
 * Resolves a bearer access token to its user, or null when it is unknown, expired or revoked.
 * It may answer from a short-lived memory of the token; `fresh` asks the database.
 */
export type Authenticate = (
  accessToken: string,
  options?: { fresh?: boolean },
) => Promise<AuthUser | null>;

/** The sign-in a websocket handshake's ticket stands for, using it up; null when not valid. */
export type RedeemTicket = (ticket: string) => Promise<AuthUser | null>;

/**
 * Access control for every route registered in `scope` (after this call, or inside it):
 * a route must declare its access or it is refused at registration, so nothing is open by
 * accident; then every request is checked against that declaration.
 */
export function installAccessControl(
  scope: FastifyInstance,
  authenticate: Authenticate,
  redeemTicket?: RedeemTicket,
): void {
  scope.addHook('onRoute', (route) => {
    const { auth, permission } = route.config ?? {};
    const declared = [auth === 'public', auth === 'user', Boolean(permission)].filter(Boolean);
    if (declared.length !== 1) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare its access in config: ` +
          `{ auth: 'public' }, { auth: 'user' } or { permission: '<key>' }`,
      );
    }
  });

  scope.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (config.auth === 'public') return;
    const token = bearerToken(request);
    const ticket = !token && isWebsocketHandshake(request) ? handshakeTicket(request) : null;
    let user = token
      ? await authenticate(token)
      : ticket && redeemTicket
        ? await redeemTicket(ticket)
        : null;
    if (!user) throw new Unauthorized();
    request.user = user;
    if (user.mustChangePassword && !config.beforePasswordChange) {
      // A remembered sign-in may predate the change made in another process: ask the database.
      user = await askAgain(authenticate, token, user);
      request.user = user;
      if (user.mustChangePassword) throw new PasswordChangeRequired();
    }
    const { permission } = config;
    if (permission && !holds(user, permission)) {
      // A remembered token may predate a new grant: the database decides a refusal.
      user = await askAgain(authenticate, token, user);
      request.user = user;
      if (!holds(user, permission)) throw new Forbidden();
    }
  });
}

/**
 * The sign-in as the database has it now: a token's may have been remembered; a ticket's
 * (no token) was just read from the database. A function of its own, not a closure made on
 * every request: most requests never need it.
 */
async function askAgain(
  authenticate: Authenticate,
  token: string | null,
  user: AuthUser,
): Promise<AuthUser> {
  const fresh = token ? await authenticate(token, { fresh: true }) : user;
  if (!fresh) throw new Unauthorized();
  return fresh;
}

/** Whether `user` holds the key, or one of the keys a route accepts any of. */
function holds(user: AuthUser, permission: PermissionKey | readonly PermissionKey[]): boolean {
  return typeof permission === 'string'
    ? user.permissions.includes(permission)
    : permission.some((key) => user.permissions.includes(key));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The signed-in user of a route declared `auth: 'user'` or with a permission. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}
