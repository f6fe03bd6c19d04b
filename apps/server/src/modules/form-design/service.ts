import {
  computeCalculatedFields,
  formDesignSchema,
  validateFormData,
  type FormDesign,
} from '@depot/shared';
import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit, type Actor } from '../../core/audit';
import { isUniqueViolation } from '../../core/db-errors';
import { Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { translate, type Language } from '../../core/i18n';
import { containsPattern, type PageQuery } from '../../core/pagination';
import { readPage, type PageRules } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import {
  appUser,
  formDesign,
  formDesignVersion,
  formRecord,
  formRecordFile,
} from '../../db/schema';
import type { FileService } from '../files/service';
import {
  referencedFileIds,
  resolveFileReferences,
  sanitizeDesignRichText,
  sanitizeRichTextValues,
  type FormDataError,
} from './form-values';
import type { DesignCreate, DesignPageQuery, DesignUpdate } from './schema';

/** Issues listed in a 400 about a design. */
const MAX_DESIGN_ISSUES = 20;
const COPY_ATTEMPTS = 1000;

/** Submitted data that failed the checks; the route words `errors` in the caller's language. */
export class FormDataInvalid extends Error {
  constructor(
    readonly design: FormDesign,
    readonly errors: FormDataError[],
  ) {
    super(`form data invalid: ${errors.map((e) => `${e.path} ${e.messageKey}`).join(', ')}`);
    this.name = 'FormDataInvalid';
  }
}

/**
 * A design as formDesignSchema (with checkDesign) reads it, its rich-text defaults sanitised,
 * or a 400 naming each problem at
 * `design.<path>`. Our own rules keep their wording; zod's are worded in the caller's language.
 */
export function parseDesign(input: unknown): FormDesign {
  const parsed = formDesignSchema.safeParse(input);
  if (parsed.success) return sanitizeDesignRichText(parsed.data);
  const issues = parsed.error.issues.slice(0, MAX_DESIGN_ISSUES).map((issue) => {
    const path = ['design', ...issue.path];
    // Without a code the error handler shows the message as it is.
    return issue.code === 'custom' ? { path, message: issue.message } : { ...issue, path };
  });
  throw new z.ZodError(issues as z.core.$ZodIssue[]);
}

const createdByName = sql<
  string | null
>`(select ${appUser.nickname} from ${appUser} where ${appUser.id} = ${formRecord.createdBy})`;

const recordColumns = {
  id: formRecord.id,
  designId: formRecord.designId,
  version: formRecord.version,
  data: formRecord.data,
  createdBy: formRecord.createdBy,
  createdByName,
  createdAt: formRecord.createdAt,
};

const designColumns = {
  id: formDesign.id,
  code: formDesign.code,
  name: formDesign.name,
  version: formDesign.version,
  updatedAt: formDesign.updatedAt,
};

const designRules: PageRules<DesignPageQuery, never> = {
  where: (q) => [
    q.name ? ilike(formDesign.name, containsPattern(q.name)) : undefined,
    q.code ? eq(formDesign.code, q.code) : undefined,
  ],
  sorts: {},
  order: [desc(formDesign.updatedAt), desc(formDesign.id)],
};

/** A design's records (its own condition added by the caller), newest first. */
const recordRules: PageRules<PageQuery, never> = {
  where: () => [],
  sorts: {},
  order: [desc(formRecord.createdAt), desc(formRecord.id)],
};

async function guardCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('formDesign.codeTaken', { code });
    throw error;
  }
}

const live = (id: number) => and(eq(formDesign.id, id), isNull(formDesign.deletedAt));
/** Joins a design to the version it is at now. */
const isCurrentVersion = and(
  eq(formDesignVersion.designId, formDesign.id),
  eq(formDesignVersion.version, formDesign.version),
);

const copyCode = (code: string, n: number): string => {
  const suffix = n === 1 ? '-copy' : `-copy-${n}`;
  return code.slice(0, 64 - suffix.length) + suffix;
};

/**
 * The current version of a live design, parsed; undefined when there is no such design. A
 * saved design that no longer parses (a later rule change) is a FormDataInvalid, not a 500.
 */
export async function currentDesign(
  tx: Db,
  id: number,
): Promise<{ version: number; design: FormDesign } | undefined> {
  const [current] = await tx
    .select({ version: formDesign.version, design: formDesignVersion.design })
    .from(formDesign)
    .innerJoin(formDesignVersion, isCurrentVersion)
    .where(live(id));
  if (!current) return undefined;
  const parsed = formDesignSchema.safeParse(current.design);
  if (!parsed.success) {
    throw new FormDataInvalid({ fields: [] }, [
      { path: '', messageKey: 'form.validation.designError' },
    ]);
  }
  return { version: current.version, design: parsed.data };
}

