import {
  PERMISSIONS,
  postCreateBody,
  postPageQuery,
  postRecordSchema,
  postUpdateBody,
  type PostRecord,
} from '@depot/shared';
import { asc, count, eq, ilike } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import { containsPattern } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { post, userPost } from '../../db/schema';

const ordered = [asc(post.sort), asc(post.code)];

/** Positions (岗位) in the admin console: a plain resource of the kit. */
export const postResource = defineResource({
  entity: 'post',
  tag: 'org',
  path: '/admin/post',
  table: post,
  id: post.id,
  idField: 'postId',
  permissions: PERMISSIONS.post,
  schemas: {
    record: postRecordSchema,
    create: postCreateBody,
    update: postUpdateBody,
    query: postPageQuery,
  },
  toRecord: ({ id, ...rest }): PostRecord => ({ postId: id, ...rest }),
  where: (q) => [
    q.code ? ilike(post.code, containsPattern(q.code)) : undefined,
    q.name ? ilike(post.name, containsPattern(q.name)) : undefined,
  ],
  sorts: { code: post.code, name: post.name, sort: post.sort, createdAt: post.createdAt },
  order: [...ordered, asc(post.id)],
  unique: [{ field: 'code', column: post.code, message: 'post.codeTaken' }],
  /** Refused (409) while users hold the position. */
  async beforeDelete(tx, row) {
    const [holders] = await tx
      .select({ n: count() })
      .from(userPost)
      .where(eq(userPost.postId, row.id));
    if (holders!.n > 0) throw new Conflict('post.inUse', { count: holders!.n });
  },
});

export function createPostService(db: Db) {
  return {
    ...createResourceService(db, postResource),

    /** Every position, for the org picker's tab. */
    async list() {
      const rows = await db
        .select()
        .from(post)
        .orderBy(...ordered);
      return rows.map(({ id, code, name, sort }) => ({ postId: id, code, name, sort }));
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
