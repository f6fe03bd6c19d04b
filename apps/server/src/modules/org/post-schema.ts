import { z } from 'zod';
import { pageQuery, rowId, sortParam } from '../../core/pagination';
import { codeField } from './enterprise-schema';

/** A position (岗位): the org picker's "position" tab. */
export const postItemSchema = z.object({
  postId: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
});

export const postRecordSchema = postItemSchema.extend({
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PostRecord = z.infer<typeof postRecordSchema>;

export const postPageQuery = pageQuery.extend({
  code: z.string().trim().max(64).optional(),
  name: z.string().trim().max(64).optional(),
  sort: sortParam(['code', 'name', 'sort', 'createdAt']),
});
export type PostPageQuery = z.infer<typeof postPageQuery>;

const postShape = {
  code: codeField,
  name: z.string().trim().min(1).max(64),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
};

export const postCreateBody = z.object({ ...postShape, sort: postShape.sort.default(0) });
export type PostCreate = z.infer<typeof postCreateBody>;

export const postUpdateBody = z.object(postShape).partial().extend({ postId: rowId });
export type PostUpdate = z.infer<typeof postUpdateBody>;
