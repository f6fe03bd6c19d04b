import { STOCKTAKE_STATUS_WORDS, type StocktakeRecord } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** The stocktake plans' export words, in both languages. */
export const STOCKTAKE_SHEET_WORDS = {
  'zh-CN': {
    file: '盘点计划',
    code: '盘点单号',
    name: '名称',
    status: '状态',
    warehouses: '仓库',
    categories: '分类',
    allCategories: '全部分类',
    counters: '盘点人',
    dueDate: '截止日期',
    blind: '盲盘',
    yes: '是',
    no: '否',
    counted: '已盘行数',
    lines: '总行数',
    creator: '创建人',
    createdAt: '创建时间',
    startedAt: '开始时间',
    submittedAt: '提交时间',
    postedAt: '过账时间',
    cancelReason: '取消原因',
    remark: '备注',
  },
  'en-US': {
    file: 'stocktakes',
    code: 'Code',
    name: 'Name',
    status: 'Status',
    warehouses: 'Warehouses',
    categories: 'Categories',
    allCategories: 'All categories',
    counters: 'Counters',
    dueDate: 'Due date',
    blind: 'Blind',
    yes: 'Yes',
    no: 'No',
    counted: 'Lines counted',
    lines: 'Lines',
    creator: 'Created by',
    createdAt: 'Created at',
    startedAt: 'Started at',
    submittedAt: 'Submitted at',
    postedAt: 'Posted at',
    cancelReason: 'Reason for cancelling',
    remark: 'Remark',
  },
} as const;

const names = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name).join('、');

export function stocktakeSheet(language: Language, timeZone: string): XlsxSheet<StocktakeRecord> {
  const w = STOCKTAKE_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (r) => r.code },
      { header: w.name, width: 24, value: (r) => r.name },
      { header: w.status, value: (r) => STOCKTAKE_STATUS_WORDS[language][r.status] },
      { header: w.warehouses, width: 24, value: (r) => names(r.warehouses) },
      {
        header: w.categories,
        width: 24,
        value: (r) => (r.categories.length ? names(r.categories) : w.allCategories),
      },
      { header: w.counters, width: 20, value: (r) => r.counters.map((c) => c.nickname).join('、') },
      { header: w.dueDate, width: 12, value: (r) => r.dueDate },
      { header: w.blind, value: (r) => (r.blind ? w.yes : w.no) },
      { header: w.counted, value: (r) => r.countedCount },
      { header: w.lines, value: (r) => r.lineCount },
      { header: w.creator, value: (r) => r.creator.nickname },
      { header: w.createdAt, width: 22, value: (r) => exportTime(r.createdAt, timeZone) },
      { header: w.startedAt, width: 22, value: (r) => exportTime(r.startedAt, timeZone) },
      { header: w.submittedAt, width: 22, value: (r) => exportTime(r.submittedAt, timeZone) },
      { header: w.postedAt, width: 22, value: (r) => exportTime(r.postedAt, timeZone) },
      { header: w.cancelReason, width: 24, value: (r) => r.cancelReason },
      { header: w.remark, width: 24, value: (r) => r.remark },
    ],
  };
}
