import {
  PERMISSIONS,
  doorBatterySchema,
  doorKeyIssueBody,
  doorKeyPageQuery,
  doorKeyRevokeBody,
  doorKeySchema,
  doorOpenSchema,
  doorPasswordApplyBody,
  doorPasswordPageQuery,
  doorPasswordRevealLogSchema,
  doorPasswordRevealSchema,
  doorPasswordSchema,
  type Page,
  type PageQuery,
} from '@depot/shared';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { logAction } from '../../core/resource/log-action';
import { resourceRoutes } from '../../core/resource/resource-routes';
import type { Db } from '../../db/client';
import type { KeyService } from './keys';
import { doorLockResource, type DoorLockService } from './lock-resource';
import { readBattery, readOpens, readReveals } from './lock-logs';
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

  /** A lock's log: the lock in the caller's scope (else 404), then a page of it, newest first. */
  const lockLog = <T>(
    name: string,
    summary: string,
    record: z.ZodType<T>,
    read: (db: Db, lockId: number, query: PageQuery) => Promise<Page<T>>,
  ) =>
    logAction(`GET /doorlock/:id/${name}`, {
      permission: P.view,
      summary,
      record,
      owner: (id, user) => locks.get(id, user.scope),
      read: (id, query) => read(db, id, query),
    });

  await app.register(
    actionRoutes(tags, [
      lockLog('opens', 'The lock’s open log', doorOpenSchema, readOpens),
      lockLog(
        'battery',
        'The lock’s battery readings (from its audit trail)',
        doorBatterySchema,
        readBattery,
      ),
      lockLog(
        'reveals',
        'Who revealed the lock’s passwords, when and from where',
        doorPasswordRevealLogSchema,
        readReveals,
      ),
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
