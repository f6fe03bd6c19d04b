import type { DataScope } from '../../core/data-scope';
import type { Db } from '../../db/client';
import type { FileService } from '../files/service';
import type { FileStorage } from '../files/storage';
import type { NoticeService } from '../notice/service';
import { createImportService } from './import-service';
import { createOrderService } from './order-service';
import { listAssignees } from './people';
import { checkSlaBreaches } from './sla-check';
import { repairStats } from './stats';
import { createSubOrderService } from './suborder-service';
import { createRepairTypeService } from './type-service';

export interface EamDeps {
  db: Db;
  /** Which uploads a user may attach as photos. */
  files: Pick<FileService, 'readable'>;
  /** The bytes of a sub-order's photos. */
  storage: Pick<FileStorage, 'get'>;
  /** Service-level notices go through the message centre. */
  notices: Pick<NoticeService, 'notify'>;
}

/** Repair orders (issue #7, docs/repair-orders.md). */
export function createEamService(deps: EamDeps) {
  const { db, notices } = deps;
  return {
    orders: createOrderService(db),
    subOrders: createSubOrderService(deps),
    types: createRepairTypeService(db),
    imports: createImportService(db),
    assignees: () => listAssignees(db),
    stats: (scope: DataScope) => repairStats(db, scope),
    /** Tells dispatchers of orders newly past a target; see sla-check.ts. */
    checkSlaBreaches: (now?: Date) => checkSlaBreaches(db, notices, now),
  };
}

export type EamService = ReturnType<typeof createEamService>;
