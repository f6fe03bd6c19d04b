import { useMemo } from 'react';
import { create } from 'zustand';
import type { MenuItem } from '@depot/shared';
import { buildMenuRoutes, type MenuRoute } from '../lib/menu-routes';
import { getStore, removeStore, setStore } from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';
import { useSessionStore } from './session';
import { registerSignOutClearer } from './sign-out-registry';

export interface MenuState {
  /** The menu tree as the server sent it (session storage, SPEC §3). */
  items: MenuItem[];
  /**
   * Whether the menu was fetched in this page load. Memory only, like the roles: a reload or a
   * new sign-in fetches it again, since the user's roles may have changed.
   */
  loaded: boolean;
  setMenu: (items: MenuItem[]) => void;
  reset: () => void;
}

function isMenuItem(value: unknown): value is MenuItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'path' in value &&
    'label' in value &&
    'children' in value &&
    Array.isArray(value.children)
  );
}

function storedMenu(): MenuItem[] {
  const stored = getStore(STORAGE_NAMES.menu);
  return Array.isArray(stored) ? stored.filter(isMenuItem) : [];
}

export const useMenuStore = create<MenuState>()((set) => ({
  items: storedMenu(),
  loaded: false,
  setMenu: (items) => {
    setStore({ name: STORAGE_NAMES.menu, content: items, type: 'session' });
    set({ items, loaded: true });
  },
  reset: () => {
    removeStore({ name: STORAGE_NAMES.menu });
    set({ items: [], loaded: false });
  },
}));

registerSignOutClearer('menu', () => useMenuStore.getState().reset());

/** The menu the signed-in user sees: filtered by their roles (SPEC §6), with app addresses. */
export function useMenuRoutes(): MenuRoute[] {
  const items = useMenuStore((s) => s.items);
  const roles = useSessionStore((s) => s.roles);
  return useMemo(() => buildMenuRoutes(items, roles ?? []), [items, roles]);
}
