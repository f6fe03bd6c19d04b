import {
  projectOpen,
  PERMISSIONS,
  type AcceptanceRecord,
  type StageChecklistCreate,
  type StageChecklistRecord,
} from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { formDesign } from '../../db/schema/form';
import type { FileService } from '../files/service';
import { currentDesign } from '../form-design/service';
import { readAcceptance, readAcceptances } from './acceptance-read';
import { fillChecklist } from './acceptance-write';
import { projectScope } from './project-read';
import { project, projectAcceptance, projectStage } from './tables';
import { lockOpenProject } from './open-project';

/*
 * A stage's required checklist (docs/projects.md "Stage checklists"): the designed form a
 * template's stage names (`checklistFormId`, copied to the project's stage) is filled in on the
 * project for that stage, and the stage finishes only once it has been. The filled form is a
 * `project_acceptance` row of kind `stage` (no template), kept as the completion and handover
 * checklists are: checked by the form builder's server check, read under the project's scope.
 */

type StageRow = Pick<typeof projectStage.$inferSelect, 'id' | 'name' | 'checklistFormId'>;

/** The name of form design `id` (deleted ones too: a stage names it whatever became of it). */
async function formName(tx: Db, id: number): Promise<string> {
  const [row] = await tx
    .select({ name: formDesign.name })
    .from(formDesign)
    .where(eq(formDesign.id, id));
  return row?.name ?? String(id);
}

/**
 * The finish rule: a stage with a checklist form finishes only when that form was filled in for
 * it (409 naming the stage and the form; nothing changes).
 */
export async function checkStageChecklist(tx: Db, stage: StageRow): Promise<void> {
  if (stage.checklistFormId === null) return;
  const filled = await tx.$count(
    projectAcceptance,
    and(eq(projectAcceptance.stageId, stage.id), eq(projectAcceptance.kind, 'stage')),
  );
  if (filled) return;
  throw new Conflict('project.stageChecklistMissing', {
    name: stage.name,
    form: await formName(tx, stage.checklistFormId),
  });
}

/** Stage `stageId` of a project in the caller's scope (else 404). */
async function scopedStage(db: Db, user: AuthUser, stageId: number) {
  const [stage] = await db
    .select({
      id: projectStage.id,
      projectId: projectStage.projectId,
      name: projectStage.name,
      status: projectStage.status,
      checklistFormId: projectStage.checklistFormId,
      projectStatus: project.status,
    })
    .from(projectStage)
    .innerJoin(project, eq(project.id, projectStage.projectId))
    .where(and(eq(projectStage.id, stageId), projectScope(user.scope)));
  if (!stage) throw new NotFound();
  return stage;
}

/** The stage's checklist form now (400 when it has none, 409 when the form was deleted). */
async function stageForm(db: Db, stage: StageRow) {
  if (stage.checklistFormId === null) {
    throw new BadRequest('project.stageNoChecklist', { name: stage.name });
  }
  const current = await currentDesign(db, stage.checklistFormId);
  if (!current) throw new Conflict('project.stageChecklistGone', { name: stage.name });
  return { formDesignId: stage.checklistFormId, ...current };
}

export function createStageChecklists(deps: { db: Db; files: Pick<FileService, 'readable'> }) {
  const { db, files } = deps;
  return {
    /** GET /item/stage/checklist: the stage's form now and as filled in for it, newest first. */
    async read(user: AuthUser, stageId: number): Promise<StageChecklistRecord> {
      const stage = await scopedStage(db, user, stageId);
      const form = await stageForm(db, stage);
      const filled = await readAcceptances(db, { projectId: stage.projectId, kind: 'stage' }, user);
      return {
        stageId: stage.id,
        formDesignId: form.formDesignId,
        name: await formName(db, form.formDesignId),
        designVersion: form.version,
        design: form.design,
        canFill:
          user.permissions.includes(PERMISSIONS.project.edit) &&
          stage.status === 'inProgress' &&
          projectOpen(stage.projectStatus),
        filled: filled.filter((r) => r.stageId === stage.id),
      };
    },

    /**
     * POST /item/stage/checklist: the stage's form filled in and signed while the stage is in
     * progress (409 otherwise), checked as a form builder submission (400 naming the fields).
     * Another filling is another record.
     */
    async fill(user: AuthUser, body: StageChecklistCreate): Promise<AcceptanceRecord> {
      const { projectId } = await scopedStage(db, user, body.stageId);
      const id = await db.transaction(async (tx) => {
        const head = await lockOpenProject(tx, user, projectId);
        const [stage] = await tx
          .select()
          .from(projectStage)
          .where(eq(projectStage.id, body.stageId));
        const form = await stageForm(tx, stage!);
        if (stage!.status !== 'inProgress') {
          throw new Conflict('project.stageNotInProgress', { name: stage!.name });
        }
        return fillChecklist(
          tx,
          files,
          user,
          head,
          { kind: 'stage', templateId: null, ...form },
          { ...body, stageId: stage!.id },
        );
      });
      return readAcceptance(db, id, user);
    },
  };
}
export type StageChecklists = ReturnType<typeof createStageChecklists>;
