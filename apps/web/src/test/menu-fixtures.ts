import type { MenuItem } from '@depot/shared';

/** A menu item with defaults; override what a test is about. */
export function menuItem(fields: Partial<MenuItem> & Pick<MenuItem, 'id' | 'path'>): MenuItem {
  return {
    parentId: -1,
    kind: 'page',
    label: `菜单${fields.id}`,
    labelEn: `Menu ${fields.id}`,
    icon: null,
    sort: fields.id,
    keepAlive: 0,
    group: [],
    query: null,
    meta: {},
    children: [],
    ...fields,
  };
}

/** A small menu: one directory with two pages (one kept alive), and an external link. */
export const MENU: MenuItem[] = [
  menuItem({
    id: 1,
    kind: 'directory',
    path: '/admin',
    label: '系统管理',
    labelEn: 'System',
    icon: 'setting',
    children: [
      menuItem({
        id: 11,
        parentId: 1,
        path: '/admin/user',
        label: '用户管理',
        labelEn: 'Users',
        icon: 'user',
        keepAlive: 1,
      }),
      menuItem({
        id: 12,
        parentId: 1,
        path: '/admin/role',
        label: '角色管理',
        labelEn: 'Roles',
        group: ['/admin/role-detail'],
      }),
    ],
  }),
  menuItem({
    id: 2,
    kind: 'link',
    path: 'https://example.com/report',
    label: '外部报表',
    labelEn: 'External report',
  }),
];
