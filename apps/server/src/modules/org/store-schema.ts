import { z } from 'zod';
import { pageQuery, rowId, sortParam } from '../../core/pagination';
import { codeField } from './enterprise-schema';

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
  entCode: z.string().trim().max(64).optional(),
  region: z.string().trim().max(64).optional(),
});

export const storePageQuery = pageQuery.extend({
  code: z.string().trim().max(64).optional(),
  name: z.string().trim().max(128).optional(),
  region: z.string().trim().max(64).optional(),
  entCode: z.string().trim().max(64).optional(),
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
