import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore, getStoreEntry, setStore } from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';
import { TOKEN_SET, USER_INFO } from '../test/fixtures';
import { logoutLocal, useSessionStore } from './session';
import { registerSignOutClearer } from './sign-out-registry';

describe('session store', () => {
  beforeEach(() => logoutLocal());

  it('keeps the token set in session storage and clears the lock on sign-in', () => {
    useSessionStore.getState().setLock(true);
    useSessionStore.getState().signIn(TOKEN_SET);
    expect(getStoreEntry(STORAGE_NAMES.accessToken)).toMatchObject({
      content: 'access-1',
      type: 'session',
    });
    expect(getStore(STORAGE_NAMES.refreshToken)).toBe('refresh-1');
    expect(getStore(STORAGE_NAMES.expiresIn)).toBe(43200);
    expect(useSessionStore.getState().isLock).toBe(false);
    expect(getStore(STORAGE_NAMES.isLock)).toBe(false);
  });

  it('turns permissions into a lookup of allowed keys', () => {
    useSessionStore.getState().setUserInfo(USER_INFO);
    expect(useSessionStore.getState().permissions).toEqual({
      sys_user_add: true,
      sys_user_del: true,
    });
    expect(getStoreEntry(STORAGE_NAMES.permissions)?.type).toBe('session');
  });

  it('signs out locally: tokens, user, roles, permissions, lock, warehouse and registered state', () => {
    const clearMenu = vi.fn();
    const unregister = registerSignOutClearer('menu', clearMenu);
    useSessionStore.getState().signIn(TOKEN_SET);
    useSessionStore.getState().setUserInfo(USER_INFO);
    useSessionStore.getState().setLock(true);
    setStore({ name: STORAGE_NAMES.selectedWarehouseId, content: 3 });
    setStore({ name: STORAGE_NAMES.language, content: 'en-US' });

    logoutLocal();

    expect(useSessionStore.getState()).toMatchObject({
      accessToken: '',
      refreshToken: '',
      userInfo: null,
      roles: null,
      permissions: {},
      isLock: false,
    });
    expect(window.sessionStorage.length).toBe(0);
    expect(getStore(STORAGE_NAMES.selectedWarehouseId)).toBeUndefined();
    expect(getStore(STORAGE_NAMES.language)).toBe('en-US'); // a preference, not the session
    expect(clearMenu).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('puts back the clearer a registration replaced when it is unregistered', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = registerSignOutClearer('test: replaced', first);
    const unregisterSecond = registerSignOutClearer('test: replaced', second);
    logoutLocal();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    unregisterSecond();
    logoutLocal();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    unregisterFirst();
    logoutLocal();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('runs the other clearers even when one throws', () => {
    const later = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unregisterBad = registerSignOutClearer('broken', () => {
      throw new Error('boom');
    });
    const unregisterLater = registerSignOutClearer('later', later);
    logoutLocal();
    expect(later).toHaveBeenCalled();
    unregisterBad();
    unregisterLater();
    consoleError.mockRestore();
  });
});
