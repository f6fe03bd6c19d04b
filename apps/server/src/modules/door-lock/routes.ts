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
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
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

  await app.register(
    actionRoutes(tags, [
      action('GET /doorlock/:id/opens', {
        permission: P.view,
        summary: 'The lock’s open log, newest first',
        params: idParams,
        query: doorOpenPageQuery,
        reply: pageSchema(doorOpenSchema),
        run: async ({ user, params, query }) => {
          await locks.get(params.id, user.scope);
          return readOpens(db, params.id, query);
        },
      }),
      action('GET /doorlock/:id/battery', {
        permission: P.view,
        summary: 'The lock’s battery readings, newest first (from its audit trail)',
        params: idParams,
        reply: z.array(doorBatterySchema),
        run: async ({ user, params }) => {
          await locks.get(params.id, user.scope);
          return readBattery(db, params.id);
        },
      }),
      action('GET /doorlock/:id/reveals', {
        permission: P.view,
        summary: 'Who revealed the lock’s passwords, when and from where (200 newest)',
        params: idParams,
        reply: z.array(doorPasswordRevealLogSchema),
        run: ({ user, params }) => passwords.reveals(user, params.id),
      }),
      action('GET /doorlock/key/page', {
        permission: P.view,
        summary: 'Electronic keys of the caller’s locks, by lock, user and state',
        query: doorKeyPageQuery,
        reply: pageSchema(doorKeySchema),
        run: ({ user, query }) => keys.page(user, query),
      }),
      action('POST /doorlock/key', {
        permission: P.ekey,
        summary: 'Issue an electronic key to a user for a window (and a weekly schedule)',
        body: doorKeyIssueBody,
        reply: doorKeySchema,
        run: ({ user, body }) => keys.issue(user, body),
      }),
      action('POST /doorlock/key/:id/revoke', {
        permission: P.ekey,
        summary: 'Revoke an electronic key, with a reason (it is kept)',
        params: idParams,
        body: doorKeyRevokeBody,
        reply: doorKeySchema,
        run: ({ user, params, body }) => keys.revoke(user, params.id, body.reason),
      }),
      action('GET /doorlock/password/page', {
        permission: P.view,
        summary: 'Door password requests of the caller’s locks, and their own',
        query: doorPasswordPageQuery,
        reply: pageSchema(doorPasswordSchema),
        run: ({ user, query }) => passwords.page(user, query),
      }),
      action('GET /doorlock/password/:id', {
        permission: P.view,
        summary: 'One door password request (never its code)',
        params: idParams,
        reply: doorPasswordSchema,
        run: ({ user, params }) => passwords.get(user, params.id),
      }),
      action('POST /doorlock/password', {
        permission: P.passwordApply,
        summary: 'Ask for a door password for a window: submitted for approval',
        body: doorPasswordApplyBody,
        reply: doorPasswordSchema,
        run: ({ user, body }) => passwords.apply(user, body),
      }),
      action('POST /doorlock/password/:id/confirm', {
        permission: P.passwordConfirm,
        summary: 'The lock’s keeper entered the code on the lock: the password turns active',
        params: idParams,
        reply: doorPasswordSchema,
        run: ({ user, params }) => passwords.confirm(user, params.id),
      }),
      action('POST /doorlock/password/:id/reveal', {
        permission: P.passwordApply,
        summary: 'The code, to its applicant only; each reveal is logged',
        params: idParams,
        reply: doorPasswordRevealSchema,
        run: ({ user, params, request }) => passwords.reveal(user, params.id, request.ip || null),
      }),
    ]),
  );
};
