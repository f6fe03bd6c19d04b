import { beforeEach, describe, expect, it } from 'vitest';
import { getStore, getStoreEntry } from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';
import { HOME_TAB, type Tab } from '../lib/tabs';
import { logoutLocal } from './session';
import { useTabsStore } from './tabs';

const tab = (key: string): Tab => ({ key, label: { zh: key, en: key }, keepAlive: false });

describe('tabs store', () => {
  beforeEach(() => logoutLocal());

  it('starts with the home tab and keeps the tabs in session storage', () => {
    expect(useTabsStore.getState().tabs).toEqual([HOME_TAB]);
    useTabsStore.getState().open(tab('/a/index'));
    expect(getStoreEntry(STORAGE_NAMES.tabs)).toMatchObject({
      type: 'session',
      content: [HOME_TAB, tab('/a/index')],
    });
  });

  it('answers the tab to show after closing', () => {
    const store = useTabsStore.getState();
    store.open(tab('/a/index'));
    store.open(tab('/b/index'));
    expect(useTabsStore.getState().close('/b/index', '/b/index')).toBe('/a/index');
    expect(useTabsStore.getState().closeOthers('/a/index')).toBe('/a/index');
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/wel/index', '/a/index']);
    expect(useTabsStore.getState().closeAll()).toBe('/wel/index');
    expect(useTabsStore.getState().tabs).toEqual([HOME_TAB]);
  });

  it('brings home back as the first tab on close others, after home was closed', () => {
    const store = useTabsStore.getState();
    store.open(tab('/a/index'));
    store.open(tab('/b/index'));
    useTabsStore.getState().close('/wel/index', '/a/index');
    expect(useTabsStore.getState().closeOthers('/b/index')).toBe('/b/index');
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/wel/index', '/b/index']);
    expect(getStore(STORAGE_NAMES.tabs)).toEqual([HOME_TAB, tab('/b/index')]);
  });

  it('is reset to the home tab on sign-out', () => {
    useTabsStore.getState().open(tab('/a/index'));
    logoutLocal();
    expect(useTabsStore.getState().tabs).toEqual([HOME_TAB]);
    expect(getStore(STORAGE_NAMES.tabs)).toBeUndefined();
  });
});
