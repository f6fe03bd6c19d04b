import type { DeptItem, EnterpriseItem } from '../../../api/admin-org';

/**
 * A node of the organisation tree: enterprises (not selectable) with their sub-enterprises and
 * departments. `value` is the department id, or `ent:<code>` for an enterprise.
 */
export interface OrgNode {
  /** The same as value (TreeSelect wants them equal). */
  key: number | string;
  value: number | string;
  title: string;
  selectable: boolean;
  children: OrgNode[];
}

const byOrder = (a: DeptItem, b: DeptItem) => a.sort - b.sort || a.name.localeCompare(b.name);

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The tree from the two open lists (GET /as/enterprise/list and GET /admin/dept/list). */
export function buildOrgTree(
  enterprises: readonly EnterpriseItem[],
  depts: readonly DeptItem[],
): OrgNode[] {
  const subDepts = new Map<number, DeptItem[]>();
  const topDepts = new Map<string, DeptItem[]>();
  for (const dept of [...depts].sort(byOrder)) {
    if (dept.parentId === 0) push(topDepts, dept.entCode, dept);
    else push(subDepts, dept.parentId, dept);
  }
  const deptNode = (dept: DeptItem): OrgNode => ({
    key: dept.deptId,
    value: dept.deptId,
    title: dept.name,
    selectable: true,
    children: (subDepts.get(dept.deptId) ?? []).map(deptNode),
  });
  const codes = new Set(enterprises.map((e) => e.code));
  const entNode = (ent: EnterpriseItem): OrgNode => ({
    key: `ent:${ent.code}`,
    value: `ent:${ent.code}`,
    title: ent.name,
    selectable: false,
    children: [
      ...enterprises.filter((e) => e.parentCode === ent.code).map(entNode),
      ...(topDepts.get(ent.code) ?? []).map(deptNode),
    ],
  });
  const roots = enterprises.filter((e) => e.parentCode === null || !codes.has(e.parentCode));
  // Top departments of an enterprise missing from the list still show, at the top.
  const orphans = [...topDepts.entries()]
    .filter(([code]) => !codes.has(code))
    .flatMap(([, d]) => d);
  return [...roots.map(entNode), ...orphans.map(deptNode)];
}

/** The nodes whose title contains `text`, with the nodes above them; all when text is blank. */
export function filterOrgTree(nodes: readonly OrgNode[], text: string): OrgNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.title.toLowerCase().includes(needle)) return [node];
    const children = filterOrgTree(node.children, needle);
    return children.length ? [{ ...node, children }] : [];
  });
}
