import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { AppError, BadRequest, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { formRecordFile, storedFile } from '../../db/schema';
import { declaredType, displayName } from './file-names';
import { isFileId, type FileStorage } from './storage';

/**
 * Who may read a stored file: its uploader, and — because they may read every form record —
 * holders of this key when a form record refers to the file, and whoever another area's
 * FileReadRule lets in (an asset's files: those who see the asset). Anyone else gets a 404,
 * the same as for a file that does not exist.
 */
export const READ_REFERENCED_FILES = 'sys_form_view';

/** A stored file as the upload call answers it and as upload widgets keep it in form data. */
export interface FileInfo {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

export class FileTooLarge extends AppError {
  constructor(maxMb: number) {
    super('FILE_TOO_LARGE', 413, 'file.tooLarge', { max: maxMb });
  }
}

export interface Upload {
  stream: Readable;
  filename: string | undefined;
  mimetype: string | undefined;
  /** True once the stream was cut at the size limit. */
  truncated(): boolean;
}

export const fileUrl = (id: string): string => `/admin/files/${id}`;

const infoOf = (row: { id: string; name: string; size: number; type: string }): FileInfo => ({
  id: row.id,
  name: row.name,
  size: row.size,
  type: row.type,
  url: fileUrl(row.id),
});

/**
 * Another area's reason to let `user` read a file: a condition on `file.id` (e.g. "an asset
 * they see holds it"), or undefined when it gives them none.
 */
export type FileReadRule = (tx: Db, user: AuthUser) => SQL | undefined;

/** Holders of READ_REFERENCED_FILES read the files form records refer to. */
const formRecordRule: FileReadRule = (tx, user) =>
  user.permissions.includes(READ_REFERENCED_FILES)
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(formRecordFile)
          .where(eq(formRecordFile.fileId, storedFile.id)),
      )
    : undefined;

export function createFileService(deps: {
  db: Db;
  storage: FileStorage;
  maxMb: number;
  /** Who else may read a file besides its uploader (the other areas that hold files). */
  readRules?: readonly FileReadRule[];
}) {
  const { db, storage, maxMb } = deps;
  const rules = [formRecordRule, ...(deps.readRules ?? [])];
  const readableBy = (tx: Db, user: AuthUser): SQL =>
    or(eq(storedFile.uploadedBy, user.userId), ...rules.map((rule) => rule(tx, user)))!;
  const maxBytes = maxMb * 1024 * 1024;

  return {
    maxBytes,

    /** Stores one upload: its bytes in the storage, its row (with sha256) in `file`. */
    async upload(actor: Actor, upload: Upload): Promise<FileInfo> {
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      upload.stream.on('error', (error) => counter.destroy(error));
      const name = displayName(upload.filename);
      const type = declaredType(upload.mimetype);
      const id = await storage.put(upload.stream.pipe(counter), { name, type });
      try {
        if (upload.truncated()) throw new FileTooLarge(maxMb);
        if (size === 0) throw new BadRequest('file.empty');
        const row = { id, name, size, type, sha256: hash.digest('hex'), uploadedBy: actor.userId };
        await db.transaction(async (tx) => {
          await tx.insert(storedFile).values(row);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'file',
            entityId: id,
            after: row,
          });
        });
        return infoOf(row);
      } catch (error) {
        await storage.delete(id);
        throw error;
      }
    },

    /** The file and its bytes, when `user` may read it; 404 otherwise. */
    async open(user: AuthUser, id: string) {
      if (!isFileId(id)) throw new NotFound();
      const [row] = await db
        .select()
        .from(storedFile)
        .where(and(eq(storedFile.id, id), readableBy(db, user)));
      if (!row) throw new NotFound();
      const stream = await storage.get(id);
      if (!stream) throw new NotFound();
      return { file: infoOf(row), stream };
    },

    /** Of `ids`, the files `user` may read (use inside the caller's transaction). */
    async readable(tx: Db, user: AuthUser, ids: readonly string[]): Promise<Map<string, FileInfo>> {
      const wanted = [...new Set(ids.filter(isFileId))];
      if (wanted.length === 0) return new Map();
      const rows = await tx
        .select({
          id: storedFile.id,
          name: storedFile.name,
          size: storedFile.size,
          type: storedFile.type,
        })
        .from(storedFile)
        .where(and(inArray(storedFile.id, wanted), readableBy(tx, user)));
      return new Map(rows.map((row) => [row.id, infoOf(row)]));
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
