import type {
  InTransitQuery,
  TransferCreate,
  TransferPageQuery,
  TransferReceive,
} from '@depot/shared';
import type { ListQuery } from '../../core/resource/page-query';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import type { MovementService } from '../warehouse/movements';
import { readInTransit, readTransferDetail, transferList } from './read';
import { cancelTransfer, receiveTransfer, sendTransfer } from './write';

/** The transfers' calls (routes.ts, demo.ts). */
export function createTransferService(deps: { db: Db; movements: MovementService }) {
  const { db, movements } = deps;
  return {
    page: (user: AuthUser, query: TransferPageQuery) => transferList.page(db, query, user.scope),
    batches: (user: AuthUser, query: ListQuery<TransferPageQuery>) =>
      transferList.batches(db, query, user.scope),
    get: (user: AuthUser, id: number) => readTransferDetail(db, id, user),
    inTransit: (user: AuthUser, query: InTransitQuery) => readInTransit(db, query, user.scope),
    send: (user: AuthUser, body: TransferCreate) => sendTransfer(db, movements, user, body),
    receive: (user: AuthUser, id: number, body: TransferReceive) =>
      receiveTransfer(db, movements, user, id, body),
    cancel: (user: AuthUser, id: number, body: { version: number; reason: string }) =>
      cancelTransfer(db, movements, user, id, body),
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
