import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../access';
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
  // The `as Create`/`as Update` below: the schemas have validated the input, but Fastify's
  // request types (UndefinedToUnknown<T>) do not resolve over a type parameter.
  return async (app) => {
    app.get(
      `${path}/:id`,
      {
        config: { permission: permissions.view },
        schema: { tags, summary: summaries.get, params: idParams, response: { 200: record } },
      },
      async (request) => ok(await service.get(request.params.id, currentUser(request).scope)),
    );
    app.post(
      path,
      {
        config: { permission: permissions.add },
        schema: {
          tags,
          summary: summaries.create,
          body: schemas.create,
          response: { 200: record },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return ok(await service.create(user, request.body as Create, user.scope));
      },
    );
    app.put(
      path,
      {
        config: { permission: permissions.edit },
        schema: {
          tags,
          summary: summaries.update,
          body: schemas.update,
          response: { 200: record },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return ok(await service.update(user, request.body as Update, user.scope));
      },
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
