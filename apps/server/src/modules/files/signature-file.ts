import { Readable } from 'node:stream';
import type { Actor } from '../../core/audit';
import type { Db } from '../../db/client';
import { createFileService } from './service';
import type { FileStorage } from './storage';

/** Where drawn signatures are stored: the files module's storage and upload limit. */
export interface SignatureStorage {
  storage: FileStorage;
  uploadMaxMb: number;
}

/** Stores a checked signature PNG (core/signature-png) as a file of `owner`; answers its id. */
export type KeepSignature = (owner: Actor, png: Buffer, filename: string) => Promise<string>;

/**
 * Runs `work` in one transaction of `db`, with `keep` storing drawn signatures as files in that
 * transaction: their rows roll back with it, and their bytes, outside it, are removed again when
 * it does not commit (a conflict found after the upload, the database failing at commit).
 */
export async function withSignatures<T>(
  db: Db,
  deps: SignatureStorage,
  work: (tx: Db, keep: KeepSignature) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction((tx) =>
      work(tx, async (owner, png, filename) => {
        const files = createFileService({ db: tx, storage: deps.storage, maxMb: deps.uploadMaxMb });
        const stored = await files.upload(owner, {
          stream: Readable.from([png]),
          filename,
          mimetype: 'image/png',
          truncated: () => false,
        });
        written.push(stored.id);
        return stored.id;
      }),
    );
  } catch (error) {
    await Promise.all(written.map((id) => deps.storage.delete(id)));
    throw error;
  }
}
