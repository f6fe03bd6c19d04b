import { z } from 'zod';
import { INT4_MAX, rowId } from '../../core/pagination';

const id = z.coerce.number().int().min(0).max(2_147_483_647);

/** GET /admin/dept/list (SPEC §7): `entCode` and `parentId=0` (its top), or `parentId` alone. */
export const deptListQuery = z.object({
  entCode: z.string().trim().max(64).optional(),
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

export const deptTreeQuery = z.object({ entCode: z.string().trim().max(64).optional() });

const deptShape = {
  name: z.string().trim().min(1).max(128),
  parentId: z.number().int().min(0).max(INT4_MAX),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
};

/** A top department (parentId 0) names its enterprise; a sub-department is in its parent's. */
export const deptCreateBody = z.object({
  ...deptShape,
  parentId: deptShape.parentId.default(0),
  sort: deptShape.sort.default(0),
  entCode: z.string().trim().max(64).optional(),
});
export type DeptCreate = z.infer<typeof deptCreateBody>;

export const deptUpdateBody = z.object(deptShape).partial().extend({ deptId: rowId });
export type DeptUpdate = z.infer<typeof deptUpdateBody>;
