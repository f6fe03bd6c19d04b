import type {
  AssetDocCandidate,
  AssetDocCandidateQuery,
  AssetDocCreate,
  AssetDocRecord,
  AssetDocUpdate,
  Page,
} from '@depot/shared';
import type { AuthUser } from '../../core/fastify-types';
import type { ListQuery } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { readCandidates } from './candidates';
import { createDoc, type DocSubmit } from './doc-create';
import { editDoc, type DocResubmit } from './doc-edit';
import { docList, readDoc, type AssetDocQuery } from './doc-read';

/** The documents' calls (routes.ts); their effects run in the approval engine's transaction. */
export function createAssetDocService(deps: { db: Db; engine: DocSubmit & DocResubmit }) {
  const { db, engine } = deps;
  return {
    /** A new document, submitted for approval in the same transaction. */
    create: (user: AuthUser, body: AssetDocCreate): Promise<AssetDocRecord> =>
      createDoc(db, engine, user, body),

    /** The applicant's document sent back to them, changed and resubmitted at once. */
    update: (user: AuthUser, id: number, body: AssetDocUpdate): Promise<AssetDocRecord> =>
      editDoc(db, engine, user, id, body),

    /** The assets the caller may apply for with a document of the query's type (403 without its key). */
    candidates: (user: AuthUser, query: AssetDocCandidateQuery): Promise<Page<AssetDocCandidate>> =>
      readCandidates(db, user, query),

    page: (user: AuthUser, query: AssetDocQuery): Promise<Page<AssetDocRecord>> =>
      docList.page(db, query, user.scope),

    /** One document in the caller's scope (else 404). */
    get: (user: AuthUser, id: number): Promise<AssetDocRecord> => readDoc(db, id, user.scope),

    /** Every document of the filters, newest first, in batches (the export). */
    batches: (user: AuthUser, query: ListQuery<AssetDocQuery>) =>
      docList.batches(db, query, user.scope),
  };
}

export type AssetDocService = ReturnType<typeof createAssetDocService>;
