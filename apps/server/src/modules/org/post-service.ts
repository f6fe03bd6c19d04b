import type { Page } from '@depot/shared';
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import { Conflict, NotFound } from '../../core/errors';
import { containsPattern, offsetOf, orderByOf, pageOf } from '../../core/pagination';
import type { Db } from '../../db/client';
import { post, userPost } from '../../db/schema';
import type { PostCreate, PostPageQuery, PostRecord, PostUpdate } from './post-schema';

type Row = typeof post.$inferSelect;
const toRecord = ({ id, ...rest }: Row): PostRecord => ({ postId: id, ...rest });
const ordered = [asc(post.sort), asc(post.code)];

async function guard<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error)) throw new Conflict('post.codeTaken', { code });
    if (isForeignKeyViolation(error)) throw new Conflict('common.inUse');
    throw error;
  }
}

export function createPostService(db: Db) {
  async function checkCodeFree(tx: Db, code: string, exceptId?: number) {
    const [taken] = await tx
      .select({ id: post.id })
      .from(post)
      .where(and(eq(post.code, code), exceptId ? ne(post.id, exceptId) : undefined));
    if (taken) throw new Conflict('post.codeTaken', { code });
  }

  return {
    async list() {
      const rows = await db
        .select()
        .from(post)
        .orderBy(...ordered);
      return rows.map(({ id, code, name, sort }) => ({ postId: id, code, name, sort }));
    },

    async page(query: PostPageQuery): Promise<Page<PostRecord>> {
      const conditions: SQL[] = [];
      if (query.code) conditions.push(ilike(post.code, containsPattern(query.code)));
      if (query.name) conditions.push(ilike(post.name, containsPattern(query.name)));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(post).where(where);
      const rows = await db
        .select()
        .from(post)
        .where(where)
        .orderBy(
          ...orderByOf(
            query.sort,
            { code: post.code, name: post.name, sort: post.sort, createdAt: post.createdAt },
            [...ordered, asc(post.id)],
          ),
        )
        .limit(query.size)
        .offset(offsetOf(query));
      return pageOf(rows.map(toRecord), total!.n, query);
    },

    async get(id: number): Promise<PostRecord> {
      const [row] = await db.select().from(post).where(eq(post.id, id));
      if (!row) throw new NotFound();
      return toRecord(row);
    },

    async create(actor: Actor, body: PostCreate): Promise<PostRecord> {
      return guard(body.code, () =>
        db.transaction(async (tx) => {
          await checkCodeFree(tx, body.code);
          const [row] = await tx.insert(post).values(body).returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'post',
            entityId: row!.id,
            after: row,
          });
          return toRecord(row!);
        }),
      );
    },

    async update(actor: Actor, { postId, ...changes }: PostUpdate): Promise<PostRecord> {
      return guard(changes.code, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(post).where(eq(post.id, postId)).for('update');
          if (!before) throw new NotFound();
          if (changes.code !== undefined) await checkCodeFree(tx, changes.code, postId);
          const [after] = await tx
            .update(post)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(post.id, postId))
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'post',
            entityId: postId,
            before,
            after,
          });
          return toRecord(after!);
        }),
      );
    },

    /** Refused (409) while users hold the position. */
    async remove(actor: Actor, id: number): Promise<void> {
      await guard(undefined, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(post).where(eq(post.id, id)).for('update');
          if (!before) throw new NotFound();
          const [holders] = await tx
            .select({ n: count() })
            .from(userPost)
            .where(eq(userPost.postId, id));
          if (holders!.n > 0) throw new Conflict('post.inUse', { count: holders!.n });
          await tx.delete(post).where(eq(post.id, id));
          await recordAudit(tx, { actor, action: 'delete', entity: 'post', entityId: id, before });
        }),
      );
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
