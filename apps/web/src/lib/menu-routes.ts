import type { MenuItem } from '@depot/shared';

/**
 * The signed-in user's menu (SPEC §3, §6) turned into what the shell needs: where each entry
 * leads, which entries the user may see, and which entry the current address belongs to.
 */

/** Route of external pages: an http(s) menu address is shown in an iframe there (SPEC §2). */
export const IFRAME_ROUTE = '/myiframe/urlPath';

export interface MenuRoute {
  id: number;
  kind: MenuItem['kind'];
  /** Address inside the app, with the item's query string: what a click navigates to. */
  href: string;
  /** `href` without the query string. */
  pathname: string;
  label: string;
  labelEn: string;
  icon: string | null;
  /** An http(s) address, shown through the iframe route. */
  external: boolean;
  keepAlive: boolean;
  /** false when the page must not become a tab (meta.isTab === false). */
  isTab: boolean;
  /** Path prefixes that also mark this entry active (detail pages of a list, say). */
  group: string[];
  children: MenuRoute[];
}

export function isExternalUrl(path: string): boolean {
  return /^https?:\/\//i.test(path.trim());
}

/** SPEC §6: an item with meta.roles is shown only to a user holding one of those roles. */
export function canSee(item: Pick<MenuItem, 'meta'>, roles: readonly string[]): boolean {
  const needed = item.meta?.roles;
  if (!needed || needed.length === 0) return true;
  return needed.some((role) => roles.includes(role));
}

/**
 * The items the user may see, in menu order. A directory left without visible children is
 * dropped too: it would only lead to an empty page.
 */
export function filterMenuByRoles(
  items: readonly MenuItem[],
  roles: readonly string[],
): MenuItem[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort)
    .filter((item) => canSee(item, roles))
    .map((item) => ({ ...item, children: filterMenuByRoles(item.children ?? [], roles) }))
    .filter((item) => item.kind !== 'directory' || item.children.length > 0);
}

function normalisePath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** SPEC §3: a leaf that is not an external link gets /index appended (once). */
export function withIndex(path: string): string {
  const normal = normalisePath(path);
  if (normal === '/') return '/index';
  return normal.endsWith('/index') ? normal : `${normal}/index`;
}

function queryString(query: Record<string, string> | null | undefined): string {
  if (!query || Object.keys(query).length === 0) return '';
  return `?${new URLSearchParams(query).toString()}`;
}

/** /myiframe/urlPath with the item's fields as a query string: src, name, nameEn, its query. */
export function iframeHref(item: Pick<MenuItem, 'path' | 'label' | 'labelEn' | 'query'>): string {
  const params = new URLSearchParams({
    ...item.query,
    src: item.path.trim(),
    name: item.label,
    nameEn: item.labelEn,
  });
  return `${IFRAME_ROUTE}?${params.toString()}`;
}

export function toMenuRoute(item: MenuItem): MenuRoute {
  const children = (item.children ?? []).map(toMenuRoute);
  const external = isExternalUrl(item.path);
  const leaf = children.length === 0;
  const href = external
    ? iframeHref(item)
    : (leaf ? withIndex(item.path) : normalisePath(item.path)) + queryString(item.query);
  return {
    id: item.id,
    kind: item.kind,
    href,
    pathname: href.split('?')[0] ?? href,
    label: item.label,
    labelEn: item.labelEn || item.label,
    icon: item.icon,
    external,
    keepAlive: item.keepAlive === 1,
    isTab: item.meta?.isTab !== false,
    group: item.group ?? [],
    children,
  };
}

/** The menu the user sees: role filter of SPEC §6, then addresses of SPEC §3. */
export function buildMenuRoutes(items: readonly MenuItem[], roles: readonly string[]): MenuRoute[] {
  return filterMenuByRoles(items, roles).map(toMenuRoute);
}

interface Placed {
  route: MenuRoute;
  /** From the top level down to `route` itself. */
  trail: MenuRoute[];
}

/** Every entry with the entries above it, depth first. */
function* walk(routes: readonly MenuRoute[], above: readonly MenuRoute[] = []): Generator<Placed> {
  for (const route of routes) {
    const trail = [...above, route];
    yield { route, trail };
    yield* walk(route.children, trail);
  }
}

const isLeaf = ({ route }: Placed) => route.children.length === 0;

export function menuLeaves(routes: readonly MenuRoute[]): MenuRoute[] {
  return [...walk(routes)].filter(isLeaf).map(({ route }) => route);
}

/** The leaf an address opens: the same href, else (not for iframes) the same path. */
export function findMenuRoute(
  routes: readonly MenuRoute[],
  pathname: string,
  search = '',
): MenuRoute | undefined {
  return activeTrail(routes, pathname, search, { group: false }).at(-1);
}

/**
 * The entries to highlight for an address, from the top level down to the active entry:
 * the leaf with this href, else the leaf with this path, else the entry whose `group` holds
 * the longest prefix of the path. Empty when nothing matches.
 */
export function activeTrail(
  routes: readonly MenuRoute[],
  pathname: string,
  search = '',
  { group = true }: { group?: boolean } = {},
): MenuRoute[] {
  const all = [...walk(routes)];
  const leaves = all.filter(isLeaf);
  const href = pathname + search;
  const exact =
    leaves.find(({ route }) => route.href === href) ??
    leaves.find(({ route }) => !route.external && route.pathname === pathname);
  if (exact) return exact.trail;
  if (!group) return [];
  let best: { trail: MenuRoute[]; length: number } | undefined;
  for (const { route, trail } of all) {
    for (const prefix of route.group) {
      if (prefix && pathname.startsWith(prefix) && prefix.length > (best?.length ?? 0)) {
        best = { trail, length: prefix.length };
      }
    }
  }
  return best?.trail ?? [];
}

/** The first page below an entry (itself when it is a page). */
export function firstLeaf(route: MenuRoute): MenuRoute {
  const [first] = route.children;
  return first ? firstLeaf(first) : route;
}

export function menuLabel(route: Pick<MenuRoute, 'label' | 'labelEn'>, language: string): string {
  return language === 'en-US' ? route.labelEn || route.label : route.label;
}
