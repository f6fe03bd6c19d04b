import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../access';
import { envelopeOf, ok } from '../envelope';
import { idParams, pageSchema, type PageQuery, type SortOrder } from '../pagination';
import type { ResourceService, ResourceSpec } from './resource-service';

const done = envelopeOf(z.literal(true));

/**
 * The five calls of a declared resource, each behind its permission key (pig/RuoYi paths, as
 * the admin console has them): `GET {path}/page`, `GET {path}/:id`, `POST {path}`,
 * `PUT {path}` (the key in the body) and `DELETE {path}/:id`.
 */
export function resourceRoutes<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
  Query extends PageQuery & { sort: SortOrder<S>[] },
  S extends string,
>(
  spec: ResourceSpec<T, Rec, Create, Update, Query, S>,
  service: ResourceService<Rec, Create, Update, Query>,
): FastifyPluginAsyncZod {
  const { path, permissions, schemas } = spec;
  const tags = [spec.tag ?? spec.entity];
  const record = envelopeOf(schemas.record);
  // The `as Query`/`as Create`/`as Update` below: the schemas have validated the input, but
  // Fastify's request types (UndefinedToUnknown<T>) do not resolve over a type parameter.
  return async (app) => {
    app.get(
      `${path}/page`,
      {
        config: { permission: permissions.view },
        schema: {
          tags,
          querystring: schemas.query,
          response: { 200: envelopeOf(pageSchema(schemas.record)) },
        },
      },
      async (request) => ok(await service.page(request.query as Query, currentUser(request).scope)),
    );
    app.get(
      `${path}/:id`,
      {
        config: { permission: permissions.view },
        schema: { tags, params: idParams, response: { 200: record } },
      },
      async (request) => ok(await service.get(request.params.id, currentUser(request).scope)),
    );
    app.post(
      path,
      {
        config: { permission: permissions.add },
        schema: { tags, body: schemas.create, response: { 200: record } },
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
        schema: { tags, body: schemas.update, response: { 200: record } },
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
          summary: 'Deletes one (409 while something still refers to it)',
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
