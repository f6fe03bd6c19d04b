import {
  ASSET_IMPORT_COLUMNS,
  ASSET_PRICE_PATTERN,
  type AssetImportColumn,
  type FormDesign,
  type ImportResult,
} from '@depot/shared';
import { inArray, sql } from 'drizzle-orm';
import { openStoresByCode } from '../../core/open-stores';
import { cellDay, cellText, distinctTexts, type XlsxRow } from '../../core/excel/xlsx-reader';
import { chunks, headerProblem, importProblems, runImport } from '../../core/excel/xlsx-import';
import { readByKeys } from '../../core/read-by-keys';
import type { AuthUser } from '../../core/fastify-types';
import type { Language } from '../../core/i18n';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema';
import { errorText } from '../form-design/form-messages';
import { FormDataInvalid, type FormDesignService } from '../form-design/service';
import type { NoticeService } from '../notice/service';
import { sendAssetAdded } from './reminders';
import { ASSET_SHEET_WORDS, customColumns } from './asset-sheet';
import { registerAssets, type NewAsset } from './asset-register';

/** Largest workbook (MiB), most assets per import, most custom-field columns read. */
export const ASSET_IMPORT_MAX_MB = 5;
export const ASSET_IMPORT_MAX_ROWS = 5000;
const MAX_CUSTOM_COLUMNS = 40;

const MAX_LENGTH: Partial<Record<AssetImportColumn, number>> = {
  name: 128,
  model: 64,
  serialNo: 64,
  supplier: 128,
  remark: 500,
};
const DAY_COLUMNS = ['purchaseDate', 'warrantyEnd', 'expiryDate'] as const;

type Draft = NewAsset;

/** The header's fixed part matches the template in either language, or names the keys. */
function fixedHeaderProblem(header: string[], language: Language) {
  return headerProblem(
    header,
    [
      ASSET_IMPORT_COLUMNS,
      ...Object.values(ASSET_SHEET_WORDS).map((w) =>
        ASSET_IMPORT_COLUMNS.map((c) => w.importColumns[c]),
      ),
    ],
    ASSET_IMPORT_COLUMNS.map((c) => ASSET_SHEET_WORDS[language].importColumns[c]),
    language,
    'asset.import.badHeader',
  );
}

/** A custom cell as the form validator takes it: numbers stay numbers, days become text. */
function customValue(value: XlsxRow['cells'][number]): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = cellText(value);
  return text === '' ? undefined : text;
}

/**
 * Assets from an .xlsx (AREAS.md §2): the template's columns, then any of the category's
 * custom fields by label or key. A dry run reports every bad row (custom fields checked by the
 * shared validator against the category's design); nothing is imported unless all are clean.
 */
