import { z } from 'zod';
import type { Serialized } from '../wire';
import { INT4_MAX } from '../constants';
import { MENU_KINDS, MENU_ROOT_ID, type MenuItem } from '../menu';
import { queryBoolean, queryRowId, rowId } from '../page-query';
import { MENU_PERMISSION_PATTERN, SORT_MAX, SORT_MIN } from './rules';

const menuId = z.coerce.number().int().min(MENU_ROOT_ID).max(INT4_MAX);

/** What a menu entry shows, as the client's item and the admin console's record both say. */
const shownFields = {
  label: z.string(),
  labelEn: z.string(),
  path: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  keepAlive: z.union([z.literal(0), z.literal(1)]),
  group: z.array(z.string()),
  query: z.record(z.string(), z.string()).nullable(),
};

/** The client's menu item (packages/shared MenuItem), children included. */
export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  kind: z.enum(['directory', 'page', 'link']),
  ...shownFields,
  meta: z.object({ roles: z.array(z.string()).optional(), isTab: z.boolean().optional() }),
  get children() {
    return z.array(menuItemSchema);
  },
});

export const userMenuQuery = z.object({
  parentId: menuId.optional().describe('-1 or absent: the whole tree; else the entries under it'),
});

/** A menu record as the admin console edits it: every field, buttons included. */
const menuRecordFields = {
  id: z.number().int(),
  parentId: z.number().int(),
  kind: z.enum(MENU_KINDS),
  ...shownFields,
  permission: z.string().nullable(),
  roles: z.array(z.string()),
  isTab: z.boolean(),
  enabled: z.boolean(),
  visible: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
};
export const menuRecordSchema = z.object(menuRecordFields);
export type MenuRecord = z.infer<typeof menuRecordSchema>;

export interface MenuNode extends MenuRecord {
  hasChildren: boolean;
  children: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.object({
  ...menuRecordFields,
  hasChildren: z.boolean(),
  get children() {
    return z.array(menuNodeSchema);
  },
});

export const menuTreeQuery = z.object({
  lazy: queryBoolean.optional().describe('true: only the direct children of parentId'),
  parentId: menuId.optional().describe('-1 (default): from the top'),
});

export const menuIdParams = z.object({ id: queryRowId });

/** Writable fields; the rules between kind, path and permission are checked by the service. */
const menuShape = {
  parentId: z.number().int().min(MENU_ROOT_ID).max(INT4_MAX),
  kind: z.enum(MENU_KINDS),
  label: z.string().trim().min(1).max(64),
  labelEn: z.string().trim().max(64),
  path: z.string().trim().max(512),
  icon: z.string().trim().max(64).nullable(),
  sort: z.number().int().min(SORT_MIN).max(SORT_MAX),
  keepAlive: z.union([z.literal(0), z.literal(1)]),
  group: z.array(z.string().trim().min(1).max(255)).max(20),
  query: z.record(z.string().max(64), z.string().max(512)).nullable(),
  permission: z.string().trim().regex(MENU_PERMISSION_PATTERN).nullable(),
  roles: z.array(z.string().trim().min(1).max(64)).max(50),
  isTab: z.boolean(),
  enabled: z.boolean(),
  visible: z.boolean(),
};

export const menuCreateBody = z.object({
  ...menuShape,
  parentId: menuShape.parentId.default(MENU_ROOT_ID),
  labelEn: menuShape.labelEn.default(''),
  path: menuShape.path.default(''),
  icon: menuShape.icon.default(null),
  sort: menuShape.sort.default(0),
  keepAlive: menuShape.keepAlive.default(0),
  group: menuShape.group.default([]),
  query: menuShape.query.default(null),
  permission: menuShape.permission.default(null),
  roles: menuShape.roles.default([]),
  isTab: menuShape.isTab.default(true),
  enabled: menuShape.enabled.default(true),
  visible: menuShape.visible.default(true),
});
export type MenuFields = z.infer<typeof menuCreateBody>;

/** PUT: the id and the fields to change; the others keep their values. */
export const menuUpdateBody = z.object(menuShape).partial().extend({ id: rowId });
export type MenuUpdate = z.infer<typeof menuUpdateBody>;

// ---- as the web reads and sends them (answers' Dates are ISO text: ../wire.ts) ----------

export type AdminMenuRecord = Serialized<MenuRecord>;
export type AdminMenuNode = Serialized<MenuNode>;
export type MenuTreeParams = Serialized<z.infer<typeof menuTreeQuery>>;
export type MenuInput = z.input<typeof menuCreateBody>;
export type MenuChange = z.input<typeof menuUpdateBody>;
