import {
  DOOR_LOCK_IMPORT_COLUMNS,
  DOOR_LOCK_STATUSES,
  DOOR_LOCK_WORDS,
  DOOR_OPEN_IMPORT_COLUMNS,
  DOOR_OPEN_METHODS,
  type DoorLockImportColumn,
  type DoorLockStatus,
  type DoorOpenMethod,
  type ImportResult,
} from '@depot/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { scopeCondition } from '../../core/data-scope-sql';
import { chunks, importProblems, runImport } from '../../core/excel/xlsx-import';
import { cellDay, cellText, type XlsxRow } from '../../core/excel/xlsx-reader';
import type { AuthUser } from '../../core/fastify-types';
import type { Language } from '../../core/i18n';
import { openStoresByCode } from '../../core/open-stores';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { cellTime } from '../eam/import-sheet';
import { keyNamed, lockHeaderProblem, openHeaderProblem } from './import-words';
import { doorLock, doorOpen } from './tables';

/** Largest workbook accepted (MiB), and most rows per import of each kind. */
export const DOOR_IMPORT_MAX_MB = 5;
export const LOCK_IMPORT_MAX_ROWS = 2000;
export const OPEN_IMPORT_MAX_ROWS = 20_000;
/** Rows per INSERT: far below PostgreSQL's bind-parameter limit. */
const INSERT_CHUNK = 1000;

const LOCK_MAX_LENGTH: Partial<Record<DoorLockImportColumn, number>> = {
  door: 64,
  model: 64,
  serialNo: 64,
  remark: 500,
};

const statusWords = Object.values(DOOR_LOCK_WORDS).map((w) => w.statuses);
const methodWords = Object.values(DOOR_LOCK_WORDS).map((w) => w.methods);

/** A row's cells as text, by the columns of its sheet. */
function texts<C extends string>(rows: XlsxRow[], columns: readonly C[]) {
  return rows.map((r) => ({
    row: r.row,
    cells: r.cells,
    text: Object.fromEntries(columns.map((c, i) => [c, cellText(r.cells[i] ?? null)])) as Record<
      C,
      string
    >,
  }));
}

/** Words as a list in `language`'s way (、 or a comma). */
const listed = (words: string[], language: Language) =>
  words.join(language === 'zh-CN' ? '、' : ', ');

const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];

type LockDraft = typeof doorLock.$inferInsert;
type OpenDraft = typeof doorOpen.$inferInsert;

/**
 * Door locks and open logs from .xlsx (docs/door-locks.md "Import"), each through the kit's
 * import: a dry run reports every bad row with its column; nothing is written unless every row
 * is clean, checked again in the writing transaction.
 */
