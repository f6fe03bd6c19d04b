import type { MenuProps } from 'antd';
import { MenuIcon } from '../../components/menu-icon';
import { menuLabel, type MenuRoute } from '../../lib/menu-routes';

type MenuItems = NonNullable<MenuProps['items']>;

/** antd Menu items from menu routes, keyed by menu id, labelled in the chosen language. */
export function toAntdMenuItems(
  routes: readonly MenuRoute[],
  language: string,
  { nested = true }: { nested?: boolean } = {},
): MenuItems {
  return routes.map((route) => {
    const common = {
      key: String(route.id),
      icon: <MenuIcon route={route} />,
      label: menuLabel(route, language),
    };
    return nested && route.children.length > 0
      ? { ...common, children: toAntdMenuItems(route.children, language) }
      : common;
  });
}

/** Every menu route by its key (the menu id as a string). */
export function routesByKey(routes: readonly MenuRoute[]): Map<string, MenuRoute> {
  const map = new Map<string, MenuRoute>();
  const visit = (list: readonly MenuRoute[]) => {
    for (const route of list) {
      map.set(String(route.id), route);
      visit(route.children);
    }
  };
  visit(routes);
  return map;
}

/** Keys of a route's directories, from the top down (the submenus to open for it). */
export function ancestorKeys(routes: readonly MenuRoute[], key: string): string[] {
  const search = (list: readonly MenuRoute[], above: string[]): string[] | undefined => {
    for (const route of list) {
      const id = String(route.id);
      if (id === key) return above;
      const found = search(route.children, [...above, id]);
      if (found) return found;
    }
    return undefined;
  };
  return search(routes, []) ?? [];
}
