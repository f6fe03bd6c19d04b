import {
  REPAIR_IMPORT_COLUMNS,
  type RepairImportResult,
  type RepairImportRowError,
} from '@depot/shared';
import { and, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import type { DataScope } from '../../core/data-scope';
import type { AuthUser } from '../../core/fastify-types';
import type { Language } from '../../core/i18n';
import type { Db } from '../../db/client';
import { repairOrder, repairType, store } from '../../db/schema';
import { allocateCodes } from './codes';
import { cellText, distinctTexts } from '../../core/excel/xlsx-reader';
import { chunks, headerProblem, importProblems, runImport } from '../../core/excel/xlsx-import';
import { readByKeys } from '../../core/read-by-keys';
import { cellTime, sheetRow, type ImportColumn, type SheetRow } from './import-sheet';
import { orderStores } from './order-scope';
import { SHEET_WORDS } from './sheet-words';
import { addTimeline } from './timeline';

/** Largest workbook accepted (MiB) and most orders per import. */
export const IMPORT_MAX_MB = 5;
export const IMPORT_MAX_ROWS = 5000;

const MAX_LENGTH: Record<ImportColumn, number> = {
  storeCode: 64,
  typeCode: 32,
  externalSource: 32,
  externalCode: 64,
  appointmentTime: 64,
  address: 255,
  remark: 1000,
};

/** Rows per INSERT: far below PostgreSQL's bind-parameter limit. */
const INSERT_CHUNK = 500;

interface Draft {
  storeId: number;
  typeId: number;
  externalSource: string | null;
  externalCode: string | null;
  appointmentTime: Date | null;
  address: string | null;
  remark: string | null;
}

export interface ImportOptions {
  dryRun: boolean;
  language: Language;
  timeZone: string;
}

/** The header matches the template in either language, or names the columns by key. */
function templateHeaderProblem(header: string[], language: Language): RepairImportRowError | null {
  return headerProblem(
    header,
    [
      REPAIR_IMPORT_COLUMNS,
      ...Object.values(SHEET_WORDS).map((w) =>
        REPAIR_IMPORT_COLUMNS.map((c) => w.importColumns[c]),
      ),
    ],
    REPAIR_IMPORT_COLUMNS.map((c) => SHEET_WORDS[language].importColumns[c]),
    language,
    'eam.import.badHeader',
  );
}

/**
 * Checks every row (store and type codes exist, lengths, times, external codes unique per
 * source in the database and in the file) and reports each problem with its row and column.
 */
async function validate(
  tx: Db,
  rows: SheetRow[],
  { language, timeZone, scope }: ImportOptions & { scope: DataScope },
): Promise<{ errors: RepairImportRowError[]; drafts: Draft[] }> {
  const { errors, add: problem } = importProblems(language);

  const texts = rows.map((r) => ({
    row: r.row,
    cells: r.cells,
    text: Object.fromEntries(REPAIR_IMPORT_COLUMNS.map((c) => [c, cellText(r.cells[c])])) as Record<
      ImportColumn,
      string
    >,
  }));
  const stores = await readByKeys(
    distinctTexts(texts, 'storeCode'),
    (codes) =>
      tx
        .select({ id: store.id, code: store.code, address: store.address })
        .from(store)
        .where(and(inArray(store.code, codes), orderStores(scope))),
    (s) => [s.code, s],
  );
  const types = await readByKeys(
    distinctTexts(texts, 'typeCode'),
    (codes) =>
      tx
        .select({ id: repairType.id, code: repairType.code })
        .from(repairType)
        .where(inArray(repairType.code, codes)),
    (t) => [t.code, t.id],
  );
  const pairKey = (source: string, code: string) => `${source}\u0000${code}`;
  const pairs = texts
    .filter((t) => t.text.externalCode !== '')
    .map((t) => [t.text.externalSource, t.text.externalCode] as const);
  const taken = new Map<string, string>();
  for (const part of chunks(pairs, 1000)) {
    const list = sql.join(
      part.map(([source, code]) => sql`(${source}, ${code})`),
      sql`, `,
    );
    const rowsTaken = await tx
      .select({
        source: repairOrder.externalSource,
        code: repairOrder.externalCode,
        order: repairOrder.code,
      })
      .from(repairOrder)
      .where(
        sql`${repairOrder.externalCode} is not null and (coalesce(${repairOrder.externalSource}, ''), ${repairOrder.externalCode}) in (${list})`,
      );
    for (const r of rowsTaken) taken.set(pairKey(r.source ?? '', r.code ?? ''), r.order);
  }

  const firstRow = new Map<string, number>();
  const drafts: Draft[] = [];
  for (const { row, cells, text } of texts) {
    const before = errors.length;
    for (const column of REPAIR_IMPORT_COLUMNS) {
      if (column !== 'appointmentTime' && text[column].length > MAX_LENGTH[column]) {
        problem(row, column, 'eam.import.tooLong', { max: MAX_LENGTH[column] });
      }
    }
    const storeRow = stores.get(text.storeCode);
    if (text.storeCode === '') problem(row, 'storeCode', 'eam.import.required');
    else if (!storeRow)
      problem(row, 'storeCode', 'eam.import.storeUnknown', { value: text.storeCode });
    const typeId = types.get(text.typeCode);
    if (text.typeCode === '') problem(row, 'typeCode', 'eam.import.required');
    else if (typeId === undefined) {
      problem(row, 'typeCode', 'eam.import.typeUnknown', { value: text.typeCode });
    }
    const appointment = cellTime(cells.appointmentTime, timeZone);
    if (appointment === null) problem(row, 'appointmentTime', 'eam.import.badTime');
    if (text.externalCode !== '') {
      const key = pairKey(text.externalSource, text.externalCode);
      const holder = taken.get(key);
      const earlier = firstRow.get(key);
      if (holder) {
        problem(row, 'externalCode', 'eam.import.externalTaken', {
          value: text.externalCode,
          order: holder,
        });
      } else if (earlier !== undefined) {
        problem(row, 'externalCode', 'eam.import.externalDuplicate', {
          value: text.externalCode,
          row: earlier,
        });
      } else {
        firstRow.set(key, row);
      }
    }
    if (errors.length > before || !storeRow || typeId === undefined) continue;
    drafts.push({
      storeId: storeRow.id,
      typeId,
      externalSource: text.externalSource || null,
      externalCode: text.externalCode || null,
      appointmentTime: appointment ?? null,
      address: text.address || storeRow.address,
      remark: text.remark || null,
    });
  }
  return { errors, drafts };
}

/** Orders from an .xlsx (dry run: report only). Nothing is imported unless every row is valid. */
export function createImportService(db: Db) {
  async function insertAll(tx: Db, actor: Actor, drafts: Draft[]): Promise<void> {
    const now = new Date();
    const codes = await allocateCodes(tx, now, drafts.length);
    let next = 0;
    for (const part of chunks(drafts, INSERT_CHUNK)) {
      const rows = await tx
        .insert(repairOrder)
        .values(
          part.map((d) => ({
            ...d,
            code: codes[next++]!,
            status: 'submitted',
            submitTime: now,
            createdBy: actor.userId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      await addTimeline(
        tx,
        actor,
        rows.map((r) => ({
          orderId: r.id,
          action: 'create',
          to: 'submitted',
          reason: 'import',
          at: now,
        })),
      );
      for (const row of rows) {
        await recordAudit(tx, {
          actor,
          action: 'import',
          entity: 'repair_order',
          entityId: row.id,
          after: row,
        });
      }
    }
  }

  return {
    async run(
      actor: AuthUser,
      buffer: Buffer,
      options: ImportOptions,
    ): Promise<RepairImportResult> {
      return runImport<Draft>(db, buffer, options.dryRun, {
        width: REPAIR_IMPORT_COLUMNS.length,
        maxRows: IMPORT_MAX_ROWS,
        emptyKey: 'eam.import.empty',
        tooManyKey: 'eam.import.tooManyRows',
        header: (header) => templateHeaderProblem(header, options.language),
        validate: (tx, rows) =>
          validate(tx, rows.map(sheetRow), { ...options, scope: actor.scope }),
        write: (tx, drafts) => insertAll(tx, actor, drafts),
      });
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
