import {
  acceptanceItems,
  type AcceptanceKind,
  type AcceptanceTemplateKind,
  type AcceptanceRecordKind,
  type FormDesign,
  type AcceptanceRecord,
  type HandoverCreate,
  type ProjectCompletion,
} from '@depot/shared';
import { and, asc, eq, max, ne } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { decodeSignature } from '../../core/signature-png';
import { byPerson } from '../../core/step-by';
import type { Db } from '../../db/client';
import { withSignatures, type SignatureStorage } from '../files/signature-file';
import type { FileService } from '../files/service';
import { cleanData, currentDesign } from '../form-design/service';
import { readAcceptance } from './acceptance-read';
import { releaseClosingHolds } from './closing-holds';
import { checkNothingPending } from './pending-requests';
import { checkPast } from './inspection-write';
import { projectScope } from './project-read';
import { checkPhotos } from './quality-files';
import { project, projectAcceptance, projectAcceptanceTemplate, projectStage } from './tables';
import { lockOpenProject } from './open-project';

type Fields = Omit<HandoverCreate, 'projectId'> & Pick<ChecklistFields, 'signatureFileId'>;
export type Head = Awaited<ReturnType<typeof lockOpenProject>>;

/**
 * An enabled template of `kind` with its checklist's current design (400 for none of that kind,
 * 409 when disabled or its design was deleted): what a completion, a handover or a sampling
 * fills in.
 */
export async function templateChecklist(tx: Db, kind: AcceptanceTemplateKind, id: number) {
  const [template] = await tx
    .select()
    .from(projectAcceptanceTemplate)
    .where(and(eq(projectAcceptanceTemplate.id, id), eq(projectAcceptanceTemplate.kind, kind)));
  if (!template) throw new BadRequest('project.unknownAcceptanceTemplate');
  if (!template.enabled) {
    throw new Conflict('project.acceptanceTemplateDisabled', { name: template.name });
  }
  const current = await currentDesign(tx, template.formDesignId);
  if (!current) throw new Conflict('project.acceptanceDesignGone', { name: template.name });
  return { template, ...current };
}

/**
 * Everything a completion needs besides its checklist: every stage done (409 naming those not),
 * no visa, design change or material discard in approval (409: an approval landing afterwards
 * would change a closed project), and an acceptance day not before the last stage's end (400).
 */
async function checkCompletable(tx: Db, head: Head, acceptedOn: string): Promise<void> {
  const open = await tx
    .select({ name: projectStage.name })
    .from(projectStage)
    .where(and(eq(projectStage.projectId, head.id), ne(projectStage.status, 'done')))
    .orderBy(asc(projectStage.seq));
  if (open.length) {
    throw new Conflict('project.stagesOpen', {
      code: head.code,
      names: open.map((s) => s.name).join(', '),
    });
  }
  await checkNothingPending(tx, head);
  const [last] = await tx
    .select({ day: max(projectStage.actualEnd) })
    .from(projectStage)
    .where(eq(projectStage.projectId, head.id));
  if (last?.day && acceptedOn < last.day) {
    throw new BadRequest('project.acceptanceBeforeStages', { day: last.day });
  }
}

/** The checklist filled in: its kind, its template (none for a stage's), its design now. */
export interface Checklist {
  kind: AcceptanceRecordKind;
  templateId: number | null;
  formDesignId: number;
  version: number;
  design: FormDesign;
}

/**
 * What is filled in besides the data: the day, who signs (and their stored drawn signature, a
 * completion's), a note, photos, the stage.
 */
export type ChecklistFields = Pick<
  ProjectCompletion,
  'acceptedOn' | 'signerName' | 'note' | 'fileIds' | 'data'
> & { stageId: number | null; signatureFileId?: string | null };

/**
 * Keeps a filled checklist of project `head` (locked by the caller): photos the caller may read
 * (400), the data checked against `checklist.design` as the form builder checks a submission
 * (400 naming the fields); a completion also needs the project completable and every required
 * yes/no item yes (409 naming the failed ones). Answers the new record's id.
 */