/**
 * `data` as it may be stored under `design`: files resolved (the user must be able to read
 * them), validateFormData, rich text sanitised and calculate fields recomputed (submitted
 * values are not trusted). Throws FormDataInvalid when anything is wrong.
 */
export async function cleanData(
  tx: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  design: FormDesign,
  data: unknown,
): Promise<{ clean: Record<string, unknown>; files: string[] }> {
  const readable = await files.readable(tx, user, referencedFileIds(design, data));
  const resolved = resolveFileReferences(design, data, readable);
  const checked = validateFormData(design, resolved.data);
  const errors: FormDataError[] = [...resolved.errors, ...checked.errors];
  if (errors.length > 0) throw new FormDataInvalid(design, errors);
  const clean = computeCalculatedFields(
    design.fields,
    sanitizeRichTextValues(design, resolved.data),
  ) as Record<string, unknown>;
  return { clean, files: resolved.used };
}

async function codeTaken(tx: Db, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: formDesign.id })
    .from(formDesign)
    .where(and(eq(formDesign.code, code), isNull(formDesign.deletedAt)));
  return row !== undefined;
}

export async function insertDesign(
  tx: Db,
  actor: Actor,
  fields: { code: string; name: string; design: FormDesign },
  audit: Record<string, unknown> = {},
) {
  const [row] = await tx
    .insert(formDesign)
    .values({
      code: fields.code,
      name: fields.name,
      version: 1,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning();
  await tx.insert(formDesignVersion).values({
    designId: row!.id,
    version: 1,
    design: fields.design,
    createdBy: actor.userId,
  });
  await recordAudit(tx, {
    actor,
    action: 'create',
    entity: 'form_design',
    entityId: row!.id,
    after: { id: row!.id, code: row!.code, name: row!.name, version: 1, ...audit },
  });
  return { id: row!.id, version: 1 };
}

/**
 * Saves `fields.design` as the next version of live design `id` (404 when there is none; 409
 * when `baseVersion` is given and no longer current); older versions stay as they were.
 */
export async function addDesignVersion(
  tx: Db,
  actor: Actor,
  id: number,
  fields: { name: string; design: FormDesign; baseVersion?: number | undefined },
) {
  const [before] = await tx.select().from(formDesign).where(live(id)).for('update');
  if (!before) throw new NotFound();
  if (fields.baseVersion !== undefined && fields.baseVersion !== before.version) {
    throw new Conflict('formDesign.stale', { version: before.version });
  }
  const version = before.version + 1;
  await tx
    .insert(formDesignVersion)
    .values({ designId: id, version, design: fields.design, createdBy: actor.userId });
  await tx
    .update(formDesign)
    .set({ name: fields.name, version, updatedBy: actor.userId, updatedAt: new Date() })
    .where(eq(formDesign.id, id));
  await recordAudit(tx, {
    actor,
    action: 'update',
    entity: 'form_design',
    entityId: id,
    before: { name: before.name, version: before.version },
    after: { name: fields.name, version },
  });
  return { id, version };
}

export function createFormDesignService(deps: { db: Db; files: FileService }) {
  const { db, files } = deps;

  return {
    currentDesign,
    cleanData: (tx: Db, user: AuthUser, design: FormDesign, data: unknown) =>
      cleanData(tx, files, user, design, data),

    /** Live designs, the last changed first. */
    page: (query: DesignPageQuery) =>
      readPage(
        {
          select: db.select(designColumns).from(formDesign),
          count: db.select({ n: count() }).from(formDesign),
        },
        designRules,
        query,
        isNull(formDesign.deletedAt),
      ),

    /** The current version, or `version` (any saved one) of a design not deleted. */
    async get(id: number, version?: number) {
      const [row] = await db
        .select({
          id: formDesign.id,
          code: formDesign.code,
          name: formDesign.name,
          currentVersion: formDesign.version,
          updatedAt: formDesign.updatedAt,
          version: formDesignVersion.version,
          design: formDesignVersion.design,
        })
        .from(formDesign)
        .innerJoin(
          formDesignVersion,
          and(
            eq(formDesignVersion.designId, formDesign.id),
            eq(formDesignVersion.version, version ?? formDesign.version),
          ),
        )
        .where(live(id));
      if (!row) throw new NotFound();
      return row;
    },

    async versions(id: number) {
      const [design] = await db.select({ id: formDesign.id }).from(formDesign).where(live(id));
      if (!design) throw new NotFound();
      return db
        .select({
          version: formDesignVersion.version,
          createdBy: formDesignVersion.createdBy,
          createdByName: appUser.nickname,
          createdAt: formDesignVersion.createdAt,
        })
        .from(formDesignVersion)
        .leftJoin(appUser, eq(appUser.id, formDesignVersion.createdBy))
        .where(eq(formDesignVersion.designId, id))
        .orderBy(desc(formDesignVersion.version));
    },

    async create(actor: Actor, body: DesignCreate) {
      const design = parseDesign(body.design);
      return guardCode(body.code, () =>
        db.transaction(async (tx) => {
          if (await codeTaken(tx, body.code)) {
            throw new Conflict('formDesign.codeTaken', { code: body.code });
          }
          return insertDesign(tx, actor, { code: body.code, name: body.name, design });
        }),
      );
    },

    /** Saves a new version; older ones stay as they were. */
    async update(actor: Actor, id: number, body: DesignUpdate) {
      const design = parseDesign(body.design);
      return db.transaction((tx) => addDesignVersion(tx, actor, id, { ...body, design }));
    },

    /** A new design (version 1) from the current version: code `…-copy`, `…-copy-2`, … */
    async copy(actor: Actor, id: number, language: Language) {
      let code = '';
      try {
        return await db.transaction(async (tx) => {
          const [source] = await tx
            .select({
              code: formDesign.code,
              name: formDesign.name,
              version: formDesign.version,
              design: formDesignVersion.design,
            })
            .from(formDesign)
            .innerJoin(formDesignVersion, isCurrentVersion)
            .where(live(id));
          if (!source) throw new NotFound();
          for (let n = 1; n <= COPY_ATTEMPTS && !code; n++) {
            const candidate = copyCode(source.code, n);
            if (!(await codeTaken(tx, candidate))) code = candidate;
          }
          if (!code) throw new Conflict('formDesign.codeTaken', { code: copyCode(source.code, 1) });
          const name = translate(language, 'formDesign.copyName', { name: source.name }).slice(
            0,
            128,
          );
          return insertDesign(
            tx,
            actor,
            { code, name, design: source.design as FormDesign },
            { copiedFrom: { id, version: source.version } },
          );
        });
      } catch (error) {
        // Another copy took the same code at the same moment.
        if (isUniqueViolation(error)) throw new Conflict('formDesign.codeTaken', { code });
        throw error;
      }
    },

    /**
     * Marks the design deleted: it leaves the list and can no longer be read or filled in,
     * its code is free again, and its records stay readable with the version they used.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(formDesign).where(live(id)).for('update');
        if (!before) throw new NotFound();
        await tx
          .update(formDesign)
          .set({ deletedAt: new Date(), updatedBy: actor.userId, updatedAt: new Date() })
          .where(eq(formDesign.id, id));
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entity: 'form_design',
          entityId: id,
          before: { id, code: before.code, name: before.name, version: before.version },
        });
      });
    },

    /**
     * Stores form data against the current version: files resolved, validateFormData, then
     * rich text sanitised and calculate fields recomputed (submitted values are not trusted).
     * Throws FormDataInvalid, storing nothing, when anything is wrong.
     */
    async submit(user: AuthUser, id: number, data: unknown) {
      return db.transaction(async (tx) => {
        const current = await currentDesign(tx, id);
        if (!current) throw new NotFound();
        const { clean, files: used } = await cleanData(tx, files, user, current.design, data);
        const [record] = await tx
          .insert(formRecord)
          .values({ designId: id, version: current.version, data: clean, createdBy: user.userId })
          .returning({ id: formRecord.id });
        if (used.length > 0) {
          await tx
            .insert(formRecordFile)
            .values(used.map((fileId) => ({ recordId: record!.id, fileId })));
        }
        // The data itself is in form_record, which never changes.
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'form_record',
          entityId: record!.id,
          after: { id: record!.id, designId: id, version: current.version, files: used },
        });
        return { recordId: record!.id, version: current.version };
      });
    },

    /** Records of a design (deleted ones too), newest first. */
    async records(id: number, query: PageQuery) {
      const [design] = await db
        .select({ id: formDesign.id })
        .from(formDesign)
        .where(eq(formDesign.id, id));
      if (!design) throw new NotFound();
      return readPage(
        {
          select: db.select(recordColumns).from(formRecord),
          count: db.select({ n: count() }).from(formRecord),
        },
        recordRules,
        query,
        eq(formRecord.designId, id),
      );
    },

    /** One record with the design of the version it was filled in with. */
    async record(recordId: number) {
      const [row] = await db
        .select({
          ...recordColumns,
          code: formDesign.code,
          name: formDesign.name,
          design: formDesignVersion.design,
        })
        .from(formRecord)
        .innerJoin(formDesign, eq(formDesign.id, formRecord.designId))
        .innerJoin(
          formDesignVersion,
          and(
            eq(formDesignVersion.designId, formRecord.designId),
            eq(formDesignVersion.version, formRecord.version),
          ),
        )
        .where(eq(formRecord.id, recordId));
      if (!row) throw new NotFound();
      return row;
    },
  };
}

export type FormDesignService = ReturnType<typeof createFormDesignService>;
