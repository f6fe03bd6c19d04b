import {
  ASSET_IMPORT_COLUMNS,
  ASSET_PURCHASE_FIELDS,
  ASSET_WORDS,
  levelWidgets,
  type AssetImportColumn,
  type AssetRecord,
  type AssetStatus,
  type FormDesign,
} from '@depot/shared';
import type { Language } from '../../core/i18n';
import type { XlsxCell, XlsxColumn, XlsxSheet } from '../../core/excel/xlsx-writer';
import { exportTime } from '../../core/excel/export-route';

export const ASSET_EXPORT_COLUMNS = [
  'code',
  'name',
  'categoryName',
  'model',
  'serialNo',
  'status',
  'custodianName',
  'deptName',
  'storeName',
  ...ASSET_PURCHASE_FIELDS,
  'remark',
  'createdAt',
] as const;
type ExportColumn = (typeof ASSET_EXPORT_COLUMNS)[number];

interface AssetSheetWords {
  sheet: string;
  file: string;
  columns: Record<ExportColumn, string>;
  importColumns: Record<AssetImportColumn, string>;
  status: Record<AssetStatus, string>;
}

/** Words of the asset spreadsheets (export, import template), in both languages. */
export const ASSET_SHEET_WORDS: Record<Language, AssetSheetWords> = {
  'zh-CN': {
    sheet: '资产台账',
    file: '资产台账',
    columns: {
      ...ASSET_WORDS['zh-CN'].field,
      code: '资产编码',
      categoryName: '资产分类',
      status: '状态',
      custodianName: '保管人',
      deptName: '使用部门',
      storeName: '所在门店',
      createdAt: '登记时间',
    },
    importColumns: ASSET_WORDS['zh-CN'].importColumns,
    status: ASSET_WORDS['zh-CN'].status,
  },
  'en-US': {
    sheet: 'Assets',
    file: 'assets',
    columns: {
      ...ASSET_WORDS['en-US'].field,
      code: 'Asset code',
      categoryName: 'Category',
      status: 'Status',
      custodianName: 'Custodian',
      deptName: 'Department',
      storeName: 'Store',
      createdAt: 'Registered at',
    },
    importColumns: ASSET_WORDS['en-US'].importColumns,
    status: ASSET_WORDS['en-US'].status,
  },
};

const WIDE = new Set<ExportColumn>(['code', 'name', 'categoryName', 'remark', 'createdAt']);

/** A custom value as one cell: numbers stay numbers, lists are joined, objects shown as JSON. */
export function customCell(value: unknown): XlsxCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}

/** The top-level data fields of a design (not tables): the columns custom values take. */
export function customColumns(design: FormDesign | null) {
  if (!design) return [];
  return levelWidgets(design.fields)
    .map(({ widget }) => widget)
    .filter((w) => w.kind !== 'table')
    .map((w) => ({ vModel: w.vModel, label: w.label || w.vModel }));
}

/** The export's sheet: fixed columns, then the custom fields of the filtered category. */
export function assetExportSheet(
  language: Language,
  design: FormDesign | null,
  timeZone: string,
): XlsxSheet<AssetRecord> {
  const words = ASSET_SHEET_WORDS[language];
  const value =
    (key: ExportColumn) =>
    (a: AssetRecord): XlsxCell => {
      if (key === 'status') return words.status[a.status];
      if (key === 'createdAt') return exportTime(a.createdAt, timeZone);
      if (key === 'price') return a.price === null ? null : Number(a.price);
      return a[key];
    };
  const fixed: XlsxColumn<AssetRecord>[] = ASSET_EXPORT_COLUMNS.map((key) => ({
    header: words.columns[key],
    width: WIDE.has(key) ? 22 : 14,
    value: value(key),
  }));
  const custom = customColumns(design).map(({ vModel, label }) => ({
    header: label,
    width: 16,
    value: (a: AssetRecord) => customCell(a.custom[vModel]),
  }));
  return { name: words.sheet, columns: [...fixed, ...custom] };
}

/** The import template's header: the fixed columns, then a category's custom fields. */
export function assetImportHeader(language: Language, design: FormDesign | null): string[] {
  const words = ASSET_SHEET_WORDS[language];
  return [
    ...ASSET_IMPORT_COLUMNS.map((key) => words.importColumns[key]),
    ...customColumns(design).map((c) => c.label),
  ];
}
