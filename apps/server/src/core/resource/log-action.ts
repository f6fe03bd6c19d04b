import { pageQuery, type Page, type PageQuery } from '@depot/shared';
import type { z } from 'zod';
import type { AuthUser, RouteAccess } from '../fastify-types';
import { idParams, pageSchema } from '../pagination';
import { action, type Action } from './action-routes';

/** What a record's own list declares: who may read it, what it lists, and how. */
interface LogSpec<T> {
  permission: NonNullable<RouteAccess['permission']>;
  /** The OpenAPI summary ("The lock’s open log"); ", newest first" is added. */
  summary: string;
  record: z.ZodType<T>;
  /** Finds the record in the caller's scope, or throws its 404. */
  owner: (id: number, user: AuthUser) => Promise<unknown>;
  /** A page of the record's list, newest first (`readPage` with `newestFirst`). */
  read: (id: number, query: PageQuery) => Promise<Page<T>>;
}

/**
 * `GET …/:id/…`: a page of a record's own list (a lock's reveal log, a device's repair orders),
 * newest first, once `owner` has found the record in the caller's scope: another scope's record
 * is a 404 and nothing of its list is read. The web reads it with `useShortPage`.
 */
export function logAction<T>(route: `GET /${string}/:id/${string}`, spec: LogSpec<T>): Action {
  return action(route, {
    permission: spec.permission,
    summary: `${spec.summary}, newest first`,
    params: idParams,
    query: pageQuery,
    reply: pageSchema(spec.record),
    run: async ({ user, params, query }) => {
      await spec.owner(params.id, user);
      return spec.read(params.id, query);
    },
  });
}
