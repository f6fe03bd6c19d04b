import {
  PERMISSIONS,
  doorBatterySchema,
  doorKeyIssueBody,
  doorKeyPageQuery,
  doorKeyRevokeBody,
  doorKeySchema,
  doorOpenPageQuery,
  doorOpenSchema,
  doorPasswordApplyBody,
  doorPasswordPageQuery,
  doorPasswordRevealLogSchema,
  doorPasswordRevealSchema,
  doorPasswordSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams, pageSchema } from '../../core/pagination';
import { resourceRoutes } from '../../core/resource/resource-routes';
import type { Db } from '../../db/client';
import type { KeyService } from './keys';
import { doorLockResource, type DoorLockService } from './lock-resource';
import { readBattery, readOpens } from './lock-logs';
import type { PasswordService } from './passwords';

const P = PERMISSIONS.doorLock;

/** Door locks: the kit's five calls, their logs, electronic keys and door passwords. */
export const doorLockRoutes: FastifyPluginAsyncZod<{
  db: Db;
  locks: DoorLockService;
  keys: KeyService;
  passwords: PasswordService;
}> = async (app, { db, locks, keys, passwords }) => {
  const tags = ['doorlock'];
  await app.register(resourceRoutes(doorLockResource, locks));

  app.get(
    '/doorlock/:id/opens',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The lock’s open log, newest first',
        params: idParams,
        querystring: doorOpenPageQuery,
        response: { 200: envelopeOf(pageSchema(doorOpenSchema)) },
      },
    },
    async (request) => {
      await locks.get(request.params.id, currentUser(request).scope);
      return ok(await readOpens(db, request.params.id, request.query));
    },
  );
  app.get(
    '/doorlock/:id/battery',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The lock’s battery readings, newest first (from its audit trail)',
        params: idParams,
        response: { 200: envelopeOf(z.array(doorBatterySchema)) },
      },
    },
    async (request) => {
      await locks.get(request.params.id, currentUser(request).scope);
      return ok(await readBattery(db, request.params.id));
    },
  );
  app.get(
    '/doorlock/:id/reveals',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Who revealed the lock’s passwords, when and from where (200 newest)',
        params: idParams,
        response: { 200: envelopeOf(z.array(doorPasswordRevealLogSchema)) },
      },
    },
    async (request) => ok(await passwords.reveals(currentUser(request), request.params.id)),
  );

  app.get(
    '/doorlock/key/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Electronic keys of the caller’s locks, by lock, user and state',
        querystring: doorKeyPageQuery,
        response: { 200: envelopeOf(pageSchema(doorKeySchema)) },
      },
    },
    async (request) => ok(await keys.page(currentUser(request), request.query)),
  );
  app.post(
    '/doorlock/key',
    {
      config: { permission: P.ekey },
      schema: {
        tags,
        summary: 'Issue an electronic key to a user for a window (and a weekly schedule)',
        body: doorKeyIssueBody,
        response: { 200: envelopeOf(doorKeySchema) },
      },
    },
    async (request) => ok(await keys.issue(currentUser(request), request.body)),
  );
  app.post(
    '/doorlock/key/:id/revoke',
    {
      config: { permission: P.ekey },
      schema: {
        tags,
        summary: 'Revoke an electronic key, with a reason (it is kept)',
        params: idParams,
        body: doorKeyRevokeBody,
        response: { 200: envelopeOf(doorKeySchema) },
      },
    },
    async (request) =>
      ok(await keys.revoke(currentUser(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/doorlock/password/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Door password requests of the caller’s locks, and their own',
        querystring: doorPasswordPageQuery,
        response: { 200: envelopeOf(pageSchema(doorPasswordSchema)) },
      },
    },
    async (request) => ok(await passwords.page(currentUser(request), request.query)),
  );
  app.get(
    '/doorlock/password/:id',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One door password request (never its code)',
        params: idParams,
        response: { 200: envelopeOf(doorPasswordSchema) },
      },
    },
    async (request) => ok(await passwords.get(currentUser(request), request.params.id)),
  );
  app.post(
    '/doorlock/password',
    {
      config: { permission: P.passwordApply },
      schema: {
        tags,
        summary: 'Ask for a door password for a window: submitted for approval',
        body: doorPasswordApplyBody,
        response: { 200: envelopeOf(doorPasswordSchema) },
      },
    },
    async (request) => ok(await passwords.apply(currentUser(request), request.body)),
  );
  app.post(
    '/doorlock/password/:id/confirm',
    {
      config: { permission: P.passwordConfirm },
      schema: {
        tags,
        summary: 'The lock’s keeper entered the code on the lock: the password turns active',
        params: idParams,
        response: { 200: envelopeOf(doorPasswordSchema) },
      },
    },
    async (request) => ok(await passwords.confirm(currentUser(request), request.params.id)),
  );
  app.post(
    '/doorlock/password/:id/reveal',
    {
      config: { permission: P.passwordApply },
      schema: {
        tags,
        summary: 'The code, to its applicant only; each reveal is logged',
        params: idParams,
        response: { 200: envelopeOf(doorPasswordRevealSchema) },
      },
    },
    async (request) =>
      ok(await passwords.reveal(currentUser(request), request.params.id, request.ip || null)),
  );
};
