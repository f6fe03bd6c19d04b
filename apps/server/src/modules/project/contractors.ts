import {
  projectOpen,
  PERMISSIONS,
  contractorDocState,
  daysBetween,
  type ContractorAdd,
  type ContractorDocAdd,
  type ContractorDocRecord,
  type ContractorDocReplace,
  type ContractorRemove,
  type ProjectContractorRecord,
  type ProjectContractorsRecord,
} from '@depot/shared';
import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf, personOrNull } from '../../core/people';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import { enterprise } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { fileUrl, type FileReadRule, type FileService } from '../files/service';
import { projectScope } from './project-read';
import { project, projectContractor, projectContractorDoc } from './tables';
import { lockOpenProject } from './open-project';

const adder = alias(appUser, 'adder');
const remover = alias(appUser, 'remover');
const uploader = alias(appUser, 'uploader');

/**
 * Whoever sees a project (its store in their scope, the view key) reads its contractors'
 * documents through GET /admin/files/:id, replaced ones too.
 */
export const contractorFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.project.view)
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(projectContractorDoc)
          .innerJoin(projectContractor, eq(projectContractor.id, projectContractorDoc.contractorId))
          .innerJoin(project, eq(project.id, projectContractor.projectId))
          .where(and(eq(projectContractorDoc.fileId, storedFile.id), projectScope(user.scope))),
      )
    : undefined;

/** A project in the caller's scope (else 404), with what the page needs of it. */
async function seenProject(db: Db, user: AuthUser, projectId: number) {
  const [head] = await db
    .select({ id: project.id, status: project.status })
    .from(project)
    .where(and(eq(project.id, projectId), projectScope(user.scope)));
  if (!head) throw new NotFound();
  return head;
}

/** The contractors of a project, current ones first, each with its documents. */
export async function readContractors(
  db: Db,
  user: AuthUser,
  projectId: number,
  now = Date.now(),
): Promise<ProjectContractorsRecord> {
  const head = await seenProject(db, user, projectId);
  const today = storeDay(now);
  const rows = await db
    .select({
      id: projectContractor.id,
      projectId: projectContractor.projectId,
      enterpriseId: projectContractor.enterpriseId,
      enterpriseName: enterprise.name,
      // The check constraint allows only PROJECT_CONTRACTOR_ROLES.
      role: sql<ProjectContractorRecord['role']>`${projectContractor.role}`,
      note: projectContractor.note,
      addedBy: personOf(adder),
      addedAt: projectContractor.addedAt,
      removedAt: projectContractor.removedAt,
      removedBy: personOrNull(remover),
      removeReason: projectContractor.removeReason,
    })
    .from(projectContractor)
    .innerJoin(enterprise, eq(enterprise.id, projectContractor.enterpriseId))
    .innerJoin(adder, eq(adder.id, projectContractor.addedBy))
    .leftJoin(remover, eq(remover.id, projectContractor.removedBy))
    .where(eq(projectContractor.projectId, projectId))
    .orderBy(
      sql`${projectContractor.removedAt} is not null`,
      asc(projectContractor.addedAt),
      asc(projectContractor.id),
    );
  const docs = await db
    .select({
      id: projectContractorDoc.id,
      contractorId: projectContractorDoc.contractorId,
      // The check constraint allows only CONTRACTOR_DOC_KINDS.
      kind: sql<ContractorDocRecord['kind']>`${projectContractorDoc.kind}`,
      number: projectContractorDoc.number,
      validUntil: projectContractorDoc.validUntil,
      remindDays: projectContractorDoc.remindDays,
      fileId: projectContractorDoc.fileId,
      fileName: storedFile.name,
      replacedById: projectContractorDoc.replacedBy,
      createdBy: personOf(uploader),
      createdAt: projectContractorDoc.createdAt,
    })
    .from(projectContractorDoc)
    .innerJoin(projectContractor, eq(projectContractor.id, projectContractorDoc.contractorId))
    .innerJoin(uploader, eq(uploader.id, projectContractorDoc.createdBy))
    .leftJoin(storedFile, eq(storedFile.id, projectContractorDoc.fileId))
    .where(eq(projectContractor.projectId, projectId))
    .orderBy(
      sql`${projectContractorDoc.replacedBy} is not null`,
      sql`case when ${projectContractorDoc.replacedBy} is null then ${projectContractorDoc.validUntil} end`,
      sql`${projectContractorDoc.id} desc`,
    );
  const byContractor = new Map<number, ContractorDocRecord[]>();
  for (const { fileId, fileName, ...doc } of docs) {
    const list = byContractor.get(doc.contractorId) ?? [];
    list.push({
      ...doc,
      state:
        doc.replacedById === null
          ? contractorDocState(doc.validUntil, doc.remindDays, today)
          : 'valid',
      daysLeft: daysBetween(today, doc.validUntil),
      file: fileName === null ? null : { id: fileId, name: fileName, url: fileUrl(fileId) },
    });
    byContractor.set(doc.contractorId, list);
  }
  const open = projectOpen(head.status);
  return {
    projectId,
    projectStatus: head.status as ProjectContractorsRecord['projectStatus'],
    today,
    canEdit: open && user.permissions.includes(PERMISSIONS.project.contractor),
    contractors: rows.map((r) => ({ ...r, documents: byContractor.get(r.id) ?? [] })),
  };
}

