/*
 * The fields each admin page may sort by (the server's `sort` allow-lists). Without zod, so a
 * page's table takes them without the schemas.
 */
export const ROLE_SORT_FIELDS = ['roleName', 'roleCode', 'createdAt'] as const;
export const USER_SORT_FIELDS = ['username', 'nickname', 'createdAt', 'updatedAt'] as const;
