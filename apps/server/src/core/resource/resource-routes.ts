import type { PermissionKey } from '@depot/shared';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../access';
import type { AuthUser } from '../fastify-types';
import { envelopeOf, ok } from '../envelope';
import { idParams, pageSchema } from '../pagination';
import type { RecordService, ResourceService } from './resource-service';
import type { RecordSpec } from './resource-spec';

const done = envelopeOf(z.literal(true));

/** What the routes read of a declaration (`RecordSpec`, `ResourceSpec`). */
type Routed<Rec, Create extends object, Update extends Partial<Create>> = Pick<
  RecordSpec<PgTable, Rec, Create, Update>,
  'entity' | 'tag' | 'summaries' | 'path' | 'permissions' | 'schemas'
>;

/**
 * The four calls on one declared record, each behind its permission key (pig/RuoYi paths, as
 * the admin console has them): `GET {path}/:id`, `POST {path}`, `PUT {path}` (the key in the
 * body) and `DELETE {path}/:id`.
 */
export function recordRoutes<Rec, Create extends object, Update extends Partial<Create>>(
  spec: Routed<Rec, Create, Update>,
  service: RecordService<Rec, Create, Update>,
): FastifyPluginAsyncZod {
  const { path, permissions, schemas } = spec;
  const tags = [spec.tag ?? spec.entity];
  const summaries = spec.summaries ?? {};
  const record = envelopeOf(schemas.record);
  // The `as Body` below: the schemas have validated the input, but Fastify's request types
  // (UndefinedToUnknown<T>) do not resolve over a type parameter.
  return async (app) => {
    app.get(
      `${path}/:id`,
      {
        config: { permission: permissions.view },
        schema: { tags, summary: summaries.get, params: idParams, response: { 200: record } },
      },
      async (request) => ok(await service.get(request.params.id, currentUser(request).scope)),
    );
    // `POST {path}` adds one, `PUT {path}` changes one (its key in the body): alike but for these.
    const write = <Body>(
      method: 'POST' | 'PUT',
      permission: PermissionKey,
      summary: string | undefined,
      body: z.ZodType<Body>,
      save: (user: AuthUser, body: Body) => Promise<Rec>,
    ) =>
      app.route({
        method,
        url: path,
        config: { permission },
        schema: { tags, summary, body, response: { 200: record } },
        handler: async (request) => ok(await save(currentUser(request), request.body as Body)),
      });
    write('POST', permissions.add, summaries.create, schemas.create, (user, body) =>
      service.create(user, body, user.scope),
    );
    write('PUT', permissions.edit, summaries.update, schemas.update, (user, body) =>
      service.update(user, body, user.scope),
    );
    app.delete(
      `${path}/:id`,
      {
        config: { permission: permissions.del },
        schema: {
          tags,
          summary: summaries.delete ?? 'Deletes one (409 while something still refers to it)',
          params: idParams,
          response: { 200: done },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await service.remove(user, request.params.id, user.scope);
        return ok(true as const);
      },
    );
  };
}

/** A resource's page, `GET {path}/page` behind its view key, and its `recordRoutes`. */
export function resourceRoutes<Rec, Create extends object, Update extends Partial<Create>, Query>(
  spec: Routed<Rec, Create, Update> & { schemas: { query: z.ZodType<Query> } },
  service: ResourceService<Rec, Create, Update, Query>,
): FastifyPluginAsyncZod {
  const { path, permissions, schemas } = spec;
  return async (app) => {
    app.get(
      `${path}/page`,
      {
        config: { permission: permissions.view },
        schema: {
          tags: [spec.tag ?? spec.entity],
          summary: spec.summaries?.page,
          querystring: schemas.query,
          response: { 200: envelopeOf(pageSchema(schemas.record)) },
        },
      },
      // `as Query`: validated by the schema, but not typed through the type parameter.
      async (request) => ok(await service.page(request.query as Query, currentUser(request).scope)),
    );
    await app.register(recordRoutes(spec, service));
  };
}