/** A contractor of an open project in the caller's scope, locked (404, 409 when closed). */
async function lockContractor(tx: Db, user: AuthUser, contractorId: number) {
  const [row] = await tx
    .select({
      id: projectContractor.id,
      projectId: projectContractor.projectId,
      enterpriseId: projectContractor.enterpriseId,
      role: projectContractor.role,
      removedAt: projectContractor.removedAt,
      name: enterprise.name,
    })
    .from(projectContractor)
    .innerJoin(project, eq(project.id, projectContractor.projectId))
    .innerJoin(enterprise, eq(enterprise.id, projectContractor.enterpriseId))
    .where(and(eq(projectContractor.id, contractorId), projectScope(user.scope)));
  if (!row) throw new NotFound();
  const head = await lockOpenProject(tx, user, row.projectId);
  return { ...row, code: head.code, status: head.status };
}

/** The document file must be an upload the caller may read (400). */
async function checkFile(
  tx: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  fileId: string,
): Promise<void> {
  const readable = await files.readable(tx, user, [fileId]);
  if (!readable.has(fileId)) throw new BadRequest('project.unknownFile');
}

/**
 * `/item/contractor`: the enterprises working on a project and their documents. Every write
 * locks the project (open, in the caller's scope), is audited and answers the project's list.
 */
