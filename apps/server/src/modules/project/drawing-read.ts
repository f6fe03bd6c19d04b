import {
  projectOpen,
  PERMISSIONS,
  drawingPreviewPath,
  type DrawingKind,
  type DrawingListQuery,
  type DrawingListRecord,
  type DrawingVersionRecord,
} from '@depot/shared';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/fastify-types';
import { personOf, personOrNull } from '../../core/people';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import { appUser } from '../../db/schema/users';
import { projectScope, readProject } from './project-read';
import { project, projectDrawing, projectDrawingVersion, projectStage } from './tables';

const P = PERMISSIONS.project;
const approver = alias(appUser, 'approver');

/** The versions of drawings `drawingIds`, newest first, by drawing. */
async function readVersions(
  db: Db,
  drawingIds: number[],
): Promise<Map<number, DrawingVersionRecord[]>> {
  const byDrawing = new Map<number, DrawingVersionRecord[]>();
  if (!drawingIds.length) return byDrawing;
  const rows = await db
    .select({
      drawingId: projectDrawingVersion.drawingId,
      id: projectDrawingVersion.id,
      version: projectDrawingVersion.version,
      fileId: projectDrawingVersion.fileId,
      fileName: storedFile.name,
      fileType: storedFile.type,
      fileSize: storedFile.size,
      note: projectDrawingVersion.note,
      uploadedBy: personOf(appUser),
      createdAt: projectDrawingVersion.createdAt,
    })
    .from(projectDrawingVersion)
    .innerJoin(appUser, eq(appUser.id, projectDrawingVersion.uploadedBy))
    .innerJoin(storedFile, eq(storedFile.id, projectDrawingVersion.fileId))
    .where(inArray(projectDrawingVersion.drawingId, drawingIds))
    .orderBy(asc(projectDrawingVersion.drawingId), desc(projectDrawingVersion.version));
  for (const { drawingId, ...version } of rows) {
    const list = byDrawing.get(drawingId) ?? [];
    list.push({ ...version, previewUrl: drawingPreviewPath(version.id) });
    byDrawing.set(drawingId, list);
  }
  return byDrawing;
}

/**
 * A project's drawings in the caller's scope (404 otherwise), of one kind and stage when asked,
 * oldest first, each with every version (newest first), and what the caller may do now.
 */
export async function readDrawings(
  db: Db,
  user: AuthUser,
  query: DrawingListQuery,
): Promise<DrawingListRecord> {
  const head = await readProject(db, query.projectId, user.scope);
  const rows = await db
    .select({
      id: projectDrawing.id,
      projectId: projectDrawing.projectId,
      stageId: projectDrawing.stageId,
      stageName: projectStage.name,
      // The check constraint allows only DRAWING_KINDS.
      kind: sql<DrawingKind>`${projectDrawing.kind}`,
      title: projectDrawing.title,
      sheetNo: projectDrawing.sheetNo,
      approvedVersionId: projectDrawing.approvedVersionId,
      approvedBy: personOrNull(approver),
      approvedAt: projectDrawing.approvedAt,
      createdBy: personOf(appUser),
      createdAt: projectDrawing.createdAt,
    })
    .from(projectDrawing)
    .innerJoin(appUser, eq(appUser.id, projectDrawing.createdBy))
    .leftJoin(approver, eq(approver.id, projectDrawing.approvedBy))
    .leftJoin(projectStage, eq(projectStage.id, projectDrawing.stageId))
    .where(
      and(
        eq(projectDrawing.projectId, head.id),
        query.kind ? eq(projectDrawing.kind, query.kind) : undefined,
        query.stageId === undefined ? undefined : eq(projectDrawing.stageId, query.stageId),
      ),
    )
    .orderBy(asc(projectDrawing.kind), asc(projectDrawing.id));
  const versions = await readVersions(
    db,
    rows.map((r) => r.id),
  );
  const open = projectOpen(head.status);
  return {
    projectStatus: head.status,
    drawings: rows.map((r) => ({ ...r, versions: versions.get(r.id) ?? [] })),
    canUpload: open && user.permissions.includes(P.drawing),
    canApproveDesign: open && user.permissions.includes(P.designApprove),
  };
}

/**
 * The file of drawing version `versionId` when its project is in the caller's scope; null
 * otherwise (the route answers 404).
 */
export async function versionFileId(
  db: Db,
  user: AuthUser,
  versionId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ fileId: projectDrawingVersion.fileId })
    .from(projectDrawingVersion)
    .innerJoin(projectDrawing, eq(projectDrawing.id, projectDrawingVersion.drawingId))
    .innerJoin(project, eq(project.id, projectDrawing.projectId))
    .where(and(eq(projectDrawingVersion.id, versionId), projectScope(user.scope)));
  return row?.fileId ?? null;
}