export function createDoorImports(db: Db) {
  /** Users by username (`enabled`: only enabled ones). */
  async function usersNamed(tx: Db, names: string[], enabled: boolean) {
    if (!names.length) return new Map<string, number>();
    const rows = await tx
      .select({ id: appUser.id, username: appUser.username })
      .from(appUser)
      .where(
        and(inArray(appUser.username, names), enabled ? eq(appUser.enabled, true) : undefined),
      );
    return new Map(rows.map((u) => [u.username, u.id]));
  }

  async function validateLocks(tx: Db, user: AuthUser, rows: XlsxRow[], language: Language) {
    const problems = importProblems(language);
    const { add: problem } = problems;
    const lines = texts(rows, DOOR_LOCK_IMPORT_COLUMNS);
    const storeCodes = distinct(lines.map((l) => l.text.storeCode));
    const stores = await openStoresByCode(tx, user.scope, storeCodes);
    const keepers = await usersNamed(tx, distinct(lines.map((l) => l.text.keeper)), true);
    const serials = distinct(lines.map((l) => l.text.serialNo));
    const taken = new Set<string>();
    for (const part of chunks(serials, INSERT_CHUNK)) {
      const found = await tx
        .select({ serialNo: doorLock.serialNo })
        .from(doorLock)
        .where(inArray(doorLock.serialNo, part));
      for (const f of found) taken.add(f.serialNo);
    }
    const firstRow = new Map<string, number>();
    const drafts: LockDraft[] = [];
    for (const { row, cells, text } of lines) {
      const before = problems.errors.length;
      for (const [column, max] of Object.entries(LOCK_MAX_LENGTH) as Array<
        [DoorLockImportColumn, number]
      >) {
        if (text[column].length > max) problem(row, column, 'eam.import.tooLong', { max });
      }
      for (const column of ['storeCode', 'door', 'model', 'serialNo'] as const) {
        if (text[column] === '') problem(row, column, 'eam.import.required');
      }
      const storeId = stores.get(text.storeCode);
      if (text.storeCode !== '' && storeId === undefined) {
        problem(row, 'storeCode', 'eam.import.storeUnknown', { value: text.storeCode });
      }
      if (text.serialNo !== '') {
        const earlier = firstRow.get(text.serialNo);
        if (taken.has(text.serialNo)) {
          problem(row, 'serialNo', 'doorlock.serialTaken', { serialNo: text.serialNo });
        } else if (earlier !== undefined) {
          problem(row, 'serialNo', 'asset.import.serialDuplicate', {
            value: text.serialNo,
            row: earlier,
          });
        } else firstRow.set(text.serialNo, row);
      }
      const installedOn = cellDay(cells[DOOR_LOCK_IMPORT_COLUMNS.indexOf('installedOn')] ?? null);
      if (installedOn === null) problem(row, 'installedOn', 'validation.day');
      const battery = text.battery === '' ? null : Number(text.battery);
      if (battery !== null && !(Number.isInteger(battery) && battery >= 0 && battery <= 100)) {
        problem(row, 'battery', 'doorlock.import.battery');
      }
      const status: DoorLockStatus | undefined =
        text.status === '' ? 'working' : keyNamed(text.status, statusWords);
      if (!status) {
        problem(row, 'status', 'doorlock.import.oneOf', {
          values: listed(
            DOOR_LOCK_STATUSES.map((s) => DOOR_LOCK_WORDS[language].statuses[s]),
            language,
          ),
        });
      }
      const keeperId = text.keeper === '' ? null : keepers.get(text.keeper);
      if (keeperId === undefined) {
        problem(row, 'keeper', 'doorlock.import.keeperUnknown', { value: text.keeper });
      }
      if (problems.errors.length > before || storeId === undefined || !status) continue;
      drafts.push({
        storeId,
        door: text.door,
        model: text.model,
        serialNo: text.serialNo,
        installedOn: installedOn ?? null,
        battery,
        status,
        keeperId: keeperId ?? null,
        remark: text.remark || null,
      });
    }
    return { errors: problems.errors, drafts };
  }

  async function validateOpens(
    tx: Db,
    user: AuthUser,
    rows: XlsxRow[],
    language: Language,
    timeZone: string,
  ) {
    const problems = importProblems(language);
    const { add: problem } = problems;
    const lines = texts(rows, DOOR_OPEN_IMPORT_COLUMNS);
    const serials = distinct(lines.map((l) => l.text.serialNo));
    const locks = new Map<string, number>();
    for (const part of chunks(serials, INSERT_CHUNK)) {
      const found = await tx
        .select({ id: doorLock.id, serialNo: doorLock.serialNo })
        .from(doorLock)
        .where(
          and(
            inArray(doorLock.serialNo, part),
            scopeCondition(user.scope, { store: doorLock.storeId }),
          ),
        );
      for (const f of found) locks.set(f.serialNo, f.id);
    }
    const people = await usersNamed(tx, distinct(lines.map((l) => l.text.user)), false);
    const parsed: Array<OpenDraft & { row: number }> = [];
    for (const { row, cells, text } of lines) {
      const before = problems.errors.length;
      const lockId = locks.get(text.serialNo);
      if (text.serialNo === '') problem(row, 'serialNo', 'eam.import.required');
      else if (lockId === undefined) {
        problem(row, 'serialNo', 'doorlock.import.lockUnknown', { value: text.serialNo });
      }
      const at = cellTime(cells[DOOR_OPEN_IMPORT_COLUMNS.indexOf('at')] ?? null, timeZone);
      if (at === undefined) problem(row, 'at', 'eam.import.required');
      else if (at === null) problem(row, 'at', 'eam.import.badTime');
      const method: DoorOpenMethod | undefined = keyNamed(text.method, methodWords);
      if (text.method === '') problem(row, 'method', 'eam.import.required');
      else if (!method) {
        problem(row, 'method', 'doorlock.import.oneOf', {
          values: listed(
            DOOR_OPEN_METHODS.map((m) => DOOR_LOCK_WORDS[language].methods[m]),
            language,
          ),
        });
      }
      const userId = text.user === '' ? null : people.get(text.user);
      if (userId === undefined) {
        problem(row, 'user', 'doorlock.import.userUnknown', { value: text.user });
      }
      if (problems.errors.length > before || lockId === undefined || !at || !method) continue;
      parsed.push({ row, lockId, at, method, userId: userId ?? null });
    }
    return { errors: problems.errors, drafts: await leaveOutKnown(tx, parsed) };
  }

  /**
   * The opens not in the log yet: a vendor's exports overlap, so a row already there (same
   * lock, time, method and person), or twice in the file, is left out rather than refused.
   */
  async function leaveOutKnown(tx: Db, opens: Array<OpenDraft & { row: number }>) {
    const key = (o: { lockId: number; at: Date; method: string; userId?: number | null }) =>
      `${o.lockId}|${o.at.getTime()}|${o.method}|${o.userId ?? ''}`;
    const known = new Set<string>();
    const times = opens.map((o) => o.at.getTime());
    for (const part of chunks([...new Set(opens.map((o) => o.lockId))], INSERT_CHUNK)) {
      const found = await tx
        .select({
          lockId: doorOpen.lockId,
          at: doorOpen.at,
          method: doorOpen.method,
          userId: doorOpen.userId,
        })
        .from(doorOpen)
        .where(
          and(
            inArray(doorOpen.lockId, part),
            gte(doorOpen.at, new Date(Math.min(...times))),
            lte(doorOpen.at, new Date(Math.max(...times))),
          ),
        );
      for (const f of found) known.add(key(f));
    }
    const fresh: OpenDraft[] = [];
    for (const { row: _, ...open } of opens) {
      if (known.has(key(open))) continue;
      known.add(key(open));
      fresh.push(open);
    }
    return fresh;
  }

  return {
    locks(user: AuthUser, buffer: Buffer, dryRun: boolean, language: Language) {
      return runImport<LockDraft>(db, buffer, dryRun, {
        width: DOOR_LOCK_IMPORT_COLUMNS.length,
        maxRows: LOCK_IMPORT_MAX_ROWS,
        emptyKey: 'doorlock.import.empty',
        tooManyKey: 'doorlock.import.tooManyRows',
        header: (header) => lockHeaderProblem(header, language),
        validate: (tx, rows) => validateLocks(tx, user, rows, language),
        write: async (tx, drafts) => {
          for (const part of chunks(drafts, INSERT_CHUNK)) {
            const made = await tx.insert(doorLock).values(part).returning();
            // Audited as a create, like one added by hand (the battery history reads these).
            for (const row of made) {
              await recordAudit(tx, {
                actor: user,
                action: 'create',
                entity: 'door-lock',
                entityId: row.id,
                after: row,
              });
            }
          }
        },
      });
    },

    opens(
      user: AuthUser,
      buffer: Buffer,
      dryRun: boolean,
      language: Language,
      timeZone: string,
    ): Promise<ImportResult> {
      return runImport<OpenDraft>(db, buffer, dryRun, {
        width: DOOR_OPEN_IMPORT_COLUMNS.length,
        csv: true,
        maxRows: OPEN_IMPORT_MAX_ROWS,
        emptyKey: 'doorlock.import.empty',
        tooManyKey: 'doorlock.import.tooManyRows',
        header: (header) => openHeaderProblem(header, language),
        validate: (tx, rows) => validateOpens(tx, user, rows, language, timeZone),
        write: async (tx, drafts) => {
          for (const part of chunks(drafts, INSERT_CHUNK)) await tx.insert(doorOpen).values(part);
        },
      });
    },
  };
}

export type DoorImports = ReturnType<typeof createDoorImports>;
