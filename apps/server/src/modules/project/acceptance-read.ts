import { PERMISSIONS, type AcceptanceListQuery, type AcceptanceRecord } from '@depot/shared';
import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf } from '../../core/people';
import type { Db } from '../../db/client';
import { formDesign, formDesignVersion } from '../../db/schema/form';
import { storedFile } from '../../db/schema/files';
import { appUser } from '../../db/schema/users';
import type { FileReadRule } from '../files/service';
import { projectScope, seeProject } from './project-read';
import { namedFiles } from '../files/named-files';
import { project, projectAcceptance, projectAcceptanceTemplate, projectStage } from './tables';

const columns = {
  id: projectAcceptance.id,
  projectId: projectAcceptance.projectId,
  // The check constraint allows only ACCEPTANCE_RECORD_KINDS.
  kind: sql<AcceptanceRecord['kind']>`${projectAcceptance.kind}`,
  templateId: projectAcceptance.templateId,
  // A stage's checklist has no template: it is named by its form.
  templateName: sql<string>`coalesce(${projectAcceptanceTemplate.name}, ${formDesign.name})`,
  stageId: projectAcceptance.stageId,
  stageName: projectStage.name,
  formDesignId: projectAcceptance.formDesignId,
  designVersion: projectAcceptance.designVersion,
  acceptedOn: projectAcceptance.acceptedOn,
  signerName: projectAcceptance.signerName,
  signatureFileId: projectAcceptance.signatureFileId,
  note: projectAcceptance.note,
  itemCount: projectAcceptance.itemCount,
  passedCount: projectAcceptance.passedCount,
  data: projectAcceptance.data,
  design: formDesignVersion.design,
  photoIds: projectAcceptance.photoIds,
  createdBy: personOf(appUser),
  createdAt: projectAcceptance.createdAt,
};

async function readRows(db: Db, where: SQL | undefined): Promise<AcceptanceRecord[]> {
  const rows = await db
    .select(columns)
    .from(projectAcceptance)
    .innerJoin(project, eq(project.id, projectAcceptance.projectId))
    .leftJoin(
      projectAcceptanceTemplate,
      eq(projectAcceptanceTemplate.id, projectAcceptance.templateId),
    )
    .innerJoin(formDesign, eq(formDesign.id, projectAcceptance.formDesignId))
    .innerJoin(
      formDesignVersion,
      and(
        eq(formDesignVersion.designId, projectAcceptance.formDesignId),
        eq(formDesignVersion.version, projectAcceptance.designVersion),
      ),
    )
    .innerJoin(appUser, eq(appUser.id, projectAcceptance.createdBy))
    .leftJoin(projectStage, eq(projectStage.id, projectAcceptance.stageId))
    .where(where)
    .orderBy(desc(projectAcceptance.acceptedOn), desc(projectAcceptance.id));
  return Promise.all(
    rows.map(async ({ photoIds, ...row }) => ({ ...row, files: await namedFiles(db, photoIds) })),
  );
}

/** One filled checklist of a project in the caller's scope (else 404). */
export async function readAcceptance(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<AcceptanceRecord> {
  const [row] = await readRows(db, and(eq(projectAcceptance.id, id), projectScope(user.scope)));
  if (!row) throw new NotFound();
  return row;
}

/** A project's filled checklists (of one kind when asked), newest first; 404 out of scope. */
export async function readAcceptances(
  db: Db,
  query: AcceptanceListQuery,
  user: AuthUser,
): Promise<AcceptanceRecord[]> {
  await seeProject(db, user, query.projectId);
  return readRows(
    db,
    and(
      eq(projectAcceptance.projectId, query.projectId),
      query.kind ? eq(projectAcceptance.kind, query.kind) : undefined,
    ),
  );
}

/**
 * Whoever sees a project (its store in their scope, the view key) reads the photos and the
 * form's files of its acceptances through GET /admin/files/:id.
 */
export const acceptanceFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.project.view)
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(projectAcceptance)
          .innerJoin(project, eq(project.id, projectAcceptance.projectId))
          .where(
            and(
              sql`${projectAcceptance.fileIds} @> jsonb_build_array(${storedFile.id})`,
              projectScope(user.scope),
            ),
          ),
      )
    : undefined;
