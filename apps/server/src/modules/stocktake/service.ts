import type {
  StocktakeCreate,
  StocktakeDecisionBody,
  StocktakePageQuery,
  StocktakeScan,
  StocktakeUpdate,
} from '@depot/shared';
import type { AuthUser } from '../../core/fastify-types';
import type { ListQuery } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { decideLine } from './decide';
import { readProgress, readStocktake, stocktakeList } from './plan-read';
import {
  cancelStocktake,
  createStocktake,
  startStocktake,
  submitStocktake,
  updateStocktake,
  type StocktakeEngine,
} from './plan-write';
import { scan } from './scan';
import { readSheet } from './sheet-read';

/** The stocktakes' calls (routes.ts, demo.ts). */
export function createStocktakeService(deps: { db: Db; engine: StocktakeEngine }) {
  const { db, engine } = deps;
  return {
    page: (user: AuthUser, query: StocktakePageQuery) => stocktakeList.page(db, query, user.scope),
    /** GET /ware/stocktake/export: the list's plans, a batch at a time. */
    batches: (user: AuthUser, query: ListQuery<StocktakePageQuery>) =>
      stocktakeList.batches(db, query, user.scope),
    get: (user: AuthUser, id: number) => readStocktake(db, id, user.scope),
    progress: (user: AuthUser, id: number) => readProgress(db, id, user.scope),
    sheet: (user: AuthUser, id: number) => readSheet(db, id, user.scope),
    create: (user: AuthUser, body: StocktakeCreate) => createStocktake(db, user, body),
    update: (user: AuthUser, id: number, body: StocktakeUpdate) =>
      updateStocktake(db, user, id, body),
    start: (user: AuthUser, id: number, version: number) => startStocktake(db, user, id, version),
    scan: (user: AuthUser, id: number, body: StocktakeScan) => scan(db, user, id, body),
    decide: (user: AuthUser, id: number, lineId: number, body: StocktakeDecisionBody) =>
      decideLine(db, user, id, lineId, body),
    submit: (user: AuthUser, id: number, version: number) =>
      submitStocktake(db, engine, user, id, version),
    cancel: (user: AuthUser, id: number, body: { version: number; reason: string }) =>
      cancelStocktake(db, engine, user, id, body),
  };
}

export type StocktakeService = ReturnType<typeof createStocktakeService>;
