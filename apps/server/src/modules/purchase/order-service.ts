import type {
  PurchaseAmendmentCreate,
  PurchaseOrderCreate,
  PurchaseOrderUpdate,
  PurchaseOrderPageQuery,
  SuborderPageQuery,
  SuborderReceive,
} from '@depot/shared';
import type { ListQuery } from '../../core/resource/page-query';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import type { MovementService } from '../warehouse/movements';
import { raiseAmendment } from './amendment-write';
import { updateOrder } from './order-edit';
import { orderLineBatches } from './order-line-export';
import { createOrderList } from './order-list';
import { orderBatches, readOrderDetail, readOrderWarehouses } from './order-read';
import { createOrder, submitOrder, type OrderEngine } from './order-write';
import { readSuborderSheet } from './suborder-pdf-data';
import { readSuborderDetail, readSuborderPage } from './suborder-read';
import { cancelSuborderLine, confirmSuborder, receiveSuborder } from './suborder-write';
import type { TemplateService } from './template-service';
import type { ReplenishmentNotices } from './replenishment-write';

/** The work orders' and sub-orders' calls (order-routes.ts, demo). */
export function createOrderService(deps: {
  db: Db;
  engine: OrderEngine;
  movements: MovementService;
  templates: Pick<TemplateService, 'checkHeader'>;
  /** Notices 38/39 of the warehouse purchase orders a work order is made from. */
  notices: ReplenishmentNotices;
}) {
  const { db, engine, movements, templates, notices } = deps;
  const list = createOrderList(db);
  return {
    /** The list page's answer as the bytes sent (order-list.ts). */
    pageAnswer: (user: AuthUser, query: PurchaseOrderPageQuery) =>
      list.pageAnswer(query, user.scope),
    batches: (user: AuthUser, query: ListQuery<PurchaseOrderPageQuery>) =>
      orderBatches(db, query, user.scope),
    /** The lines of the orders the list shows for `query` (the lines export). */
    lineBatches: (user: AuthUser, query: ListQuery<PurchaseOrderPageQuery>) =>
      orderLineBatches(db, query, user.scope),
    get: (user: AuthUser, id: number) => readOrderDetail(db, id, user),
    warehouses: (user: AuthUser) => readOrderWarehouses(db, user.scope),
    /** A body made in code may leave `replenishmentId`, `skuOrderId` and `fromLowStock` out. */
    create: (
      user: AuthUser,
      body: Omit<PurchaseOrderCreate, 'replenishmentId' | 'skuOrderId' | 'fromLowStock'> & {
        replenishmentId?: number | null;
        skuOrderId?: number | null;
        fromLowStock?: boolean;
      },
    ) =>
      createOrder(db, engine, templates, notices, user, {
        replenishmentId: null,
        fromLowStock: false,
        skuOrderId: null,
        ...body,
      }),
    update: (user: AuthUser, body: PurchaseOrderUpdate) =>
      updateOrder(db, engine, templates, user, body),
    submit: (user: AuthUser, id: number, version: number) =>
      submitOrder(db, engine, user, id, version),
    amend: (user: AuthUser, id: number, body: PurchaseAmendmentCreate) =>
      raiseAmendment(db, engine, user, id, body),
    suborderPage: (user: AuthUser, query: SuborderPageQuery) =>
      readSuborderPage(db, query, user.scope),
    suborder: (user: AuthUser, id: number) => readSuborderDetail(db, id, user),
    suborderSheet: (user: AuthUser, id: number) => readSuborderSheet(db, id, user),
    confirm: (user: AuthUser, id: number, version: number) =>
      confirmSuborder(db, user, id, version),
    receive: (user: AuthUser, id: number, body: SuborderReceive) =>
      receiveSuborder(db, movements, user, id, body),
    cancelLine: (
      user: AuthUser,
      id: number,
      lineId: number,
      body: { version: number; reason: string },
    ) => cancelSuborderLine(db, user, id, lineId, body),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
