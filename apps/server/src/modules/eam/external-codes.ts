import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../core/db-errors';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { repairOrder } from '../../db/schema';

/** An external code already in use, by the order that holds it. */
export async function externalHolder(
  tx: Db,
  source: string | null,
  code: string | null,
  exceptId?: number,
): Promise<string | null> {
  if (code === null) return null;
  const [row] = await tx
    .select({ code: repairOrder.code })
    .from(repairOrder)
    .where(
      and(
        sql`coalesce(${repairOrder.externalSource}, '') = ${source ?? ''}`,
        eq(repairOrder.externalCode, code),
        exceptId ? ne(repairOrder.id, exceptId) : undefined,
      ),
    );
  return row?.code ?? null;
}

export async function checkExternalFree(
  tx: Db,
  source: string | null,
  code: string | null,
  exceptId?: number,
): Promise<void> {
  const holder = await externalHolder(tx, source, code, exceptId);
  if (holder) throw new Conflict('eam.externalTaken', { code: code!, order: holder });
}

/** A concurrent writer took the external code between the check and the write: say who. */
export async function guardExternal<T>(
  db: Db,
  external: { source: string | null; code: string | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (external.code !== null && isUniqueViolation(error)) {
      const holder = await externalHolder(db, external.source, external.code);
      throw new Conflict('eam.externalTaken', { code: external.code, order: holder ?? '' });
    }
    throw error;
  }
}
