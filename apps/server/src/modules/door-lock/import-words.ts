import {
  DOOR_IMPORT_COLUMN_WORDS,
  DOOR_LOCK_IMPORT_COLUMNS,
  DOOR_OPEN_IMPORT_COLUMNS,
} from '@depot/shared';
import { headerProblem } from '../../core/excel/xlsx-import';
import type { Language } from '../../core/i18n';

/** The two import templates' sheet and file names, in both languages. */
export const IMPORT_WORDS = {
  'zh-CN': {
    locks: { sheet: '门锁', file: '门锁导入' },
    opens: { sheet: '开门记录', file: '开门记录导入' },
  },
  'en-US': {
    locks: { sheet: 'Door locks', file: 'door-locks-import' },
    opens: { sheet: 'Open log', file: 'door-open-log-import' },
  },
} as const satisfies Record<Language, Record<'locks' | 'opens', { sheet: string; file: string }>>;

const LANGUAGES = Object.keys(IMPORT_WORDS) as Language[];

/** A template's header row in `language`. */
export const lockImportHeader = (language: Language) =>
  DOOR_LOCK_IMPORT_COLUMNS.map((c) => DOOR_IMPORT_COLUMN_WORDS[language].locks[c]);
export const openImportHeader = (language: Language) =>
  DOOR_OPEN_IMPORT_COLUMNS.map((c) => DOOR_IMPORT_COLUMN_WORDS[language].opens[c]);

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
