import type { QualityRecordStatus, SamplingRecord } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';

/** Words of the quality samplings' export, in both languages. */
export const SAMPLING_SHEET_WORDS = {
  'zh-CN': {
    file: '质量抽检',
    sampledOn: '抽检日期',
    stage: '阶段',
    inspector: '抽检人',
    items: '抽检项数',
    totalScore: '得分',
    maxScore: '满分',
    percent: '得分率(%)',
    passMark: '合格线(%)',
    result: '结果',
    note: '备注',
    record: '记录状态',
    voidReason: '作废原因',
    results: { passed: '合格', failed: '不合格' },
    records: { valid: '有效', voided: '已作废' },
  },
  'en-US': {
    file: 'quality samplings',
    sampledOn: 'Sampled on',
    stage: 'Stage',
    inspector: 'Inspector',
    items: 'Items',
    totalScore: 'Score',
    maxScore: 'Out of',
    percent: 'Percent',
    passMark: 'Pass mark (%)',
    result: 'Result',
    note: 'Note',
    record: 'Record status',
    voidReason: 'Void reason',
    results: { passed: 'Passed', failed: 'Failed' },
    records: { valid: 'Valid', voided: 'Voided' },
  },
} as const satisfies Record<
  Language,
  Record<string, unknown> & { records: Record<QualityRecordStatus, string> }
>;

/** The samplings' sheet, headed in `language`: one row per sampling, as the list shows it. */
export function samplingSheet(language: Language): XlsxSheet<SamplingRecord> {
  const w = SAMPLING_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.sampledOn, width: 12, value: (r) => r.sampledOn },
      { header: w.stage, width: 14, value: (r) => r.stageName },
      { header: w.inspector, width: 12, value: (r) => r.inspector.nickname },
      { header: w.items, value: (r) => r.itemCount },
      { header: w.totalScore, value: (r) => r.totalScore },
      { header: w.maxScore, value: (r) => r.maxScore },
      // The server's two decimals, as text: the figure the page shows, never re-rounded.
      { header: w.percent, value: (r) => r.percent },
      { header: w.passMark, value: (r) => r.passMark },
      { header: w.result, value: (r) => (r.passed ? w.results.passed : w.results.failed) },
      { header: w.note, width: 30, value: (r) => r.note },
      { header: w.record, value: (r) => w.records[r.status] },
      { header: w.voidReason, width: 24, value: (r) => r.voidReason },
    ],
  };
}