export function createAssetImport(deps: {
  db: Db;
  forms: FormDesignService;
  notices: Pick<NoticeService, 'notify'>;
}) {
  const { db, forms, notices } = deps;

  async function validate(
    tx: Db,
    user: AuthUser,
    rows: XlsxRow[],
    header: string[],
    language: Language,
  ) {
    const problems = importProblems(language);
    const { add: problem } = problems;
    const fixed = ASSET_IMPORT_COLUMNS.length;
    const extraHeaders = header.slice(fixed).map((h) => h.trim());
    const texts = rows.map((r) => ({
      row: r.row,
      cells: r.cells,
      text: Object.fromEntries(
        ASSET_IMPORT_COLUMNS.map((c, i) => [c, cellText(r.cells[i] ?? null)]),
      ) as Record<AssetImportColumn, string>,
    }));
    const categories = await readByKeys(
      distinctTexts(texts, 'categoryPrefix'),
      (prefixes) =>
        tx.select().from(assetCategory).where(inArray(assetCategory.codePrefix, prefixes)),
      (c) => [c.codePrefix, c],
    );
    const designs = new Map<number, { version: number; design: FormDesign } | undefined>();
    for (const c of categories.values()) {
      if (c.formDesignId !== null && !designs.has(c.formDesignId)) {
        designs.set(c.formDesignId, await forms.currentDesign(tx, c.formDesignId));
      }
    }
    const stores = await openStoresByCode(tx, user.scope, distinctTexts(texts, 'storeCode'));
    const serialKey = (model: string, serial: string) => `${model}\u0000${serial}`;
    const serials = texts.filter((t) => t.text.serialNo !== '');
    const taken = new Map<string, string>();
    for (const part of chunks(serials, 1000)) {
      const list = sql.join(
        part.map((t) => sql`(${t.text.model}, ${t.text.serialNo})`),
        sql`, `,
      );
      const found = await tx
        .select({ model: asset.model, serialNo: asset.serialNo, code: asset.code })
        .from(asset)
        .where(sql`(coalesce(${asset.model}, ''), ${asset.serialNo}) in (${list})`);
      for (const f of found) taken.set(serialKey(f.model ?? '', f.serialNo ?? ''), f.code);
    }

    const firstRow = new Map<string, number>();
    const drafts: Draft[] = [];
    for (const { row, cells, text } of texts) {
      const before = problems.errors.length;
      for (const [column, max] of Object.entries(MAX_LENGTH) as Array<
        [AssetImportColumn, number]
      >) {
        if (text[column].length > max) problem(row, column, 'eam.import.tooLong', { max });
      }
      if (text.name === '') problem(row, 'name', 'eam.import.required');
      const category = categories.get(text.categoryPrefix);
      if (text.categoryPrefix === '') problem(row, 'categoryPrefix', 'eam.import.required');
      else if (!category) {
        problem(row, 'categoryPrefix', 'asset.import.categoryUnknown', {
          value: text.categoryPrefix,
        });
      } else if (category.tracking !== 'serial') {
        problem(row, 'categoryPrefix', 'asset.categoryCounted', { name: category.name });
      }
      const storeId = text.storeCode === '' ? null : (stores.get(text.storeCode) ?? undefined);
      if (storeId === undefined) problem(row, 'storeCode', 'asset.unknownStore');
      const days: Partial<Record<(typeof DAY_COLUMNS)[number], string | null>> = {};
      for (const column of DAY_COLUMNS) {
        const day = cellDay(cells[ASSET_IMPORT_COLUMNS.indexOf(column)] ?? null);
        if (day === null) problem(row, column, 'validation.day');
        days[column] = day ?? null;
      }
      const price = text.price === '' ? null : text.price;
      if (price !== null && !ASSET_PRICE_PATTERN.test(price))
        problem(row, 'price', 'validation.price');
      if (text.serialNo !== '') {
        const key = serialKey(text.model, text.serialNo);
        const holder = taken.get(key);
        const earlier = firstRow.get(key);
        if (holder) {
          problem(row, 'serialNo', 'asset.serialTaken', {
            serialNo: text.serialNo,
            model: text.model || '-',
            code: holder,
          });
        } else if (earlier !== undefined) {
          problem(row, 'serialNo', 'asset.import.serialDuplicate', {
            value: text.serialNo,
            row: earlier,
          });
        } else firstRow.set(key, row);
      }
      // Custom fields: the extra columns, matched to the category's fields by label or key.
      let custom: Record<string, unknown> = {};
      let formVersion: number | null = null;
      if (category) {
        const current =
          category.formDesignId === null ? undefined : designs.get(category.formDesignId);
        const fields = customColumns(current?.design ?? null);
        const values: Record<string, unknown> = {};
        extraHeaders.forEach((name, i) => {
          const value = customValue(cells[fixed + i] ?? null);
          if (name === '' || value === undefined) return;
          const field = fields.find((f) => f.label === name || f.vModel === name);
          if (field) values[field.vModel] = value;
          else problem(row, name, 'asset.noCustomFields');
        });
        if (current) {
          try {
            custom = (await forms.cleanData(tx, user, current.design, values)).clean;
            formVersion = current.version;
          } catch (error) {
            if (!(error instanceof FormDataInvalid)) throw error;
            for (const e of error.errors) {
              const label = fields.find((f) => f.vModel === e.path.split(/[.[]/)[0])?.label;
              problems.addWorded(row, label ?? e.path, e.messageKey, errorText(e, language));
            }
          }
        }
      }
      if (problems.errors.length > before || !category || storeId === undefined) continue;
      drafts.push({
        categoryId: category.id,
        prefix: category.codePrefix,
        name: text.name,
        model: text.model || null,
        serialNo: text.serialNo || null,
        storeId,
        purchaseDate: days.purchaseDate ?? null,
        price,
        supplier: text.supplier || null,
        warrantyEnd: days.warrantyEnd ?? null,
        expiryDate: days.expiryDate ?? null,
        remark: text.remark || null,
        custom,
        formVersion,
      });
    }
    return { errors: problems.errors, drafts };
  }

  return {
    run(
      user: AuthUser,
      buffer: Buffer,
      dryRun: boolean,
      language: Language,
    ): Promise<ImportResult> {
      return runImport<Draft>(db, buffer, dryRun, {
        width: ASSET_IMPORT_COLUMNS.length + MAX_CUSTOM_COLUMNS,
        maxRows: ASSET_IMPORT_MAX_ROWS,
        emptyKey: 'asset.import.empty',
        tooManyKey: 'asset.import.tooManyRows',
        header: (header) => fixedHeaderProblem(header, language),
        validate: (tx, rows, header) => validate(tx, user, rows, header, language),
        write: async (tx, drafts) => {
          const added = await registerAssets(tx, user, drafts, 'import');
          for (const a of added) await sendAssetAdded(tx, notices, a, user.userId);
        },
      });
    },
  };
}

export type AssetImport = ReturnType<typeof createAssetImport>;
