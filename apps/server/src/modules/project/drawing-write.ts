import {
  DRAWING_FILE_TYPES,
  type DrawingApprove,
  type DrawingCreate,
  type DrawingListRecord,
  type DrawingVersionCreate,
} from '@depot/shared';
import { and, eq, max } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import type { FileService } from '../files/service';
import { readDrawings } from './drawing-read';
import { projectDrawing, projectDrawingVersion } from './tables';
import { checkStage, lockOpenProject } from './open-project';

const previewable: ReadonlySet<string> = new Set(DRAWING_FILE_TYPES);

/** A drawing's file: an upload the caller may read, a PDF or a picture (400 otherwise). */
async function checkDrawingFile(
  tx: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  fileId: string,
): Promise<void> {
  const file = (await files.readable(tx, user, [fileId])).get(fileId);
  if (!file || !previewable.has(file.type)) throw new BadRequest('project.drawingFileType');
}

/** The drawing `drawingId` with its open project locked (404: none in the caller's scope). */
async function lockDrawing(tx: Db, user: AuthUser, drawingId: number) {
  const [row] = await tx.select().from(projectDrawing).where(eq(projectDrawing.id, drawingId));
  if (!row) throw new NotFound();
  await lockOpenProject(tx, user, row.projectId);
  return row;
}

/**
 * Drawings and their versions (docs/projects.md "Drawings"): a version is never rewritten, the
 * next one is a new row. Each write locks the project, so two uploads number versions in turn.
 */
export function createDrawingWrites(deps: { db: Db; files: Pick<FileService, 'readable'> }) {
  const { db, files } = deps;
  const answer = (user: AuthUser, projectId: number) => readDrawings(db, user, { projectId });
  return {
    /** A new drawing of an open project with its first version. Answers the project's drawings. */
    async add(user: AuthUser, body: DrawingCreate): Promise<DrawingListRecord> {
      await db.transaction(async (tx) => {
        await lockOpenProject(tx, user, body.projectId);
        await checkStage(tx, body.projectId, body.stageId);
        await checkDrawingFile(tx, files, user, body.fileId);
        const [taken] = await tx
          .select({ id: projectDrawing.id })
          .from(projectDrawing)
          .where(
            and(
              eq(projectDrawing.projectId, body.projectId),
              eq(projectDrawing.kind, body.kind),
              eq(projectDrawing.title, body.title),
            ),
          );
        if (taken) throw new Conflict('project.drawingTitleTaken', { title: body.title });
        const { fileId, note, ...head } = body;
        const [row] = await tx
          .insert(projectDrawing)
          .values({ ...head, createdBy: user.userId })
          .returning({ id: projectDrawing.id });
        await tx
          .insert(projectDrawingVersion)
          .values({ drawingId: row!.id, version: 1, fileId, note, uploadedBy: user.userId });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-drawing',
          entityId: row!.id,
          after: body,
        });
      });
      return answer(user, body.projectId);
    },

    /** The next version of a drawing of an open project. Answers the project's drawings. */
    async addVersion(user: AuthUser, body: DrawingVersionCreate): Promise<DrawingListRecord> {
      const projectId = await db.transaction(async (tx) => {
        const drawing = await lockDrawing(tx, user, body.drawingId);
        await checkDrawingFile(tx, files, user, body.fileId);
        const [last] = await tx
          .select({ version: max(projectDrawingVersion.version) })
          .from(projectDrawingVersion)
          .where(eq(projectDrawingVersion.drawingId, drawing.id));
        const version = (last?.version ?? 0) + 1;
        const [row] = await tx
          .insert(projectDrawingVersion)
          .values({
            drawingId: drawing.id,
            version,
            fileId: body.fileId,
            note: body.note,
            uploadedBy: user.userId,
          })
          .returning({ id: projectDrawingVersion.id });
        await recordAudit(tx, {
          actor: user,
          action: 'version',
          entity: 'project-drawing',
          entityId: drawing.id,
          after: { versionId: row!.id, version, fileId: body.fileId, note: body.note },
        });
        return drawing.projectId;
      });
      return answer(user, projectId);
    },

    /**
     * Marks a version of a design drawing of an open project as the approved design (the
     * versions themselves do not change). Answers the project's drawings.
     */
    async approve(user: AuthUser, body: DrawingApprove): Promise<DrawingListRecord> {
      const projectId = await db.transaction(async (tx) => {
        const drawing = await lockDrawing(tx, user, body.drawingId);
        if (drawing.kind !== 'design') throw new BadRequest('project.drawingNotDesign');
        const [version] = await tx
          .select({ id: projectDrawingVersion.id, version: projectDrawingVersion.version })
          .from(projectDrawingVersion)
          .where(
            and(
              eq(projectDrawingVersion.id, body.versionId),
              eq(projectDrawingVersion.drawingId, drawing.id),
            ),
          );
        if (!version) throw new BadRequest('project.unknownDrawingVersion');
        await tx
          .update(projectDrawing)
          .set({ approvedVersionId: version.id, approvedBy: user.userId, approvedAt: new Date() })
          .where(eq(projectDrawing.id, drawing.id));
        await recordAudit(tx, {
          actor: user,
          action: 'approve',
          entity: 'project-drawing',
          entityId: drawing.id,
          before: { approvedVersionId: drawing.approvedVersionId },
          after: { approvedVersionId: version.id, version: version.version },
        });
        return drawing.projectId;
      });
      return answer(user, projectId);
    },
  };
}
export type DrawingWrites = ReturnType<typeof createDrawingWrites>;
