import { HOME_PATH } from '@depot/shared';
import { isPageLabel, type PageLabel } from './page-label';

/** One tab of the tab bar (SPEC §2). Pure rules here; the store in stores/tabs.ts. */
export interface Tab {
  /** The page's address, path and query: one tab per address. */
  key: string;
  label: PageLabel;
  /** The page keeps its state while the tab is hidden (menu keepAlive = 1). */
  keepAlive: boolean;
}

export interface TabsState {
  tabs: Tab[];
  /** The tab to show; undefined when the current page is not a tab. */
  activeKey: string | undefined;
}

/** The first tab: home (SPEC §9: first tab /wel/index). */
export const HOME_TAB: Tab = { key: HOME_PATH, label: { key: 'route.home' }, keepAlive: false };

function sameTab(a: Tab, b: Tab): boolean {
  return (
    a.key === b.key &&
    a.keepAlive === b.keepAlive &&
    JSON.stringify(a.label) === JSON.stringify(b.label)
  );
}

/** Adds a page as the last tab, or refreshes its label in place when it is open already. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index === -1) return [...tabs, tab];
  const current = tabs[index];
  if (current && sameTab(current, tab)) return tabs as Tab[];
  return tabs.map((t, i) => (i === index ? tab : t));
}

/** A tab can be closed unless it is the only one left. */
export function canCloseTabs(tabs: readonly Tab[]): boolean {
  return tabs.length > 1;
}

/**
 * Closes one tab. Closing the active tab opens the previous one, or the first if it was the
 * first. The last tab left cannot be closed.
 */
export function closeTab(
  tabs: readonly Tab[],
  key: string,
  activeKey: string | undefined,
): TabsState {
  const index = tabs.findIndex((t) => t.key === key);
  if (index === -1 || !canCloseTabs(tabs)) return { tabs: [...tabs], activeKey };
  const remaining = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: remaining, activeKey };
  const next = remaining[index - 1] ?? remaining[0];
  return { tabs: remaining, activeKey: next?.key };
}

/**
 * Keeps the chosen tab and home, home first even when it had been closed (SPEC §9: home is the
 * first tab); the chosen tab is shown.
 */
export function closeOtherTabs(tabs: readonly Tab[], key: string): TabsState {
  const chosen = tabs.find((t) => t.key === key);
  if (!chosen) return { tabs: [...tabs], activeKey: key };
  const home = tabs.find((t) => t.key === HOME_TAB.key) ?? HOME_TAB;
  return { tabs: chosen === home ? [home] : [home, chosen], activeKey: key };
}

/** Close all returns to the home tab. */
export function closeAllTabs(): TabsState {
  return { tabs: [HOME_TAB], activeKey: HOME_TAB.key };
}

/** Tabs read back from storage, or just the home tab when there are none or they are corrupt. */
export function restoreTabs(stored: unknown): Tab[] {
  if (!Array.isArray(stored)) return [HOME_TAB];
  const tabs = stored.filter(
    (t: unknown): t is Tab =>
      typeof t === 'object' &&
      t !== null &&
      'key' in t &&
      typeof t.key === 'string' &&
      t.key.startsWith('/') &&
      'keepAlive' in t &&
      typeof t.keepAlive === 'boolean' &&
      'label' in t &&
      isPageLabel(t.label),
  );
  return tabs.length > 0 ? tabs : [HOME_TAB];
}