export function createContractorWrites(deps: { db: Db; files: Pick<FileService, 'readable'> }) {
  const { db, files } = deps;

  return {
    async add(user: AuthUser, body: ContractorAdd): Promise<ProjectContractorsRecord> {
      await db.transaction(async (tx) => {
        const head = await lockOpenProject(tx, user, body.projectId);
        const [ent] = await tx
          .select({ id: enterprise.id, name: enterprise.name })
          .from(enterprise)
          .where(eq(enterprise.id, body.enterpriseId));
        if (!ent) throw new BadRequest('project.unknownEnterprise');
        const [taken] = await tx
          .select({ id: projectContractor.id })
          .from(projectContractor)
          .where(
            and(
              eq(projectContractor.projectId, body.projectId),
              eq(projectContractor.enterpriseId, body.enterpriseId),
              eq(projectContractor.role, body.role),
              isNull(projectContractor.removedAt),
            ),
          );
        if (taken)
          throw new Conflict('project.contractorTaken', { name: ent.name, code: head.code });
        const [row] = await tx
          .insert(projectContractor)
          .values({ ...body, addedBy: user.userId })
          .returning();
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'projectContractor',
          entityId: row!.id,
          after: row,
        });
      });
      return readContractors(db, user, body.projectId);
    },

    /**
     * Ends a contractor's work on the project: stamped, never deleted. The only general
     * contractor of a project under way is needed by it (409).
     */
    async remove(user: AuthUser, body: ContractorRemove): Promise<ProjectContractorsRecord> {
      const projectId = await db.transaction(async (tx) => {
        const row = await lockContractor(tx, user, body.id);
        if (row.removedAt) throw new Conflict('project.contractorRemoved', { name: row.name });
        if (row.role === 'generalContractor' && row.status === 'active') {
          const [other] = await tx
            .select({ id: projectContractor.id })
            .from(projectContractor)
            .where(
              and(
                eq(projectContractor.projectId, row.projectId),
                eq(projectContractor.role, 'generalContractor'),
                isNull(projectContractor.removedAt),
                sql`${projectContractor.id} <> ${row.id}`,
              ),
            );
          if (!other) {
            throw new Conflict('project.contractorNeeded', { name: row.name, code: row.code });
          }
        }
        const [after] = await tx
          .update(projectContractor)
          .set({ removedAt: new Date(), removedBy: user.userId, removeReason: body.reason })
          .where(eq(projectContractor.id, row.id))
          .returning();
        await recordAudit(tx, {
          actor: user,
          action: 'remove',
          entity: 'projectContractor',
          entityId: row.id,
          after,
        });
        return row.projectId;
      });
      return readContractors(db, user, projectId);
    },

    /** A document of a current contractor. */
    async addDoc(user: AuthUser, body: ContractorDocAdd): Promise<ProjectContractorsRecord> {
      const projectId = await db.transaction(async (tx) => {
        const row = await lockContractor(tx, user, body.contractorId);
        if (row.removedAt) throw new Conflict('project.contractorRemoved', { name: row.name });
        await checkFile(tx, files, user, body.fileId);
        const [doc] = await tx
          .insert(projectContractorDoc)
          .values({ ...body, createdBy: user.userId })
          .returning();
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'projectContractorDoc',
          entityId: doc!.id,
          after: doc,
        });
        return row.projectId;
      });
      return readContractors(db, user, projectId);
    },

    /**
     * A renewed document of the same kind takes a current one's place: a new row, and the old
     * one names it (still listed and readable). A document replaced already is a 409.
     */
    async replaceDoc(
      user: AuthUser,
      body: ContractorDocReplace,
    ): Promise<ProjectContractorsRecord> {
      const projectId = await db.transaction(async (tx) => {
        const [old] = await tx
          .select({
            id: projectContractorDoc.id,
            contractorId: projectContractorDoc.contractorId,
            kind: projectContractorDoc.kind,
            number: projectContractorDoc.number,
            replacedBy: projectContractorDoc.replacedBy,
          })
          .from(projectContractorDoc)
          .innerJoin(projectContractor, eq(projectContractor.id, projectContractorDoc.contractorId))
          .innerJoin(project, eq(project.id, projectContractor.projectId))
          .where(and(eq(projectContractorDoc.id, body.docId), projectScope(user.scope)));
        if (!old) throw new NotFound();
        const row = await lockContractor(tx, user, old.contractorId);
        if (row.removedAt) throw new Conflict('project.contractorRemoved', { name: row.name });
        await checkFile(tx, files, user, body.fileId);
        const { docId, ...fields } = body;
        const [doc] = await tx
          .insert(projectContractorDoc)
          .values({
            ...fields,
            contractorId: old.contractorId,
            kind: old.kind,
            createdBy: user.userId,
          })
          .returning();
        // Claimed on the row: of two replacements of one document, one wins.
        const [was] = await tx
          .update(projectContractorDoc)
          .set({ replacedBy: doc!.id })
          .where(and(eq(projectContractorDoc.id, docId), isNull(projectContractorDoc.replacedBy)))
          .returning({ id: projectContractorDoc.id });
        if (!was) throw new Conflict('project.docReplaced', { number: old.number });
        await recordAudit(tx, {
          actor: user,
          action: 'replace',
          entity: 'projectContractorDoc',
          entityId: docId,
          before: old,
          after: doc,
        });
        return row.projectId;
      });
      return readContractors(db, user, projectId);
    },
  };
}
export type ContractorWrites = ReturnType<typeof createContractorWrites>;
