import { create } from 'zustand';
import { getStore, removeStore, setStore } from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';
import {
  HOME_TAB,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  openTab,
  restoreTabs,
  type Tab,
  type TabsState,
} from '../lib/tabs';
import { registerSignOutClearer } from './sign-out-registry';

/**
 * Open tabs (SPEC §2), kept in session storage so they survive a reload. Each closing action
 * returns the key of the tab to show afterwards; the caller navigates there when it is not the
 * current page.
 */
export interface TabsStore {
  tabs: Tab[];
  open: (tab: Tab) => void;
  close: (key: string, activeKey: string | undefined) => string | undefined;
  closeOthers: (key: string) => string | undefined;
  closeAll: () => string | undefined;
  /** Back to the home tab alone (sign-out). */
  reset: () => void;
}

function persist(tabs: Tab[]): void {
  setStore({ name: STORAGE_NAMES.tabs, content: tabs, type: 'session' });
}

export const useTabsStore = create<TabsStore>()((set, get) => {
  const apply = (next: TabsState) => {
    persist(next.tabs);
    set({ tabs: next.tabs });
    return next.activeKey;
  };
  return {
    tabs: restoreTabs(getStore(STORAGE_NAMES.tabs)),
    open: (tab) => {
      const tabs = openTab(get().tabs, tab);
      if (tabs === get().tabs) return;
      persist(tabs);
      set({ tabs });
    },
    close: (key, activeKey) => apply(closeTab(get().tabs, key, activeKey)),
    closeOthers: (key) => apply(closeOtherTabs(get().tabs, key)),
    closeAll: () => apply(closeAllTabs()),
    reset: () => {
      removeStore({ name: STORAGE_NAMES.tabs });
      set({ tabs: [HOME_TAB] });
    },
  };
});

registerSignOutClearer('tabs', () => useTabsStore.getState().reset());
