import {
  PERMISSIONS,
  type QualificationCreate,
  type QualificationKind,
  type QualificationRecord,
} from '@depot/shared';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import { fileUrl, type FileReadRule, type FileService } from '../files/service';
import { supplier, supplierQualification } from './tables';

/**
 * Whoever sees suppliers reads their qualification files through GET /admin/files/:id, as any
 * other stored file (files/service.ts asks every rule).
 */
export const qualificationFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.purchase.supplier.view)
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(supplierQualification)
          .where(eq(supplierQualification.fileId, storedFile.id)),
      )
    : undefined;

async function supplierExists(tx: Db, supplierId: number, lock = false): Promise<void> {
  const query = tx.select({ id: supplier.id }).from(supplier).where(eq(supplier.id, supplierId));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw new NotFound();
}

/** A supplier's qualification files (licences, permits) with their valid-until. */
export function createQualificationService(db: Db, files: Pick<FileService, 'readable'>) {
  async function list(tx: Db, supplierId: number): Promise<QualificationRecord[]> {
    const rows = await tx
      .select({
        qualificationId: supplierQualification.id,
        supplierId: supplierQualification.supplierId,
        // The check constraint allows only QUALIFICATION_KINDS.
        kind: sql<QualificationKind>`${supplierQualification.kind}`,
        number: supplierQualification.number,
        validUntil: supplierQualification.validUntil,
        remindDays: supplierQualification.remindDays,
        fileId: supplierQualification.fileId,
        fileName: storedFile.name,
        createdAt: supplierQualification.createdAt,
      })
      .from(supplierQualification)
      .leftJoin(storedFile, eq(storedFile.id, supplierQualification.fileId))
      .where(eq(supplierQualification.supplierId, supplierId))
      .orderBy(asc(supplierQualification.validUntil), asc(supplierQualification.id));
    return rows.map(({ fileId, fileName, ...row }) => ({
      ...row,
      file: fileId ? { id: fileId, name: fileName ?? '', url: fileUrl(fileId) } : null,
    }));
  }

  return {
    /** The files of a supplier, the soonest to lapse first (404: no such supplier). */
    async list(supplierId: number): Promise<QualificationRecord[]> {
      await supplierExists(db, supplierId);
      return list(db, supplierId);
    },

    /**
     * Adds a file to a supplier (audited); its upload must be one the caller may read (400).
     * Answers the supplier's files.
     */
    async add(
      user: AuthUser,
      supplierId: number,
      body: QualificationCreate,
    ): Promise<QualificationRecord[]> {
      return db.transaction(async (tx) => {
        await supplierExists(tx, supplierId, true);
        if (body.fileId !== null) {
          const readable = await files.readable(tx, user, [body.fileId]);
          if (!readable.has(body.fileId)) throw new BadRequest('purchase.unknownFile');
        }
        const [row] = await tx
          .insert(supplierQualification)
          .values({ supplierId, ...body })
          .returning();
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'supplierQualification',
          entityId: row!.id,
          after: row,
        });
        return list(tx, supplierId);
      });
    },

    /** Removes one of a supplier's files (audited; 404 when it is not that supplier's). */
    async remove(
      user: AuthUser,
      supplierId: number,
      qualificationId: number,
    ): Promise<QualificationRecord[]> {
      return db.transaction(async (tx) => {
        await supplierExists(tx, supplierId, true);
        const [row] = await tx
          .delete(supplierQualification)
          .where(
            and(
              eq(supplierQualification.id, qualificationId),
              eq(supplierQualification.supplierId, supplierId),
            ),
          )
          .returning();
        if (!row) throw new NotFound();
        await recordAudit(tx, {
          actor: user,
          action: 'delete',
          entity: 'supplierQualification',
          entityId: row.id,
          before: row,
        });
        return list(tx, supplierId);
      });
    },
  };
}
export type QualificationService = ReturnType<typeof createQualificationService>;
