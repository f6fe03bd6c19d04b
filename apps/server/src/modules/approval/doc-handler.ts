import type { ApprovalDocType } from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * What a document type tells the engine about one of its documents when it is submitted (and
 * again when a template is previewed): the facts a template's conditions and approver rules read.
 */
export interface ApprovalDocFacts {
  /** The summary line the approval centre shows (the document's code, assets, counterpart). */
  title: string;
  /** The amount a template's condition compares (decimal text), or null. */
  amount: string | null;
  /** Asset categories the document concerns (a template's category condition). */
  categoryIds: number[];
  /** The enterprise the document belongs to (a template's enterprise condition), or null. */
  enterpriseId: number | null;
  /** Who the `custodian` rule names: the current custodians of the document's assets. */
  custodianIds: number[];
  /** Who the `warehouseKeeper` rule names: the keepers of the warehouses or stores concerned. */
  keeperIds: number[];
  /**
   * The flow template the document names (a work order's purchase template's own): used at its
   * current version, whatever its condition, while it is enabled; otherwise the conditions
   * choose.
   */
  templateId?: number | null;
}

/** What an area asks of the engine for its `D` documents: to submit one for approval. */
export interface SubmitsDocs<D extends ApprovalDocType> {
  submit(
    tx: Db,
    input: { docType: D; documentId: number; applicantId: number },
  ): Promise<{ requestId: number }>;
}

/** A document table whose rows carry the id of their approval request. */
export type RequestingTable = PgTable & { id: AnyPgColumn; requestId: AnyPgColumn };

/**
 * Submits document `documentId` (a row of `table`) for approval and writes the request's id
 * onto the row, in `tx`. The engine may approve at once (every step skipped): the type's handler
 * then acts in the same transaction. Answers the request's id.
 */
export async function submitForApproval<D extends ApprovalDocType>(
  engine: SubmitsDocs<D>,
  tx: Db,
  table: RequestingTable,
  input: { docType: D; documentId: number; applicantId: number },
): Promise<number> {
  const { requestId } = await engine.submit(tx, input);
  await tx.update(table).set({ requestId }).where(eq(table.id, input.documentId));
  return requestId;
}

/** How a request ended, or moved, for the document's own status. */
export type ApprovalOutcome = 'rejected' | 'withdrawn' | 'sentBack' | 'resubmitted' | 'cancelled';

export interface ApprovalContext {
  requestId: number;
  /** Who made the final decision (null: the engine itself, on a timeout). */
  actorId: number | null;
}

/** The most choices the preview's picker is answered (`previewChoices`). */
export const PREVIEW_CHOICES = 20;

/**
 * A document type of the approval engine (issue #17). Registered once per type by the area that
 * owns the documents (`engine.register(handler)` in its module); the engine calls it inside its
 * own transaction, so whatever the handler writes commits or rolls back with the approval.
 */
export interface ApprovalDocHandler {
  docType: ApprovalDocType;
  /** The facts of document `documentId`, read in `tx`. */
  facts(tx: Db, documentId: number): Promise<ApprovalDocFacts>;
  /**
   * Applies the document's effect on final approval, in the approval's transaction. Throws an
   * AppError (a 409 naming what changed) when it can no longer apply: the approval is refused
   * and nothing changes.
   */
  apply(tx: Db, documentId: number, ctx: ApprovalContext): Promise<void>;
  /** Keeps the document's own status in step with its request's. */
  onOutcome(
    tx: Db,
    documentId: number,
    outcome: ApprovalOutcome,
    ctx: ApprovalContext,
  ): Promise<void>;
  /**
   * The facts of a document not yet saved: `payload` is its create body as `applicantId` would
   * send it (the flow templates' preview, POST /approval/template/preview). Throws a 400 when
   * the payload is not one. A type without it cannot be previewed (a 400 saying so).
   */
  previewFacts?(
    tx: Db,
    payload: Record<string, unknown>,
    applicantId: number,
  ): Promise<ApprovalDocFacts>;
  /**
   * What the preview lets one pick besides assets, found by `q` (the first 20): the warehouse
   * whose keepers approve a warehouse-in, the lock whose keeper approves a door password. The
   * template editor may not hold the area's own keys, so the area answers here, under the
   * templates' key. A type without it asks nothing more.
   */
  previewChoices?(tx: Db, q: string | undefined): Promise<Array<{ id: number; label: string }>>;
  /** The document as the request's detail page shows it (its own detail contract). */
  detail(tx: Db, documentId: number): Promise<Record<string, unknown>>;
}
