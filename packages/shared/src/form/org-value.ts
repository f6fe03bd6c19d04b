/**
 * Organisation-picker values (SPEC §3): an object keyed by tab, each an array of the selected
 * nodes, e.g. { dep: [{ deptId: 3, name: '财务部' }], user: [] }.
 */
export const ORG_TABS = ['dep', 'role', 'user', 'dep&user', 'position'] as const;
export type OrgTab = (typeof ORG_TABS)[number];

/** A selected node: enterprise, department, user, role or position fields. */
export type OrgNode = Readonly<Record<string, string | number | boolean | null>>;
export type OrgValue = Partial<Record<OrgTab, OrgNode[]>>;

export function isOrgTab(value: unknown): value is OrgTab {
  return typeof value === 'string' && (ORG_TABS as readonly string[]).includes(value);
}

/** A plain object (from JSON or a literal), not an array, a Date or a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A plain object whose keys are all org tabs ({} included). */
export function isOrgValueShape(value: unknown): value is Record<OrgTab, unknown> {
  return isPlainObject(value) && Object.keys(value).every(isOrgTab);
}

/** Number of selected nodes over all tabs (entries that are not arrays count 0). */
export function countOrgSelected(value: unknown): number {
  if (!isOrgValueShape(value)) return 0;
  let count = 0;
  for (const tab of ORG_TABS) {
    const nodes = Object.hasOwn(value, tab) ? value[tab] : undefined;
    if (Array.isArray(nodes)) count += nodes.length;
  }
  return count;
}

/**
 * The emptiness rule of SPEC §5 (required fields and required table cells): null, undefined,
 * '', an empty array, or an org value with nothing selected in any tab ({} included). A string
 * of spaces, 0, false and other objects are not empty.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isOrgValueShape(value)) return countOrgSelected(value) === 0;
  return false;
}
