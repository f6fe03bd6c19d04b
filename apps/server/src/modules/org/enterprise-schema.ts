import { z } from 'zod';
import { rowId } from '../../core/pagination';

export const codeField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** GET /as/enterprise/list (SPEC §7): parentEntCode -1 for the top level. */
export const enterpriseListQuery = z.object({
  parentEntCode: z.string().trim().max(64).optional().describe('-1: top level; absent: all'),
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
  sort: z.number().int().min(-1_000_000).max(1_000_000),
};

export const enterpriseCreateBody = z.object({
  ...enterpriseShape,
  parentCode: enterpriseShape.parentCode.default(null),
  sort: enterpriseShape.sort.default(0),
});
export type EnterpriseCreate = z.infer<typeof enterpriseCreateBody>;

export const enterpriseUpdateBody = z.object(enterpriseShape).partial().extend({ entId: rowId });
export type EnterpriseUpdate = z.infer<typeof enterpriseUpdateBody>;
