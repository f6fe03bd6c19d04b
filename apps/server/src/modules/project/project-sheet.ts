import type { ProjectRecord, ProjectStatus, ProjectType } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** Words of the projects' export, in both languages. */
export const PROJECT_SHEET_WORDS = {
  'zh-CN': {
    file: '项目',
    code: '项目编号',
    name: '项目名称',
    store: '门店',
    type: '类型',
    status: '状态',
    template: '模板',
    budget: '预算',
    contract: '合同金额',
    manager: '项目经理',
    supervisor: '监理',
    plannedStart: '计划开始',
    plannedEnd: '计划完成',
    actualStart: '实际开始',
    actualEnd: '实际完成',
    progress: '完成阶段',
    createdAt: '创建时间',
    statuses: { planning: '筹备中', active: '进行中', completed: '已竣工', discarded: '已作废' },
    types: { newStore: '新店', renovation: '翻新', relocation: '迁址' },
  },
  'en-US': {
    file: 'projects',
    code: 'Code',
    name: 'Name',
    store: 'Store',
    type: 'Type',
    status: 'Status',
    template: 'Template',
    budget: 'Budget',
    contract: 'Contract amount',
    manager: 'Manager',
    supervisor: 'Supervisor',
    plannedStart: 'Planned start',
    plannedEnd: 'Planned end',
    actualStart: 'Actual start',
    actualEnd: 'Actual end',
    progress: 'Stages done',
    createdAt: 'Created',
    statuses: {
      planning: 'Planning',
      active: 'Active',
      completed: 'Completed',
      discarded: 'Discarded',
    },
    types: { newStore: 'New store', renovation: 'Renovation', relocation: 'Relocation' },
  },
} as const satisfies Record<
  Language,
  Record<string, unknown> & {
    statuses: Record<ProjectStatus, string>;
    types: Record<ProjectType, string>;
  }
>;

export function projectSheet(language: Language, timeZone: string): XlsxSheet<ProjectRecord> {
  const w = PROJECT_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (p) => p.code },
      { header: w.name, width: 28, value: (p) => p.name },
      { header: w.store, width: 18, value: (p) => p.storeName },
      { header: w.type, value: (p) => w.types[p.projectType] },
      { header: w.status, value: (p) => w.statuses[p.status] },
      { header: w.template, width: 18, value: (p) => p.templateName },
      { header: w.budget, width: 14, value: (p) => p.budget },
      { header: w.contract, width: 14, value: (p) => p.contractAmount },
      { header: w.manager, width: 12, value: (p) => p.managerName },
      { header: w.supervisor, width: 12, value: (p) => p.supervisorName },
      { header: w.plannedStart, width: 12, value: (p) => p.plannedStart },
      { header: w.plannedEnd, width: 12, value: (p) => p.plannedEnd },
      { header: w.actualStart, width: 12, value: (p) => p.actualStart },
      { header: w.actualEnd, width: 12, value: (p) => p.actualEnd },
      { header: w.progress, value: (p) => `${p.doneCount}/${p.stageCount}` },
      { header: w.createdAt, width: 20, value: (p) => exportTime(p.createdAt, timeZone) },
    ],
  };
}
