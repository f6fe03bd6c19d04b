import {
  ASSET_DOC_WORDS,
  DOC_TYPE_WORDS,
  type AssetDocRecord,
  type AssetDocStatus,
  type AssetDocType,
} from '@depot/shared';
import type { Language } from '../../core/i18n';
import type { XlsxCell, XlsxSheet } from '../../core/excel/xlsx-writer';
import { exportTime } from '../../core/excel/export-route';

const COLUMNS = [
  'code',
  'docType',
  'status',
  'assets',
  'counterpart',
  'dueDate',
  'reason',
  'applicant',
  'createdAt',
  'signedBy',
  'signedAt',
  'rollbackOf',
] as const;
type Column = (typeof COLUMNS)[number];

interface DocSheetWords {
  sheet: string;
  file: string;
  columns: Record<Column, string>;
  type: Record<AssetDocType, string>;
  status: Record<AssetDocStatus, string>;
}

/** Words of the documents' export, in both languages. */
export const DOC_SHEET_WORDS: Record<Language, DocSheetWords> = {
  'zh-CN': {
    sheet: '资产单据',
    file: '资产单据',
    columns: {
      code: '单据编号',
      docType: '类型',
      status: '状态',
      assets: '资产',
      counterpart: '借用人/领用人/去向',
      dueDate: '归还日期',
      reason: '事由',
      applicant: '申请人',
      createdAt: '申请时间',
      signedBy: '签收人',
      signedAt: '签收时间',
      rollbackOf: '冲销单据',
    },
    type: DOC_TYPE_WORDS['zh-CN'],
    status: ASSET_DOC_WORDS['zh-CN'].status,
  },
  'en-US': {
    sheet: 'Asset documents',
    file: 'asset-documents',
    columns: {
      code: 'Document',
      docType: 'Type',
      status: 'Status',
      assets: 'Assets',
      counterpart: 'Borrower / receiver / destination',
      dueDate: 'Due date',
      reason: 'Reason',
      applicant: 'Applicant',
      createdAt: 'Applied at',
      signedBy: 'Signed by',
      signedAt: 'Signed at',
      rollbackOf: 'Rolls back',
    },
    type: DOC_TYPE_WORDS['en-US'],
    status: ASSET_DOC_WORDS['en-US'].status,
  },
};

const WIDE = new Set<Column>(['assets', 'counterpart', 'reason']);

/** Who or where a document sends its assets to. */
const counterpart = (d: AssetDocRecord): string =>
  [d.borrower?.nickname, d.receiver?.nickname, d.store?.name, d.toCustodian?.nickname]
    .filter(Boolean)
    .join(' / ');

/** The documents' export: one row per document, its assets as `code name` joined. */
export function docExportSheet(language: Language, timeZone: string): XlsxSheet<AssetDocRecord> {
  const words = DOC_SHEET_WORDS[language];
  const value: Record<Column, (d: AssetDocRecord) => XlsxCell> = {
    code: (d) => d.code,
    docType: (d) => words.type[d.docType],
    status: (d) => words.status[d.status],
    assets: (d) => d.items.map((i) => `${i.code} ${i.name}`).join(', '),
    counterpart,
    dueDate: (d) => d.dueDate,
    reason: (d) => d.reason,
    applicant: (d) => d.applicant.nickname,
    createdAt: (d) => exportTime(d.createdAt, timeZone),
    signedBy: (d) => d.signedBy?.nickname ?? null,
    signedAt: (d) => exportTime(d.signedAt, timeZone),
    rollbackOf: (d) => d.rollbackOf?.code ?? null,
  };
  return {
    name: words.sheet,
    columns: COLUMNS.map((key) => ({
      header: words.columns[key],
      width: WIDE.has(key) ? 32 : 16,
      value: value[key],
    })),
  };
}
