import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What the uploader said about a file; a storage may keep it next to the bytes. */
export interface FileMeta {
  name: string;
  type: string;
}

/**
 * Where uploaded bytes live (DESIGN §1 files). Ids are made by the storage and are opaque
 * random strings: a user's file name never becomes part of a path or key.
 */
export interface FileStorage {
  /** Stores the whole stream and answers its new id; nothing is left behind if it fails. */
  put(stream: Readable, meta: FileMeta): Promise<string>;
  /** The bytes of `id`, or null when there is no such file. */
  get(id: string): Promise<Readable | null>;
  /** Removes `id`; no error when it is already gone. */
  delete(id: string): Promise<void>;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for an id this module hands out (a lower-case UUID). */
export const isFileId = (id: string): boolean => ID.test(id);

/** Where the server keeps uploaded bytes: `DATA_DIR/files`. */
export const localFilesRoot = (dataDir: string): string => join(dataDir, 'files');

/**
 * Files in a local folder (`DATA_DIR/files` by default), created on the first upload:
 * `ab/ab12…-uuid`, two-character buckets so that no folder grows too large. A file is written
 * to `…part` and renamed when complete, so a reader never sees half of one.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (id: string): string | null =>
    isFileId(id) ? join(root, id.slice(0, 2), id) : null;

  return {
    async put(stream) {
      const id = randomUUID();
      const path = pathOf(id)!;
      const partial = `${path}.part`;
      await mkdir(join(root, id.slice(0, 2)), { recursive: true });
      try {
        await pipeline(stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return id;
    },

    async get(id) {
      const path = pathOf(id);
      if (!path) return null;
      try {
        const handle = await open(path, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(id) {
      const path = pathOf(id);
      if (path) await rm(path, { force: true });
    },
  };
}
