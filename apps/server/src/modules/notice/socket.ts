import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import type { Bus } from '../../core/bus';
import { BadRequest, Forbidden } from '../../core/errors';
import { languageOf, requestLanguage } from '../../core/i18n';
import type { NoticeService } from './service';
import { createSocketHub } from './socket-hub';

export const NOTICE_SOCKET_PATH = '/websocket/ws';
/** How often open sockets are re-checked (token still valid, identified, alive). */
export const SOCKET_RECHECK_MS = 45_000;
/** Bigger frames are a misbehaving client: ws closes that socket (1009). */
const FRAME_MAX_BYTES = 64 * 1024;

/**
 * Registers the websocket server for the whole app. At the root, so that its hooks come
 * before access control: a refused handshake (401, 403) is answered and its socket closed.
 */
export async function registerWebsocketServer(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: FRAME_MAX_BYTES } });
}

export interface NoticeSocketOptions {
  notices: NoticeService;
  bus: Bus;
  liveTokenIds: (tokenIds: readonly number[]) => Promise<Set<number>>;
  recheckMs?: number;
}

/**
 * Refuses a handshake from a page of another site (cross-site websocket hijacking: the
 * browser would send that page's request with this site's credentials). Browsers always send
 * Origin; other clients may omit it.
 */
async function sameOrigin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (!host || host.toLowerCase() !== request.host.toLowerCase()) throw new Forbidden();
}

/**
 * The notice websocket (SPEC §4, §7): authenticated at the handshake by a single-use ticket
 * (or, from programs, the Authorization header), bound to the access token that asked for it;
 * in the language `?lang=` names (else Accept-Language's); then `{"userId": n}` to identify, text `ping` → `pong`, and pushed
 * `{"sendType":"notice","notice":{…}}` for every new notice of the user, from any process.
 */
export const noticeSocketRoutes: FastifyPluginAsyncZod<NoticeSocketOptions> = async (
  app,
  { notices, bus, liveTokenIds, recheckMs = SOCKET_RECHECK_MS },
) => {
  const hub = createSocketHub({ liveTokenIds, loadNotices: notices.load, log: app.log });
  const unsubscribe = [
    bus.subscribe('notice', ({ n, t }) => hub.push(n, t)),
    bus.subscribe('token_revoked', ({ familyId }) => hub.closeFamily(familyId)),
  ];
  const timer = setInterval(() => {
    hub.recheck().catch((err: unknown) => app.log.error({ err }, 'notice socket re-check failed'));
  }, recheckMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const stop of unsubscribe) stop();
  });

  app.route({
    method: 'GET',
    url: NOTICE_SOCKET_PATH,
    config: { auth: 'user' },
    onRequest: sameOrigin,
    schema: {
      tags: ['notice'],
      summary: 'Notice push websocket (?ticket= from POST /auth/socket-ticket)',
      hide: true,
    },
    // A plain GET (no Upgrade) gets a 400 envelope like any other mistake, not an empty 404.
    handler: async () => {
      throw new BadRequest('socket.upgradeRequired');
    },
    wsHandler: (socket, request) => {
      const { userId, tokenId, familyId } = currentUser(request);
      // The client's language rides in the URL (?lang=): a browser's handshake sends the
      // browser's Accept-Language, not the one chosen in the app.
      const { lang } = request.query as { lang?: unknown };
      const language = languageOf(lang) ?? requestLanguage(request);
      hub.add(socket, { userId, tokenId, familyId, language });
    },
  });
};
