/** The permission keys of the organisation pages (apps/server/README "Admin console"). */
export const ORG_PERMISSIONS = {
  enterprise: { add: 'sys_ent_add', edit: 'sys_ent_edit', del: 'sys_ent_del' },
  dept: { add: 'sys_dept_add', edit: 'sys_dept_edit', del: 'sys_dept_del' },
  post: { add: 'sys_post_add', edit: 'sys_post_edit', del: 'sys_post_del' },
  store: { add: 'sys_store_add', edit: 'sys_store_edit', del: 'sys_store_del' },
} as const;

export type OrgRecordKind = keyof typeof ORG_PERMISSIONS;
