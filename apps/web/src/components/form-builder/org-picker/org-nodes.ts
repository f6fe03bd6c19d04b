import type { OrgNode, OrgTab, OrgValue } from '@depot/shared';
import type { OrgDept, OrgEnterprise, OrgPost, OrgRole, OrgUser } from './org-api';

/** A node the picker shows: an enterprise (never selectable), department, user, role or position. */
export interface PickerNode {
  key: string;
  label: string;
  /** What goes into the value when selected; null for enterprises. */
  value: OrgNode | null;
  isLeaf: boolean;
}

export const enterpriseNode = (ent: OrgEnterprise): PickerNode => ({
  key: `ent:${ent.code}`,
  label: ent.name,
  value: null,
  isLeaf: false,
});

export const deptNode = (dept: OrgDept): PickerNode => ({
  key: `dept:${dept.deptId}`,
  label: dept.name,
  value: { deptId: dept.deptId, parentId: dept.parentId, name: dept.name },
  isLeaf: false,
});

export const userNode = (user: OrgUser): PickerNode => ({
  key: `user:${user.userId}`,
  label: user.nickname || user.username,
  value: user.nickname
    ? { userId: user.userId, username: user.username, nickname: user.nickname }
    : { userId: user.userId, username: user.username },
  isLeaf: true,
});

export const roleNode = (role: OrgRole): PickerNode => ({
  key: `role:${role.roleId}`,
  label: role.roleName,
  value: { roleId: role.roleId, roleName: role.roleName },
  isLeaf: true,
});

export const postNode = (post: OrgPost): PickerNode => ({
  key: `post:${post.postId}`,
  label: post.name,
  value: post.code
    ? { postId: post.postId, code: post.code, name: post.name }
    : { postId: post.postId, name: post.name },
  isLeaf: true,
});

/** The key of a selected value, as the node it came from has it. */
export function valueKey(value: OrgNode): string {
  if ('userId' in value) return `user:${String(value.userId)}`;
  if ('deptId' in value) return `dept:${String(value.deptId)}`;
  if ('roleId' in value) return `role:${String(value.roleId)}`;
  if ('postId' in value) return `post:${String(value.postId)}`;
  return `other:${JSON.stringify(value)}`;
}

/** What a tag shows for a selected value. */
export function valueLabel(value: OrgNode): string {
  const text = value.nickname ?? value.name ?? value.roleName ?? value.username;
  return typeof text === 'string' && text !== '' ? text : valueKey(value);
}

/** Which nodes a tab lets the user select. */
export function isSelectableIn(tab: OrgTab, node: PickerNode): boolean {
  if (!node.value) return false;
  const isDept = node.key.startsWith('dept:');
  const isUser = node.key.startsWith('user:');
  if (tab === 'dep') return isDept;
  if (tab === 'user') return isUser;
  if (tab === 'dep&user') return isDept || isUser;
  return true;
}

export function selectedKeys(value: OrgValue, tab: OrgTab): string[] {
  return (value[tab] ?? []).map(valueKey);
}

/** The value with the node added to or removed from a tab. */
export function toggleNode(value: OrgValue, tab: OrgTab, node: OrgNode, on: boolean): OrgValue {
  const key = valueKey(node);
  const rest = (value[tab] ?? []).filter((v) => valueKey(v) !== key);
  return { ...value, [tab]: on ? [...rest, node] : rest };
}

/** A value as the widget receives it: only the design's tabs, only arrays. */
export function normaliseOrgValue(value: unknown, tabs: readonly OrgTab[]): OrgValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const out: OrgValue = {};
  for (const tab of tabs) {
    const nodes = source[tab];
    if (Array.isArray(nodes)) {
      out[tab] = nodes.filter((n): n is OrgNode => typeof n === 'object' && n !== null);
    }
  }
  return out;
}
