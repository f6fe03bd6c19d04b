import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import { doorPasswordHandler } from './handler';
import { createDoorImports } from './import';
import { doorImportRoutes } from './import-routes';
import { createKeyService } from './keys';
import { keypadOnSite } from './lock-adapter';
import { createDoorLockService } from './lock-resource';
import { createPasswordService, type DoorPasswordEngine } from './passwords';
import { doorLockRoutes } from './routes';

/**
 * Door locks (docs/door-locks.md): locks per store, electronic keys, and door passwords through
 * the approval engine (their handler registered with it), on the built-in keypad adapter.
 */
export const doorLockModule: FastifyPluginAsyncZod<{
  db: Db;
  engine: DoorPasswordEngine & { register(handler: ApprovalDocHandler): void };
  doorLockKey: string;
}> = async (app, { db, engine, doorLockKey }) => {
  const adapter = keypadOnSite;
  engine.register(doorPasswordHandler(adapter, doorLockKey));
  const locks = createDoorLockService(db);
  await app.register(doorLockRoutes, {
    db,
    locks,
    keys: createKeyService(db, locks),
    passwords: createPasswordService({ db, engine, locks, adapter, doorLockKey }),
  });
  await app.register(doorImportRoutes, { imports: createDoorImports(db) });
};
