import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import { fileUrl } from './service';

/** An upload as a record lists it: its id, its name, where GET /admin/files/:id serves it. */
export interface NamedFile {
  id: string;
  name: string;
  url: string;
}

/** `ids` as files with their names and download addresses, in order (gone ones left out). */
export async function namedFiles(db: Db, ids: readonly string[]): Promise<NamedFile[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: storedFile.id, name: storedFile.name })
    .from(storedFile)
    .where(inArray(storedFile.id, [...ids]));
  const names = new Map(rows.map((f) => [f.id, f.name]));
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name, url: fileUrl(id) }];
  });
}
