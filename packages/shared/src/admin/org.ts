import { z } from 'zod';
import type { QueryParams, Serialized } from '../wire';
import { INT4_MAX } from '../constants';
import { pageQuery, queryText, rowId, sortParam } from '../page-query';
import { ORG_CODE_MAX, ORG_CODE_PATTERN, SORT_MAX, SORT_MIN } from './rules';

/*
 * Organisation admin contracts (SPEC §3, §7): enterprises and departments (trees), positions
 * and stores (pages). The server validates with them; the web takes its types from them
 * (answers through Serialized: their z.date() stamps arrive as ISO text).
 */

// ---- enterprises ------------------------------------------------------------------------
export const codeField = z.string().trim().min(1).max(ORG_CODE_MAX).regex(ORG_CODE_PATTERN);

/** GET /as/enterprise/list (SPEC §7): parentEntCode -1 for the top level. */
export const enterpriseListQuery = z.object({
  parentEntCode: queryText.optional().describe('-1: top level; absent: all'),
});

/** An organisation tree node (SPEC §3). */
export const enterpriseNodeSchema = z.object({
  entId: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
});

export const enterpriseRecordSchema = enterpriseNodeSchema.extend({
  sort: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type EnterpriseRecord = z.infer<typeof enterpriseRecordSchema>;

export interface EnterpriseTreeNode extends EnterpriseRecord {
  children: EnterpriseTreeNode[];
}
export const enterpriseTreeSchema: z.ZodType<EnterpriseTreeNode> = enterpriseRecordSchema.extend({
  get children() {
    return z.array(enterpriseTreeSchema);
  },
});

const enterpriseShape = {
  code: codeField,
  name: z.string().trim().min(1).max(128),
  /** null or '' for a top-level enterprise. */
  parentCode: z.string().trim().max(64).nullable(),
  sort: z.number().int().min(SORT_MIN).max(SORT_MAX),
};

export const enterpriseCreateBody = z.object({
  ...enterpriseShape,
  parentCode: enterpriseShape.parentCode.default(null),
  sort: enterpriseShape.sort.default(0),
});
export type EnterpriseCreate = z.infer<typeof enterpriseCreateBody>;

export const enterpriseUpdateBody = z.object(enterpriseShape).partial().extend({ entId: rowId });
export type EnterpriseUpdate = z.infer<typeof enterpriseUpdateBody>;

// ---- departments ------------------------------------------------------------------------

const id = z.coerce.number().int().min(0).max(INT4_MAX);

/** GET /admin/dept/list (SPEC §7): `entCode` and `parentId=0` (its top), or `parentId` alone. */
export const deptListQuery = z.object({
  entCode: queryText.optional(),
  parentId: id.optional().describe('0: the top departments (of entCode)'),
});

/** An organisation tree node (SPEC §3); `parentId` 0 at the top of an enterprise. */
export const deptNodeSchema = z.object({
  deptId: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  entCode: z.string(),
  sort: z.number().int(),
});

export const deptRecordSchema = deptNodeSchema.extend({
  entId: z.number().int(),
  /** The department's head (the approval rule `deptHead`), if any. */
  leaderId: z.number().int().nullable().optional(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type DeptRecord = z.infer<typeof deptRecordSchema>;

export interface DeptTreeNode extends DeptRecord {
  children: DeptTreeNode[];
}
export const deptTreeSchema: z.ZodType<DeptTreeNode> = deptRecordSchema.extend({
  get children() {
    return z.array(deptTreeSchema);
  },
});

export const deptTreeQuery = z.object({ entCode: queryText.optional() });

const deptShape = {
  name: z.string().trim().min(1).max(128),
  parentId: z.number().int().min(0).max(INT4_MAX),
  sort: z.number().int().min(SORT_MIN).max(SORT_MAX),
  /** The head: an enabled user, or null for none. */
  leaderId: rowId.nullable(),
};

/** A top department (parentId 0) names its enterprise; a sub-department is in its parent's. */
export const deptCreateBody = z.object({
  ...deptShape,
  parentId: deptShape.parentId.default(0),
  sort: deptShape.sort.default(0),
  leaderId: deptShape.leaderId.optional(),
  entCode: queryText.optional(),
});
export type DeptCreate = z.infer<typeof deptCreateBody>;

export const deptUpdateBody = z.object(deptShape).partial().extend({ deptId: rowId });
export type DeptUpdate = z.infer<typeof deptUpdateBody>;

// ---- positions --------------------------------------------------------------------------

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
  code: queryText.optional(),
  name: queryText.optional(),
  sort: sortParam(['code', 'name', 'sort', 'createdAt']),
});
export type PostPageQuery = z.infer<typeof postPageQuery>;

const postShape = {
  code: codeField,
  name: z.string().trim().min(1).max(64),
  sort: z.number().int().min(SORT_MIN).max(SORT_MAX),
};

export const postCreateBody = z.object({ ...postShape, sort: postShape.sort.default(0) });
export type PostCreate = z.infer<typeof postCreateBody>;

export const postUpdateBody = z.object(postShape).partial().extend({ postId: rowId });
export type PostUpdate = z.infer<typeof postUpdateBody>;

// ---- stores -----------------------------------------------------------------------------

export const storeItemSchema = z.object({
  storeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  entCode: z.string(),
});

export const storeRecordSchema = storeItemSchema.extend({
  address: z.string().nullable(),
  entId: z.number().int(),
  entName: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type StoreRecord = z.infer<typeof storeRecordSchema>;

export const storeListQuery = z.object({
  entCode: queryText.optional(),
  region: queryText.optional(),
});

export const storePageQuery = pageQuery.extend({
  code: queryText.optional(),
  name: z.string().trim().max(128).optional(),
  region: queryText.optional(),
  entCode: queryText.optional(),
  sort: sortParam(['code', 'name', 'region', 'createdAt']),
});
export type StorePageQuery = z.infer<typeof storePageQuery>;

const optionalText = (max: number) => z.string().trim().max(max).nullable();

const storeShape = {
  code: codeField,
  name: z.string().trim().min(1).max(128),
  address: optionalText(255),
  region: optionalText(64),
  entCode: z.string().trim().min(1).max(64),
};

export const storeCreateBody = z.object({
  ...storeShape,
  address: storeShape.address.default(null),
  region: storeShape.region.default(null),
});
export type StoreCreate = z.infer<typeof storeCreateBody>;

export const storeUpdateBody = z.object(storeShape).partial().extend({ storeId: rowId });
export type StoreUpdate = z.infer<typeof storeUpdateBody>;

// ---- as the web reads and sends them (answers' Dates are ISO text: ../wire.ts) ----------

export type Enterprise = Serialized<EnterpriseRecord>;
export type EnterpriseNode = Serialized<EnterpriseTreeNode>;
/** An item of GET /as/enterprise/list (open to every signed-in user: the pickers use it). */
export type EnterpriseItem = z.infer<typeof enterpriseNodeSchema>;
export type EnterpriseListParams = z.input<typeof enterpriseListQuery>;
export type EnterpriseInput = z.input<typeof enterpriseCreateBody>;
export type EnterpriseChange = z.input<typeof enterpriseUpdateBody>;

export type Dept = Serialized<DeptRecord>;
export type DeptNode = Serialized<DeptTreeNode>;
/** An item of GET /admin/dept/list. */
export type DeptItem = z.infer<typeof deptNodeSchema>;
export type DeptListParams = Serialized<z.infer<typeof deptListQuery>>;
export type DeptInput = z.input<typeof deptCreateBody>;
export type DeptChange = z.input<typeof deptUpdateBody>;

export type Post = Serialized<PostRecord>;
/** An item of GET /admin/post/list. */
export type PostItem = z.infer<typeof postItemSchema>;
export type PostPageParams = QueryParams<PostPageQuery>;
export type PostInput = z.input<typeof postCreateBody>;
export type PostChange = z.input<typeof postUpdateBody>;

export type Store = Serialized<StoreRecord>;
/** An item of GET /admin/store/list. */
export type StoreItem = z.infer<typeof storeItemSchema>;
export type StorePageParams = QueryParams<StorePageQuery>;
export type StoreInput = z.input<typeof storeCreateBody>;
export type StoreChange = z.input<typeof storeUpdateBody>;
