/**
 * The routes of the real app, as it registers them (`BuildOptions.onRoute`), so that the
 * security suites cover every route, including ones added after they were written.
 */
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/** Served outside the API scope on purpose: the OpenAPI browser. */
const OUTSIDE_API = /^\/docs(\/|$)/;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: Method;
  /** The pattern as registered: `/admin/user/:id`. */
  url: string;
  auth?: 'public' | 'user';
  /** The keys the route accepts, any one of them (empty: none asked). */
  permissions: readonly string[];
  /** The input schemas the route declares (zod), if any. */
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Media types of the body other than JSON (multipart uploads). */
  consumes: string[];
  websocket: boolean;
  /** `GET /admin/user/:id`: how failures name the route. */
  name: string;
}

/** Collects routes while an app is built: pass `collect` as `build.onRoute`. */
export function routeCollector() {
  const registered: RouteOptions[] = [];
  return {
    collect: (route: RouteOptions) => {
      registered.push(route);
    },
    /** Every API route once per method (HEAD, answered by GET's handler, left out). */
    routes(): ApiRoute[] {
      return registered
        .filter((r) => !OUTSIDE_API.test(r.url))
        .flatMap((r) =>
          [r.method]
            .flat()
            .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
            .map((method): ApiRoute => {
              const schema = (r.schema ?? {}) as {
                params?: z.ZodType;
                querystring?: z.ZodType;
                body?: z.ZodType;
                consumes?: string[];
              };
              return {
                method: method as Method,
                url: r.url,
                auth: r.config?.auth,
                permissions: [r.config?.permission ?? []].flat(),
                params: schema.params,
                querystring: schema.querystring,
                body: schema.body,
                consumes: schema.consumes ?? [],
                websocket: Boolean(
                  (r as { websocket?: boolean }).websocket ||
                  (r as { wsHandler?: unknown }).wsHandler,
                ),
                name: `${method} ${r.url}`,
              };
            }),
        );
    },
  };
}

/** The names of a pattern's path parameters: `/a/:id/b/:key` → `['id', 'key']`. */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}
