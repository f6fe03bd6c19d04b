import { MENU_ROOT_ID, type MenuKind } from '@depot/shared';
import type { MenuFields, MenuRecord } from '../../../api/admin-menus';

/** The menu form as antd holds it: switches as booleans, the query as a list of pairs. */
export interface MenuFormValues {
  parentId: number;
  kind: MenuKind;
  label: string;
  labelEn?: string;
  path?: string;
  icon?: string | null;
  sort: number;
  keepAlive: boolean;
  group: string[];
  query: { key: string; value: string }[];
  permission?: string;
  roles: string[];
  isTab: boolean;
  visible: boolean;
  enabled: boolean;
}

type Field = 'path' | 'icon' | 'keepAlive' | 'isTab' | 'group' | 'query' | 'permission' | 'roles';

/** Which fields a kind has (DESIGN §7): a button is only a permission key. */
const FIELDS: Record<MenuKind, ReadonlySet<Field>> = {
  directory: new Set(['path', 'icon', 'roles']),
  page: new Set(['path', 'icon', 'keepAlive', 'isTab', 'group', 'query', 'roles']),
  link: new Set(['path', 'icon', 'isTab', 'query', 'roles']),
  button: new Set(['permission']),
};

export function hasField(kind: MenuKind, field: Field): boolean {
  return FIELDS[kind].has(field);
}

/** The kind a new entry under this parent most likely is. */
export function defaultKind(parent: Pick<MenuRecord, 'kind'> | undefined): MenuKind {
  if (!parent) return 'directory';
  return parent.kind === 'page' ? 'button' : 'page';
}

export function toFormValues(record: MenuRecord): MenuFormValues {
  return {
    parentId: record.parentId,
    kind: record.kind,
    label: record.label,
    labelEn: record.labelEn,
    path: record.path,
    icon: record.icon,
    sort: record.sort,
    keepAlive: record.keepAlive === 1,
    group: record.group,
    query: Object.entries(record.query ?? {}).map(([key, value]) => ({ key, value })),
    permission: record.permission ?? undefined,
    roles: record.roles,
    isTab: record.isTab,
    visible: record.visible,
    enabled: record.enabled,
  };
}

export function newFormValues(parent: MenuRecord | undefined): Partial<MenuFormValues> {
  return {
    parentId: parent?.id ?? MENU_ROOT_ID,
    kind: defaultKind(parent),
    sort: 0,
    keepAlive: false,
    group: [],
    query: [],
    roles: [],
    isTab: true,
    visible: true,
    enabled: true,
  };
}

/** The record to send: fields the kind does not have go back to their empty values. */
export function toMenuFields(values: MenuFormValues): MenuFields {
  const kind = values.kind;
  const query = values.query.filter((pair) => pair.key.trim() !== '');
  return {
    parentId: values.parentId,
    kind,
    label: values.label.trim(),
    labelEn: values.labelEn?.trim() ?? '',
    path: hasField(kind, 'path') ? (values.path?.trim() ?? '') : '',
    icon: hasField(kind, 'icon') ? values.icon || null : null,
    sort: values.sort,
    keepAlive: hasField(kind, 'keepAlive') && values.keepAlive ? 1 : 0,
    group: hasField(kind, 'group') ? values.group.map((g) => g.trim()).filter(Boolean) : [],
    query:
      hasField(kind, 'query') && query.length
        ? Object.fromEntries(query.map((pair) => [pair.key.trim(), pair.value ?? '']))
        : null,
    permission: hasField(kind, 'permission') ? (values.permission?.trim() ?? null) : null,
    roles: hasField(kind, 'roles') ? values.roles : [],
    isTab: hasField(kind, 'isTab') ? values.isTab : true,
    visible: kind === 'button' ? true : values.visible,
    enabled: values.enabled,
  };
}
