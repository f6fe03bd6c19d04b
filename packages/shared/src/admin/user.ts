import { z } from 'zod';
import type { QueryParams, Serialized } from '../wire';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { pageQuery, queryBoolean, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { PASSWORD_MAX_LENGTH, PROFILE_MESSAGES } from '../profile';
import { PHONE_PATTERN, USERNAME_PATTERN } from './rules';
import { USER_SORT_FIELDS } from './sort-fields';

/** GET /admin/user/list (SPEC §7): an organisation tree node. */
export const userNodeSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  deptId: z.number().int().nullable(),
});

export const userListQuery = z.object({
  deptId: queryRowId.optional(),
  keyword: queryText.optional().describe('part of the username or nickname'),
});

export const userRecordSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  enabled: z.boolean(),
  passwordUpdated: z.union([z.literal(0), z.literal(1)]),
  roles: z.array(
    z.object({ roleId: z.number().int(), roleName: z.string(), roleCode: z.string() }),
  ),
  posts: z.array(z.object({ postId: z.number().int(), postName: z.string() })),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userFilters = z.object({
  username: queryText.optional(),
  nickname: queryText.optional(),
  phone: z.string().trim().max(32).optional(),
  deptId: queryRowId.optional().describe('with its sub-departments'),
  roleId: queryRowId.optional(),
  enabled: queryBoolean.optional(),
  sort: sortParam(USER_SORT_FIELDS),
});
export type UserFilters = z.infer<typeof userFilters>;

export const userPageQuery = pageQuery.extend(userFilters.shape);
export type UserPageQuery = z.infer<typeof userPageQuery>;

/** '' from a cleared form field means "none". */
const blankIsNull = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable());

const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const ids = z.array(rowId).max(100);

const userShape = {
  nickname: z.string().trim().min(1, PROFILE_MESSAGES.nicknameRequired).max(64),
  phone: blankIsNull(z.string().trim().max(32).regex(PHONE_PATTERN, PROFILE_MESSAGES.phoneInvalid)),
  email: blankIsNull(z.string().trim().max(128).pipe(z.email(PROFILE_MESSAGES.emailInvalid))),
  deptId: rowId.nullable(),
  roleIds: ids,
  postIds: ids,
  enabled: z.boolean(),
};

export const userCreateBody = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN),
  /** Typed by the administrator, or generated and answered once when absent. */
  password: password.optional(),
  ...userShape,
  phone: userShape.phone.default(null),
  email: userShape.email.default(null),
  deptId: userShape.deptId.default(null),
  roleIds: userShape.roleIds.default([]),
  postIds: userShape.postIds.default([]),
  enabled: userShape.enabled.default(true),
});
export type UserCreate = z.infer<typeof userCreateBody>;

/** The username stays; every other field given changes. */
export const userUpdateBody = z.object(userShape).partial().extend({ userId: rowId });
export type UserUpdate = z.infer<typeof userUpdateBody>;

export const enabledBody = z.object({ enabled: z.boolean() });
export const rolesBody = z.object({ roleIds: ids });
export const resetPasswordBody = z.object({ password: password.optional() }).nullish();

const batchIds = z.array(rowId).min(1).max(500);
export const batchEnabledBody = z.object({ userIds: batchIds, enabled: z.boolean() });
export const batchDeleteBody = z.object({ userIds: batchIds });

/** A password shown to the administrator once (null when they typed it). */
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string().nullable() });

// ---- as the web reads and sends them (answers' Dates are ISO text: ../wire.ts) ----------

/** An item of GET /admin/user/list. */
export type UserItem = z.infer<typeof userNodeSchema>;
export type AdminUser = Serialized<UserRecord>;
export type UserListParams = Serialized<z.infer<typeof userListQuery>>;
/** The filters as a query string carries them (`enabled` as the text the filter bar holds). */
export type UserFilterParams = Omit<QueryParams<UserFilters>, 'enabled'> & {
  enabled?: z.input<typeof queryBoolean>;
};
export type UserPageParams = UserFilterParams & QueryParams<z.infer<typeof pageQuery>>;
/** `phone` and `email` are read through a preprocess (zod types its input unknown): '' clears. */
type ContactInput = { phone?: string | null; email?: string | null };
export type UserInput = Omit<z.input<typeof userCreateBody>, 'phone' | 'email'> & ContactInput;
export type UserChange = Omit<z.input<typeof userUpdateBody>, 'phone' | 'email'> & ContactInput;
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;
