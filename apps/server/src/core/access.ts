import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from './errors';
import type { AuthUser } from './fastify-types';
import { handshakeToken, isWebsocketHandshake } from './websocket-token';

/**
 * Resolves a bearer access token to its user, or null when it is unknown, expired or revoked.
 * It may answer from a short-lived memory of the token; `fresh` asks the database.
 */
export type Authenticate = (
  accessToken: string,
  options?: { fresh?: boolean },
) => Promise<AuthUser | null>;

/**
 * Access control for every route registered in `scope` (after this call, or inside it):
 * a route must declare its access or it is refused at registration, so nothing is open by
 * accident; then every request is checked against that declaration.
 */
export function installAccessControl(scope: FastifyInstance, authenticate: Authenticate): void {
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
    const { auth, permission } = request.routeOptions.config;
    if (auth === 'public') return;
    const token =
      bearerToken(request) ?? (isWebsocketHandshake(request) ? handshakeToken(request) : null);
    let user = token ? await authenticate(token) : null;
    if (!user) throw new Unauthorized();
    request.user = user;
    if (permission && !user.permissions.includes(permission)) {
      // A remembered token may predate a new grant: the database decides a refusal.
      user = await authenticate(token!, { fresh: true });
      if (!user) throw new Unauthorized();
      request.user = user;
      if (!user.permissions.includes(permission)) throw new Forbidden();
    }
  });
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
