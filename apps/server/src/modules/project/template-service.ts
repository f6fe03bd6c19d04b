import {
  daysBetween,
  scheduleEnd,
  scheduleStages,
  type Page,
  type ProjectTemplateCreate,
  type ProjectTemplateDetailRecord,
  type ProjectTemplateEdit,
  type ProjectTemplatePageQuery,
  type ProjectTemplateRecord,
  type ProjectTemplateStage,
} from '@depot/shared';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { formDesign } from '../../db/schema/form';
import { projectTemplate } from './tables';
import { templateRows } from './template-rows';
import { outer } from '../../core/outer-column';

const columns = {
  id: projectTemplate.id,
  name: projectTemplate.name,
  // The check constraint allows only PROJECT_TYPES.
  projectType: sql<ProjectTemplateRecord['projectType']>`${projectTemplate.projectType}`,
  note: projectTemplate.note,
  enabled: projectTemplate.enabled,
  version: projectTemplate.version,
  stages: projectTemplate.stages,
  projectCount: sql<number>`(select count(*)::int from project p
    where p.template_id = ${outer(projectTemplate.id)})`,
  createdAt: projectTemplate.createdAt,
  updatedAt: projectTemplate.updatedAt,
};

/** How many days the stages take from the first start to the last end. */
export function totalDays(stages: readonly ProjectTemplateStage[]): number {
  const start = '2000-01-01';
  const end = scheduleEnd(scheduleStages(stages, start));
  return end === null ? 0 : daysBetween(start, end) + 1;
}

type Row = Omit<ProjectTemplateRecord, 'stageCount' | 'totalDays'> & {
  stages: ProjectTemplateStage[];
};

const toRecord = ({ stages, ...row }: Row): ProjectTemplateRecord => ({
  ...row,
  projectCount: Number(row.projectCount),
  stageCount: stages.length,
  totalDays: totalDays(stages),
});

/** The stages as kept: every field, checklist forms that exist (400 otherwise). */
async function keptStages(
  tx: Db,
  stages: ProjectTemplateCreate['stages'],
): Promise<ProjectTemplateStage[]> {
  const formIds = [
    ...new Set(stages.flatMap((s) => (s.checklistFormId === null ? [] : [s.checklistFormId]))),
  ];
  if (formIds.length) {
    const found = await tx
      .select({ id: formDesign.id })
      .from(formDesign)
      .where(inIntArray(formDesign.id, formIds));
    if (found.length !== formIds.length) throw new BadRequest('project.unknownChecklist');
  }
  return stages.map((s) => ({
    seq: s.seq,
    name: s.name,
    kind: s.kind,
    plannedDays: s.plannedDays,
    dependsOn: [...s.dependsOn].sort((a, b) => a - b),
    gate: s.gate,
    checklistFormId: s.checklistFormId,
  }));
}

const rows = templateRows({
  table: projectTemplate,
  entity: 'project-template',
  taken: 'project.templateNameTaken',
});

/** Project templates (`/item/template`): whole stage lists, saved again as a new version. */
export function createTemplateService(db: Db) {
  async function detail(id: number, tx: Db = db): Promise<ProjectTemplateDetailRecord> {
    const [row] = await tx.select(columns).from(projectTemplate).where(eq(projectTemplate.id, id));
    if (!row) throw new NotFound();
    return { ...toRecord(row), stages: row.stages };
  }

  return {
    detail,

    async page(query: ProjectTemplatePageQuery): Promise<Page<ProjectTemplateRecord>> {
      const page = await readPage(
        { select: db.select(columns).from(projectTemplate).$dynamic(), count: rows.count(db) },
        rows.pageRules((q: ProjectTemplatePageQuery) =>
          q.projectType ? eq(projectTemplate.projectType, q.projectType) : undefined,
        ),
        query,
      );
      return { ...page, records: page.records.map(toRecord) };
    },

    async add(user: AuthUser, body: ProjectTemplateCreate): Promise<ProjectTemplateDetailRecord> {
      return rows.saving(body.name, () =>
        db.transaction(async (tx) => {
          await rows.checkName(tx, body.name);
          const stages = await keptStages(tx, body.stages);
          const [row] = await tx
            .insert(projectTemplate)
            .values({ ...body, stages, createdBy: user.userId })
            .returning({ id: projectTemplate.id });
          await recordAudit(tx, {
            actor: user,
            action: 'create',
            entity: 'project-template',
            entityId: row!.id,
            after: { ...body, stages },
          });
          return detail(row!.id, tx);
        }),
      );
    },

    /**
     * The whole template again, as its next version: projects made from it keep their own copy
     * of the stages, so a running project never changes.
     */
    async edit(user: AuthUser, body: ProjectTemplateEdit): Promise<ProjectTemplateDetailRecord> {
      return rows.saving(body.name, () =>
        db.transaction(async (tx) => {
          const before = await detail(body.id, tx);
          await rows.checkName(tx, body.name, body.id);
          const stages = await keptStages(tx, body.stages);
          const { id, ...fields } = body;
          await tx
            .update(projectTemplate)
            .set({
              ...fields,
              stages,
              version: sql`${projectTemplate.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(projectTemplate.id, id));
          await recordAudit(tx, {
            actor: user,
            action: 'update',
            entity: 'project-template',
            entityId: id,
            before,
            after: { ...fields, stages },
          });
          return detail(id, tx);
        }),
      );
    },

    async enable(user: AuthUser, id: number, enabled: boolean): Promise<ProjectTemplateRecord> {
      return db.transaction(async (tx) => {
        await rows.setEnabled(tx, user, id, enabled);
        const { stages: _stages, ...record } = await detail(id, tx);
        return record;
      });
    },
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;
