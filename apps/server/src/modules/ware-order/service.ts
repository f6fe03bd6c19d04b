import type {
  ApprovalDocType,
  SpecialOrderCreate,
  SpecialOrderResubmit,
  WareOrderAction,
  WareOrderDetailRecord,
  WareOrderEdit,
  WareOrderFilters,
  WareOrderPageQuery,
  WareOrderType,
  WorkOrderCreate,
} from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { Language } from '../../core/i18n';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import { submitForApproval, type ApprovalDocHandler } from '../approval/doc-handler';
import type { FileService } from '../files/service';
import { isFileId, type FileStorage } from '../files/storage';
import { runAction, editOrder, setPhotos, type ActionBody } from './order-actions';
import { createSpecialOrder, createWorkOrder, draftFromDoc } from './order-create';
import { wareOrderList } from './order-query';
import { readDetail, type ApprovalOf } from './order-read';
import { checkOrderInScope, visibleOrder } from './order-scope';
import { wareOrder } from './tables';
import { resubmitSpecialOrder, type SpecialOrderResubmitter } from './special-resubmit';
import { listWorkers } from './workers';

/** What the work orders need of the approval engine (modules/approval/engine.ts). */
export interface SpecialOrderApprovals {
  register(handler: ApprovalDocHandler): void;
  submit(
    tx: Db,
    input: { docType: ApprovalDocType; documentId: number; applicantId: number },
  ): Promise<{ requestId: number }>;
  documentApproval(
    tx: Db,
    docType: ApprovalDocType,
    documentId: number,
    language: Language,
  ): Promise<WareOrderDetailRecord['approval']>;
  resubmitEdited: SpecialOrderResubmitter['resubmitEdited'];
}

export interface WareOrderDeps {
  db: Db;
  /** Which uploads a user may attach as photos. */
  files: Pick<FileService, 'readable'>;
  /** Where photos are read and receivers' signatures stored, and the upload limit. */
  storage: FileStorage;
  uploadMaxMb: number;
  approvals: SpecialOrderApprovals;
}

/** Warehouse work orders and special work orders (docs/ware-orders.md). */
export function createWareOrderService(deps: WareOrderDeps) {
  const { db, files, storage, approvals } = deps;
  /** A special order's approval, its trail's system notes in the reader's language. */
  const approvalIn =
    (language: Language): ApprovalOf =>
    (tx, orderId) =>
      approvals.documentApproval(tx, 'specialOrder', orderId, language);

  /** A stored file of the order (one of its photos, or its signature), with its bytes; else 404. */
  async function fileOf(
    user: AuthUser,
    type: WareOrderType,
    orderId: number,
    pick: (order: { photos: string[]; signatureFileId: string | null }) => string | null,
  ) {
    const [order] = await db
      .select({ photos: wareOrder.photos, signatureFileId: wareOrder.signatureFileId })
      .from(wareOrder)
      .where(visibleOrder(user.scope, type, orderId));
    if (!order) throw new NotFound('wareOrder.notFound');
    const id = pick(order);
    if (id === null) throw new NotFound('wareOrder.photoNotFound');
    const [file] = await db
      .select({ name: storedFile.name, size: storedFile.size, type: storedFile.type })
      .from(storedFile)
      .where(eq(storedFile.id, id));
    const stream = file ? await storage.get(id) : null;
    if (!file || !stream) throw new NotFound('wareOrder.photoNotFound');
    return { file, stream };
  }

  const ofType = (type: WareOrderType) => {
    const detail = async (user: AuthUser, orderId: number, language: Language) => {
      await checkOrderInScope(db, user.scope, type, orderId);
      return readDetail(db, type, orderId, approvalIn(language));
    };
    return {
      page: (user: AuthUser, query: WareOrderPageQuery) =>
        wareOrderList.page(db, query, { type, scope: user.scope }),
      batches: (user: AuthUser, filters: WareOrderFilters) =>
        wareOrderList.batches(db, filters, { type, scope: user.scope }),
      detail,
      workers: () => listWorkers(db, type),
      async act<A extends WareOrderAction>(
        user: AuthUser,
        orderId: number,
        action: A,
        body: ActionBody<A>,
        language: Language,
      ) {
        await runAction(db, deps, user, type, orderId, action, body);
        return detail(user, orderId, language);
      },
      async edit(user: AuthUser, orderId: number, body: WareOrderEdit, language: Language) {
        await editOrder(db, user, type, orderId, body);
        return detail(user, orderId, language);
      },
      async photos(
        user: AuthUser,
        orderId: number,
        body: { version: number; photos: string[] },
        language: Language,
      ) {
        await setPhotos(db, files, user, type, orderId, body);
        return detail(user, orderId, language);
      },
      photo: (user: AuthUser, orderId: number, fileId: string) =>
        fileOf(user, type, orderId, ({ photos }) => {
          const id = fileId.toLowerCase();
          return isFileId(id) && photos.includes(id) ? id : null;
        }),
      signature: (user: AuthUser, orderId: number) =>
        fileOf(user, type, orderId, ({ signatureFileId }) => signatureFileId),
    };
  };

  return {
    work: {
      ...ofType('work'),
      /** What an approved pick-up, transfer or return suggests for its work order. */
      draft: (user: AuthUser, docId: number) => draftFromDoc(db, user, docId),
      async create(user: AuthUser, body: WorkOrderCreate, language: Language) {
        const orderId = await db.transaction((tx) => createWorkOrder(tx, user, body));
        return readDetail(db, 'work', orderId, approvalIn(language));
      },
    },
    special: {
      ...ofType('special'),
      /** A special order, submitted for approval in the same transaction. */
      async create(user: AuthUser, body: SpecialOrderCreate, language: Language) {
        const orderId = await db.transaction(async (tx) => {
          const id = await createSpecialOrder(tx, user, body);
          await submitForApproval(approvals, tx, wareOrder, {
            docType: 'specialOrder',
            documentId: id,
            applicantId: user.userId,
          });
          return id;
        });
        return readDetail(db, 'special', orderId, approvalIn(language));
      },
      /** The applicant's order sent back to them, changed and resubmitted at once. */
      async resubmit(
        user: AuthUser,
        orderId: number,
        body: SpecialOrderResubmit,
        language: Language,
      ) {
        await resubmitSpecialOrder(db, approvals, user, orderId, body);
        return readDetail(db, 'special', orderId, approvalIn(language));
      },
    },
  };
}

export type WareOrderService = ReturnType<typeof createWareOrderService>;
