import { z } from 'zod';
import { DATA_SCOPES } from './data-scope';
import { rowId } from './page-query';

/** `PUT /admin/role/:id/data-scope`: which records the role's holders see. */
export const roleDataScopeBody = z.object({ dataScope: z.enum(DATA_SCOPES) });
export type RoleDataScope = z.infer<typeof roleDataScopeBody>;

/** `GET` and `PUT /admin/role/:id/data-scope` answer the role's scope. */
export const roleDataScopeSchema = roleDataScopeBody.extend({ roleId: z.number().int() });
export type RoleDataScopeRecord = z.infer<typeof roleDataScopeSchema>;

/** `PUT /admin/user/:id/stores`: the stores a user with a `stores` data scope sees. */
export const userStoresBody = z.object({ storeIds: z.array(rowId).max(1000) });
export type UserStores = z.infer<typeof userStoresBody>;

/** `GET` and `PUT /admin/user/:id/stores` answer the user's stores, ids ascending. */
export const userStoresSchema = z.object({
  userId: z.number().int(),
  storeIds: z.array(z.number().int()),
});
export type UserStoresRecord = z.infer<typeof userStoresSchema>;
