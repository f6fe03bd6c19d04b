import {
  samplingChecklistItems,
  type AcceptanceTemplateCreate,
  type AcceptanceTemplateDetailRecord,
  type AcceptanceTemplateEdit,
  type AcceptanceTemplatePageQuery,
  type AcceptanceTemplateRecord,
  type FormDesign,
  type Page,
} from '@depot/shared';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { outer } from '../../core/outer-column';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { formDesign, formDesignVersion } from '../../db/schema/form';
import { addDesignVersion, insertDesign, parseDesign } from '../form-design/service';
import { projectAcceptance, projectAcceptanceTemplate, projectSampling } from './tables';
import { templateRows } from './template-rows';

const columns = {
  id: projectAcceptanceTemplate.id,
  name: projectAcceptanceTemplate.name,
  // The check constraint allows only ACCEPTANCE_KINDS.
  kind: sql<AcceptanceTemplateRecord['kind']>`${projectAcceptanceTemplate.kind}`,
  note: projectAcceptanceTemplate.note,
  enabled: projectAcceptanceTemplate.enabled,
  formDesignId: projectAcceptanceTemplate.formDesignId,
  designVersion: formDesign.version,
  useCount: sql<number>`(select count(*)::int from ${projectAcceptance}
    where ${projectAcceptance.templateId} = ${outer(projectAcceptanceTemplate.id)})
    + (select count(*)::int from ${projectSampling}
    where ${projectSampling.templateId} = ${outer(projectAcceptanceTemplate.id)})`,
  createdAt: projectAcceptanceTemplate.createdAt,
  updatedAt: projectAcceptanceTemplate.updatedAt,
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(projectAcceptanceTemplate)
    .innerJoin(formDesign, eq(formDesign.id, projectAcceptanceTemplate.formDesignId))
    .$dynamic();

const counted = (row: AcceptanceTemplateRecord): AcceptanceTemplateRecord => ({
  ...row,
  useCount: Number(row.useCount),
});

/** A template's checklist design is a form design of its own, coded `acceptance-…`. */
const designCode = () => `acceptance-${randomUUID()}`;

/**
 * The template's checklist parsed as the form builder parses a design (400 naming the problem);
 * a sampling checklist must also be scored items, each with its full score (400 naming it).
 */
function checkedDesign(body: Pick<AcceptanceTemplateCreate, 'kind' | 'design'>): FormDesign {
  const design = parseDesign(body.design);
  if (body.kind !== 'sampling') return design;
  const { problem } = samplingChecklistItems(design);
  if (problem) throw new BadRequest(`project.samplingDesign.${problem.problem}`, problem);
  return design;
}

const rows = templateRows({
  table: projectAcceptanceTemplate,
  entity: 'project-acceptance-template',
  taken: 'project.acceptanceTemplateNameTaken',
});

/** One acceptance template with its checklist at its current version (404 when none). */
export async function readAcceptanceTemplate(
  db: Db,
  id: number,
): Promise<AcceptanceTemplateDetailRecord> {
  const [row] = await heads(db).where(eq(projectAcceptanceTemplate.id, id));
  if (!row) throw new NotFound();
  const [design] = await db
    .select({ design: formDesignVersion.design })
    .from(formDesignVersion)
    .where(
      and(
        eq(formDesignVersion.designId, row.formDesignId),
        eq(formDesignVersion.version, row.designVersion),
      ),
    );
  return { ...counted(row), design: design!.design };
}

/**
 * Acceptance templates (`/item/acceptance-template`): each a checklist designed with the form
 * builder. The template keeps its own form design; saving it again saves the design's next
 * version, so an acceptance filled in earlier still shows with the version it used.
 */
/**
 * A template's kind may change only while nothing used it: a completion, handover or sampling
 * record keeps the template it was filled from, and must still read as that kind (409).
 */
async function checkKindFree(tx: Db, id: number, name: string): Promise<void> {
  const [row] = await tx
    .select({ used: columns.useCount })
    .from(projectAcceptanceTemplate)
    .where(eq(projectAcceptanceTemplate.id, id));
  const used = Number(row!.used);
  if (used > 0) throw new Conflict('project.acceptanceTemplateKindUsed', { name, count: used });
}

export function createAcceptanceTemplates(db: Db) {
  return {
    detail: (id: number) => readAcceptanceTemplate(db, id),

    async page(query: AcceptanceTemplatePageQuery): Promise<Page<AcceptanceTemplateRecord>> {
      const page = await readPage(
        { select: heads(db), count: rows.count(db) },
        rows.pageRules((q: AcceptanceTemplatePageQuery) =>
          q.kind ? eq(projectAcceptanceTemplate.kind, q.kind) : undefined,
        ),
        query,
      );
      return { ...page, records: page.records.map(counted) };
    },

    async add(
      user: AuthUser,
      body: AcceptanceTemplateCreate,
    ): Promise<AcceptanceTemplateDetailRecord> {
      const design = checkedDesign(body);
      const id = await rows.saving(body.name, () =>
        db.transaction(async (tx) => {
          await rows.checkName(tx, body.name);
          const made = await insertDesign(tx, user, {
            code: designCode(),
            name: body.name,
            design,
          });
          const [row] = await tx
            .insert(projectAcceptanceTemplate)
            .values({
              name: body.name,
              kind: body.kind,
              note: body.note,
              formDesignId: made.id,
              createdBy: user.userId,
            })
            .returning({ id: projectAcceptanceTemplate.id });
          await recordAudit(tx, {
            actor: user,
            action: 'create',
            entity: 'project-acceptance-template',
            entityId: row!.id,
            after: { name: body.name, kind: body.kind, note: body.note, formDesignId: made.id },
          });
          return row!.id;
        }),
      );
      return readAcceptanceTemplate(db, id);
    },

    /** Name, kind and note changed; the checklist saved as its design's next version. */
    async edit(
      user: AuthUser,
      body: AcceptanceTemplateEdit,
    ): Promise<AcceptanceTemplateDetailRecord> {
      const design = checkedDesign(body);
      await rows.saving(body.name, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(projectAcceptanceTemplate)
            .where(eq(projectAcceptanceTemplate.id, body.id))
            .for('update');
          if (!before) throw new NotFound();
          if (body.kind !== before.kind) await checkKindFree(tx, before.id, before.name);
          await rows.checkName(tx, body.name, body.id);
          const saved = await addDesignVersion(tx, user, before.formDesignId, {
            name: body.name,
            design,
            baseVersion: body.baseVersion,
          });
          await tx
            .update(projectAcceptanceTemplate)
            .set({ name: body.name, kind: body.kind, note: body.note, updatedAt: new Date() })
            .where(eq(projectAcceptanceTemplate.id, body.id));
          await recordAudit(tx, {
            actor: user,
            action: 'update',
            entity: 'project-acceptance-template',
            entityId: body.id,
            before: { name: before.name, kind: before.kind, note: before.note },
            after: {
              name: body.name,
              kind: body.kind,
              note: body.note,
              designVersion: saved.version,
            },
          });
        }),
      );
      return readAcceptanceTemplate(db, body.id);
    },

    async enable(user: AuthUser, id: number, enabled: boolean): Promise<AcceptanceTemplateRecord> {
      await db.transaction((tx) => rows.setEnabled(tx, user, id, enabled));
      const { design: _design, ...record } = await readAcceptanceTemplate(db, id);
      return record;
    },
  };
}
export type AcceptanceTemplates = ReturnType<typeof createAcceptanceTemplates>;
