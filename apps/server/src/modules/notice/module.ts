import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeRoutes, type NoticeRoutesOptions } from './routes';
import { noticeSocketRoutes, type NoticeSocketOptions } from './socket';

/**
 * The message centre's calls and its websocket. The notice service is the platform's
 * (platform.ts): other areas send notices through it.
 */
export const noticeModule: FastifyPluginAsyncZod<
  NoticeRoutesOptions & NoticeSocketOptions
> = async (app, { notices, bus, liveTokenIds, recheckMs }) => {
  await app.register(noticeRoutes, { notices });
  await app.register(noticeSocketRoutes, { notices, bus, liveTokenIds, recheckMs });
};
