import type {
  InspectionIssueStatus,
  InspectionPageQuery,
  InspectionSeverity,
  QualityRecordStatus,
} from '@depot/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { AuthUser } from '../../core/fastify-types';
import type { Language } from '../../core/i18n';
import { readBatches, type ListQuery, type PageRules } from '../../core/resource/page-query';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { seeProject } from './project-read';
import { projectInspection, projectInspectionIssue, projectStage } from './tables';

/** Words of the inspection issues' export, in both languages. */
export const INSPECTION_SHEET_WORDS = {
  'zh-CN': {
    file: '巡检问题',
    inspectedOn: '巡检日期',
    stage: '阶段',
    inspector: '巡检人',
    summary: '巡检情况',
    record: '记录状态',
    seq: '问题序号',
    description: '问题描述',
    severity: '严重程度',
    responsible: '责任人',
    deadline: '整改期限',
    status: '问题状态',
    overdue: '逾期',
    yes: '是',
    severities: { minor: '一般', major: '较重', critical: '严重' },
    statuses: { open: '待整改', rectified: '已整改待验收', closed: '已验收关闭' },
    records: { valid: '有效', voided: '已作废' },
  },
  'en-US': {
    file: 'inspection issues',
    inspectedOn: 'Inspected on',
    stage: 'Stage',
    inspector: 'Inspector',
    summary: 'Findings',
    record: 'Record status',
    seq: 'Issue',
    description: 'Description',
    severity: 'Severity',
    responsible: 'Responsible',
    deadline: 'Rectify by',
    status: 'Issue status',
    overdue: 'Overdue',
    yes: 'yes',
    severities: { minor: 'Minor', major: 'Major', critical: 'Critical' },
    statuses: { open: 'To rectify', rectified: 'Rectified, to verify', closed: 'Verified, closed' },
    records: { valid: 'Valid', voided: 'Voided' },
  },
} as const satisfies Record<
  Language,
  Record<string, unknown> & {
    severities: Record<InspectionSeverity, string>;
    statuses: Record<InspectionIssueStatus, string>;
    records: Record<QualityRecordStatus, string>;
  }
>;

const inspector = alias(appUser, 'inspector');
const responsible = alias(appUser, 'responsible');

/** One issue with its record, as a row of the export. */
export interface InspectionIssueRow {
  id: number;
  inspectedOn: string;
  stageName: string | null;
  inspector: string;
  summary: string;
  recordStatus: QualityRecordStatus;
  seq: number;
  description: string;
  severity: InspectionSeverity;
  responsible: string;
  deadline: string;
  status: InspectionIssueStatus;
  overdue: boolean;
}

export function inspectionSheet(language: Language): XlsxSheet<InspectionIssueRow> {
  const w = INSPECTION_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.inspectedOn, width: 12, value: (r) => r.inspectedOn },
      { header: w.stage, width: 14, value: (r) => r.stageName },
      { header: w.inspector, width: 12, value: (r) => r.inspector },
      { header: w.summary, width: 30, value: (r) => r.summary },
      { header: w.record, value: (r) => w.records[r.recordStatus] },
      { header: w.seq, value: (r) => r.seq },
      { header: w.description, width: 30, value: (r) => r.description },
      { header: w.severity, value: (r) => w.severities[r.severity] },
      { header: w.responsible, width: 12, value: (r) => r.responsible },
      { header: w.deadline, width: 12, value: (r) => r.deadline },
      { header: w.status, width: 14, value: (r) => w.statuses[r.status] },
      { header: w.overdue, value: (r) => (r.overdue ? w.yes : null) },
    ],
  };
}

/**
 * The issues of a project's inspection records in the caller's scope (else 404), filtered as
 * the list is (on the issues themselves), newest record first, in batches.
 */
export async function inspectionIssueBatches(
  db: Db,
  query: ListQuery<InspectionPageQuery>,
  user: AuthUser,
): Promise<AsyncIterable<InspectionIssueRow[]>> {
  await seeProject(db, user, query.projectId);
  const today = storeDay();
  // A voided record's issues are not overdue (as on the list, whose counts leave them out).
  const overdue = sql<boolean>`(${projectInspectionIssue.status} = 'open' and ${projectInspectionIssue.deadline} < ${today}::date and ${projectInspection.status} = 'valid')`;
  const select = db
    .select({
      id: projectInspectionIssue.id,
      inspectedOn: projectInspection.inspectedOn,
      stageName: projectStage.name,
      inspector: inspector.nickname,
      summary: projectInspection.summary,
      recordStatus: sql<QualityRecordStatus>`${projectInspection.status}`,
      seq: projectInspectionIssue.seq,
      description: projectInspectionIssue.description,
      severity: sql<InspectionSeverity>`${projectInspectionIssue.severity}`,
      responsible: responsible.nickname,
      deadline: projectInspectionIssue.deadline,
      status: sql<InspectionIssueStatus>`${projectInspectionIssue.status}`,
      overdue,
    })
    .from(projectInspectionIssue)
    .innerJoin(projectInspection, eq(projectInspection.id, projectInspectionIssue.inspectionId))
    .innerJoin(inspector, eq(inspector.id, projectInspection.inspectorId))
    .innerJoin(responsible, eq(responsible.id, projectInspectionIssue.responsibleId))
    .leftJoin(projectStage, eq(projectStage.id, projectInspection.stageId))
    .$dynamic();
  const keys = db
    .select({ id: projectInspectionIssue.id })
    .from(projectInspectionIssue)
    .innerJoin(projectInspection, eq(projectInspection.id, projectInspectionIssue.inspectionId))
    .$dynamic();
  const rules: PageRules<ListQuery<InspectionPageQuery>, 'inspectedOn' | 'createdAt'> = {
    where: (q) => [
      eq(projectInspectionIssue.projectId, q.projectId),
      q.status ? eq(projectInspection.status, q.status) : undefined,
      q.issueStatus ? eq(projectInspectionIssue.status, q.issueStatus) : undefined,
      q.severity ? eq(projectInspectionIssue.severity, q.severity) : undefined,
      q.overdue === undefined ? undefined : q.overdue ? overdue : sql`not ${overdue}`,
    ],
    sorts: { inspectedOn: projectInspection.inspectedOn, createdAt: projectInspection.createdAt },
    order: [
      desc(projectInspection.inspectedOn),
      desc(projectInspectionIssue.inspectionId),
      asc(projectInspectionIssue.id),
    ],
  };
  return readBatches(
    { select, keys, key: projectInspectionIssue.id, keyOf: (row) => row.id },
    rules,
    query,
  );
}
