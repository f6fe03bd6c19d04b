import {
  DOOR_LOCK_IMPORT_COLUMNS,
  DOOR_OPEN_IMPORT_COLUMNS,
  type DoorLockImportColumn,
  type DoorOpenImportColumn,
} from '@depot/shared';
import { headerProblem } from '../../core/excel/xlsx-import';
import type { Language } from '../../core/i18n';

/** The two import templates' words (sheet, file, columns), in both languages. */
export const IMPORT_WORDS = {
  'zh-CN': {
    locks: { sheet: '门锁', file: '门锁导入' },
    opens: { sheet: '开门记录', file: '开门记录导入' },
    lockColumns: {
      storeCode: '门店编码',
      door: '门',
      model: '型号',
      serialNo: '序列号',
      installedOn: '安装日期',
      battery: '电量',
      status: '状态',
      keeper: '保管人账号',
      remark: '备注',
    },
    openColumns: { serialNo: '门锁序列号', at: '开门时间', method: '开门方式', user: '开门人账号' },
  },
  'en-US': {
    locks: { sheet: 'Door locks', file: 'door-locks-import' },
    opens: { sheet: 'Open log', file: 'door-open-log-import' },
    lockColumns: {
      storeCode: 'Store code',
      door: 'Door',
      model: 'Model',
      serialNo: 'Serial number',
      installedOn: 'Installed on',
      battery: 'Battery',
      status: 'Status',
      keeper: 'Keeper username',
      remark: 'Remark',
    },
    openColumns: {
      serialNo: 'Lock serial number',
      at: 'Opened at',
      method: 'Method',
      user: 'Opened by (username)',
    },
  },
} as const satisfies Record<
  Language,
  {
    lockColumns: Record<DoorLockImportColumn, string>;
    openColumns: Record<DoorOpenImportColumn, string>;
  } & Record<'locks' | 'opens', { sheet: string; file: string }>
>;

const LANGUAGES = Object.keys(IMPORT_WORDS) as Language[];

/** A template's header row in `language`. */
export const lockImportHeader = (language: Language) =>
  DOOR_LOCK_IMPORT_COLUMNS.map((c) => IMPORT_WORDS[language].lockColumns[c]);
export const openImportHeader = (language: Language) =>
  DOOR_OPEN_IMPORT_COLUMNS.map((c) => IMPORT_WORDS[language].openColumns[c]);

/** Null when `header` is a template's in either language (or the keys); else row 1's problem. */
export function lockHeaderProblem(header: string[], language: Language) {
  const names = [DOOR_LOCK_IMPORT_COLUMNS, ...LANGUAGES.map(lockImportHeader)];
  return headerProblem(header, names, lockImportHeader(language), language, 'eam.import.badHeader');
}
export function openHeaderProblem(header: string[], language: Language) {
  const names = [DOOR_OPEN_IMPORT_COLUMNS, ...LANGUAGES.map(openImportHeader)];
  return headerProblem(header, names, openImportHeader(language), language, 'eam.import.badHeader');
}

/** The key a cell names in either language or as the key itself (case and spaces aside). */
export function keyNamed<K extends string>(
  text: string,
  words: ReadonlyArray<Readonly<Record<K, string>>>,
): K | undefined {
  const norm = (s: string) => s.trim().toLowerCase();
  for (const set of words) {
    for (const [key, word] of Object.entries(set) as Array<[K, string]>) {
      if (norm(text) === norm(key) || norm(text) === norm(word)) return key;
    }
  }
  return undefined;
}
