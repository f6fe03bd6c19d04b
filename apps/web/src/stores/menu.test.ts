import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getStore, getStoreEntry } from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';
import { MENU, menuItem } from '../test/menu-fixtures';
import { USER_INFO } from '../test/fixtures';
import { useMenuRoutes, useMenuStore } from './menu';
import { logoutLocal, useSessionStore } from './session';

describe('menu store', () => {
  beforeEach(() => logoutLocal());

  it('keeps the menu in session storage and forgets it on sign-out', () => {
    useMenuStore.getState().setMenu(MENU);
    expect(getStoreEntry(STORAGE_NAMES.menu)?.type).toBe('session');
    expect(useMenuStore.getState().loaded).toBe(true);
    logoutLocal();
    expect(useMenuStore.getState()).toMatchObject({ items: [], loaded: false });
    expect(getStore(STORAGE_NAMES.menu)).toBeUndefined();
  });

  it("gives the routes the user's roles allow", () => {
    useSessionStore.getState().setUserInfo(USER_INFO); // ROLE_ADMIN
    useMenuStore
      .getState()
      .setMenu([
        menuItem({ id: 1, path: '/mine', meta: { roles: ['ROLE_ADMIN'] } }),
        menuItem({ id: 2, path: '/theirs', meta: { roles: ['ROLE_OTHER'] } }),
      ]);
    const { result } = renderHook(() => useMenuRoutes());
    expect(result.current.map((r) => r.href)).toEqual(['/mine/index']);
  });
});
