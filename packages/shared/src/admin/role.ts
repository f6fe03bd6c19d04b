import { z } from 'zod';
import type { QueryParams, Serialized } from '../wire';
import { pageQuery, queryText, rowId, sortParam } from '../page-query';
import { ROLE_CODE_PATTERN } from './rules';
import { ROLE_SORT_FIELDS } from './sort-fields';

/** GET /admin/role/list (SPEC §7): an organisation tree node plus code and description. */
export const roleItemSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
});

export const roleRecordSchema = roleItemSchema.extend({
  userCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

export const rolePageQuery = pageQuery.extend({
  roleName: queryText.optional(),
  roleCode: queryText.optional(),
  sort: sortParam(ROLE_SORT_FIELDS),
});
export type RolePageQuery = z.infer<typeof rolePageQuery>;

const roleShape = {
  roleName: z.string().trim().min(1).max(64),
  roleCode: z.string().trim().regex(ROLE_CODE_PATTERN),
  description: z.string().trim().max(255).nullable(),
};

export const roleCreateBody = z.object({
  ...roleShape,
  description: roleShape.description.default(null),
});
export type RoleCreate = z.infer<typeof roleCreateBody>;

export const roleUpdateBody = z.object(roleShape).partial().extend({ roleId: rowId });
export type RoleUpdate = z.infer<typeof roleUpdateBody>;

/** The menus (buttons too) granted to a role: replaces the whole set. */
export const roleMenusBody = z.object({
  menuIds: z.array(rowId).max(5000),
});

// ---- as the web reads and sends them (answers' Dates are ISO text: ../wire.ts) ----------

/** An item of GET /admin/role/list. */
export type RoleItem = z.infer<typeof roleItemSchema>;
export type AdminRole = Serialized<RoleRecord>;
export type RolePageParams = QueryParams<RolePageQuery>;
export type RoleInput = z.input<typeof roleCreateBody>;
export type RoleChange = z.input<typeof roleUpdateBody>;
