import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../access';
import { envelopeOf, ok } from '../envelope';
import { sendJson } from '../json-answer';
import type { AuthUser, RouteAccess } from '../fastify-types';

type Schema = z.ZodTypeAny;
/** What a validated part of the request holds: its schema's output, or nothing without one. */
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** What an action's `run` is handed: the caller and the validated parts of the request. */
export interface ActionCall<P, Q, B> {
  user: AuthUser;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
}

/**
 * One call of an area beside its resource's five (an action, a transition, a read of a
 * record's parts): who may make it, its OpenAPI summary, the schemas that validate it, and
 * what it answers inside the usual envelope.
 */
export interface ActionSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
> {
  /** The key a caller must hold (or several, any one of which will do). */
  permission: NonNullable<RouteAccess['permission']>;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The answer's `data`. */
  reply: R;
  run: (call: ActionCall<P, Q, B>) => Promise<z.input<R>>;
}

/**
 * An action whose whole answer is kept as the bytes sent (a hot list: `keptPages`), so it
 * skips the serializer; `reply` still describes it for the OpenAPI document and the route's
 * tests check its shape.
 */
export type BytesActionSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
> = Omit<ActionSpec<P, Q, B, R>, 'run'> & {
  /** `{ code: 0, msg: null, data }` as bytes, `data` as `reply` describes it. */
  bytes: (call: ActionCall<P, Q, B>) => Promise<Buffer>;
};

/** A declared action, ready to be registered under its area's OpenAPI tags. */
export type Action = (app: FastifyInstance, tags: string[]) => void;

/**
 * Declares one action: `action('POST /doorlock/key/:id/revoke', { permission, summary, params,
 * body, reply, run })`. It registers the same route a hand-written `app.post(…)` with
 * `config.permission`, `schema` and `ok(await …)` would; with `bytes` instead of `run`, the
 * answer kept as bytes is sent as it is.
 */
export function action<
  R extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  route: `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`,
  spec: ActionSpec<P, Q, B, R> | BytesActionSpec<P, Q, B, R>,
): Action {
  const [method, url] = route.split(' ') as [HTTPMethods, string];
  return (app, tags) => {
    app.route({
      method,
      url,
      config: { permission: spec.permission },
      schema: {
        tags,
        summary: spec.summary,
        ...(spec.params && { params: spec.params }),
        ...(spec.query && { querystring: spec.query }),
        ...(spec.body && { body: spec.body }),
        response: { 200: envelopeOf(spec.reply) },
      },
      handler: async (request, reply) => {
        // The schemas above validated params, query and body before this runs; Fastify's
        // untyped route cannot carry their types through a type parameter.
        const call: ActionCall<P, Q, B> = {
          user: currentUser(request),
          params: request.params as Parsed<P>,
          query: request.query as Parsed<Q>,
          body: request.body as Parsed<B>,
          request,
        };
        return 'bytes' in spec ? sendJson(reply, await spec.bytes(call)) : ok(await spec.run(call));
      },
    });
  };
}

/** An area's actions as one plugin, all under the same OpenAPI tags. */
export function actionRoutes(tags: string[], actions: readonly Action[]): FastifyPluginAsyncZod {
  return async (app) => {
    for (const register of actions) register(app, tags);
  };
}