export async function fillChecklist(
  tx: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  head: Head,
  checklist: Checklist,
  fields: ChecklistFields,
): Promise<number> {
  const { kind } = checklist;
  checkPast(fields.acceptedOn);
  await checkPhotos(tx, files, user, fields.fileIds);
  const { clean, files: formFiles } = await cleanData(
    tx,
    files,
    user,
    checklist.design,
    fields.data,
  );
  if (kind === 'completion') await checkCompletable(tx, head, fields.acceptedOn);
  const items = acceptanceItems(checklist.design, clean);
  if (kind === 'completion' && items.failed.length) {
    throw new Conflict('project.acceptanceFailed', {
      code: head.code,
      names: items.failed.join(', '),
    });
  }
  // What was accepted, against which checklist, signed by whom: saved, and audited as made.
  const what = {
    projectId: head.id,
    kind,
    templateId: checklist.templateId,
    stageId: fields.stageId,
    formDesignId: checklist.formDesignId,
    designVersion: checklist.version,
    acceptedOn: fields.acceptedOn,
    signerName: fields.signerName,
    signatureFileId: fields.signatureFileId ?? null,
  };
  const [row] = await tx
    .insert(projectAcceptance)
    .values({
      ...what,
      note: fields.note,
      itemCount: items.itemCount,
      passedCount: items.passedCount,
      data: clean,
      photoIds: fields.fileIds,
      fileIds: [...new Set([...fields.fileIds, ...formFiles])],
      createdBy: user.userId,
    })
    .returning({ id: projectAcceptance.id });
  await recordAudit(tx, {
    actor: user,
    action: 'create',
    entity: 'project-acceptance',
    entityId: row!.id,
    after: {
      ...what,
      passed: `${items.passedCount}/${items.itemCount}`,
    },
  });
  return row!.id;
}

/**
 * Acceptance checklists filled in on site (docs/projects.md "Acceptance checklists"): the
 * completion acceptance, which completes the project, and the shop handover checklist. The data
 * is checked against the template's design as the form builder checks a submission
 * (`cleanData`: files the caller may read, validateFormData, rich text sanitised, calculate
 * fields recomputed), a failed required yes/no item refuses it, and it is kept as it was filled
 * in, never changed.
 */
export function createAcceptanceWrites(
  deps: { db: Db; files: Pick<FileService, 'readable'> } & SignatureStorage,
) {
  const { db, files } = deps;

  /** Fills in an acceptance template's checklist of `kind` (completion, handover). */
  async function fillTemplate(
    tx: Db,
    user: AuthUser,
    kind: AcceptanceKind,
    head: Head,
    fields: Fields,
  ): Promise<number> {
    const { template, ...current } = await templateChecklist(tx, kind, fields.templateId);
    return fillChecklist(
      tx,
      files,
      user,
      head,
      { kind, templateId: template.id, formDesignId: template.formDesignId, ...current },
      fields,
    );
  }

  return {
    /**
     * Completes a project with its completion acceptance: the signer's drawn signature a real
     * PNG (400, before anything is read), the checklist valid (400 naming the fields), every
     * required yes/no item yes (409 naming the failed ones), every stage done and no visa in
     * approval (409). The signature is stored as the caller's file in the same transaction
     * (withSignatures: removed again when it does not commit). The project is completed with the
     * acceptance day as its actual end, and takes no more writes.
     */
    async complete(user: AuthUser, body: ProjectCompletion): Promise<AcceptanceRecord> {
      const png = decodeSignature(body.signature);
      const id = await withSignatures(db, deps, async (tx, keep) => {
        const head = await lockOpenProject(tx, user, body.projectId);
        const signatureFileId = await keep(user, png, `${head.code}-acceptance-signature.png`);
        const made = await fillTemplate(tx, user, 'completion', head, {
          ...body,
          stageId: null,
          signatureFileId,
        });
        await tx
          .update(project)
          .set({ status: 'completed', actualEnd: body.acceptedOn, updatedAt: new Date() })
          .where(and(eq(project.id, head.id), projectScope(user.scope)));
        await recordAudit(tx, {
          actor: user,
          action: 'complete',
          entity: 'project',
          entityId: head.id,
          before: { status: head.status },
          after: { status: 'completed', actualEnd: body.acceptedOn, acceptanceId: made },
        });
        // What its SKU orders still hold is let go: the project will never take it.
        await releaseClosingHolds(tx, head.id, 'completed', byPerson(user));
        return made;
      });
      return readAcceptance(db, id, user);
    },

    /** The shop handover checklist of an open project, optionally of its handover stage (400). */
    async handover(user: AuthUser, body: HandoverCreate): Promise<AcceptanceRecord> {
      const id = await db.transaction(async (tx) => {
        const head = await lockOpenProject(tx, user, body.projectId);
        if (body.stageId !== null) {
          const [stage] = await tx
            .select({ kind: projectStage.kind })
            .from(projectStage)
            .where(and(eq(projectStage.id, body.stageId), eq(projectStage.projectId, head.id)));
          if (stage?.kind !== 'handover') throw new BadRequest('project.notHandoverStage');
        }
        return fillTemplate(tx, user, 'handover', head, body);
      });
      return readAcceptance(db, id, user);
    },
  };
}
export type AcceptanceWrites = ReturnType<typeof createAcceptanceWrites>;
