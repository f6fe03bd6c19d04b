import type { ImportResult, ImportRowError } from '@depot/shared';
import { z } from 'zod';
import { isUniqueViolation } from '../db-errors';
import { BadRequest } from '../errors';
import { translate, type Language, type MessageParams } from '../i18n';
import type { MessageKey } from '../messages/en-US';
import type { Db } from '../../db/client';
import { readCsv } from './csv-reader';
import { isZip, readXlsx, type XlsxRow } from './xlsx-reader';

/** Collects the problems of an import's rows, each worded in the caller's language. */
export function importProblems(language: Language) {
  const errors: ImportRowError[] = [];
  return {
    errors,
    add(row: number, column: string | null, key: MessageKey, values?: MessageParams): void {
      errors.push({
        row,
        column,
        key,
        ...(values ? { values: { ...values } } : {}),
        message: translate(language, key, values),
      });
    },
    /** A problem worded elsewhere (a designed field's own rule). */
    addWorded(row: number, column: string | null, key: string, message: string): void {
      errors.push({ row, column, key, message });
    },
  };
}

/**
 * Whether `header` starts with one of the `accepted` lists of column names (the template's in
 * either language, or the keys), ignoring case and spaces around. Null when it does; else the
 * problem of row 1 naming the columns expected, in the caller's language.
 */
export function headerProblem(
  header: readonly string[],
  accepted: ReadonlyArray<readonly string[]>,
  expected: readonly string[],
  language: Language,
  key: MessageKey,
): ImportRowError | null {
  const norm = (s: string) => s.trim().toLowerCase();
  if (accepted.some((names) => names.every((name, i) => norm(name) === norm(header[i] ?? '')))) {
    return null;
  }
  const problems = importProblems(language);
  problems.add(1, null, key, { expected: expected.join(language === 'zh-CN' ? '、' : ', ') });
  return problems.errors[0]!;
}

/** How one area imports rows: it checks them all, then writes them all. */
export interface ImportSpec<Draft> {
  /** Cells read from each row (the fixed columns and any extra ones the header names). */
  width: number;
  /** A CSV file is taken too (a vendor's export); its route lets `.csv` uploads through. */
  csv?: boolean;
  maxRows: number;
  emptyKey: MessageKey;
  tooManyKey: MessageKey;
  /** The header's problem, or null. */
  header(header: string[]): ImportRowError | null;
  /** Every problem of every row, and the drafts of the rows (used only when there is none). */
  validate(
    tx: Db,
    rows: XlsxRow[],
    header: string[],
  ): Promise<{ errors: ImportRowError[]; drafts: Draft[] }>;
  write(tx: Db, drafts: Draft[]): Promise<void>;
}

/**
 * An .xlsx import (DESIGN: import with a dry run): the header is checked, then every row; a
 * dry run only reports. A real run checks again inside the transaction that writes, so what is
 * checked is what is written, and writes nothing unless every row is clean. A unique value
 * someone took meanwhile is reported like any bad row.
 */
export async function runImport<Draft>(
  db: Db,
  buffer: Buffer,
  dryRun: boolean,
  spec: ImportSpec<Draft>,
): Promise<ImportResult> {
  const sheet =
    spec.csv && !isZip(buffer) ? readCsv(buffer, spec.width) : await readXlsx(buffer, spec.width);
  const total = sheet.rows.length;
  const header = spec.header(sheet.header);
  if (header) return { dryRun, rows: total, imported: 0, errors: [header] };
  if (total === 0) throw new BadRequest(spec.emptyKey);
  if (total > spec.maxRows) throw new BadRequest(spec.tooManyKey, { max: spec.maxRows });
  const report = async () => {
    const { errors } = await spec.validate(db, sheet.rows, sheet.header);
    return { dryRun, rows: total, imported: 0, errors };
  };
  if (dryRun) return report();
  try {
    return await db.transaction(async (tx) => {
      const { errors, drafts } = await spec.validate(tx, sheet.rows, sheet.header);
      if (errors.length) return { dryRun, rows: total, imported: 0, errors };
      await spec.write(tx, drafts);
      return { dryRun, rows: total, imported: drafts.length, errors: [] };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return report();
  }
}

/** `items` in slices of `size` (rows per INSERT, far below PostgreSQL's parameter limit). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const count = z.number().int().nonnegative();

/** The answer of an import route (`envelopeOf(importResultSchema)`). */
export const importResultSchema = z.object({
  dryRun: z.boolean(),
  rows: count,
  imported: count,
  errors: z.array(
    z.object({
      row: count,
      column: z.string().nullable(),
      key: z.string(),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      message: z.string(),
    }),
  ),
}) satisfies z.ZodType<ImportResult>;
