import { create } from 'zustand';
import type { SysUser, TokenSet, UserInfo } from '@depot/shared';
import {
  getStore,
  getStoreBoolean,
  getStoreNumber,
  getStoreString,
  removeStore,
  setStore,
} from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';
import { registerSignOutClearer, runSignOutClearers } from './sign-out-registry';

/** Allowed permission keys as a lookup: `permissions['sys_user_add']` is true when allowed. */
export type PermissionLookup = Readonly<Record<string, true>>;

export type SessionTokens = Pick<TokenSet, 'access_token' | 'refresh_token' | 'expires_in'>;

export interface SessionState {
  accessToken: string;
  refreshToken: string;
  /** Remaining token lifetime counter of SPEC §4, in seconds; the refresh timer lowers it. */
  expiresIn: number;
  userInfo: SysUser | null;
  /**
   * The user's roles, or null while not loaded in this page load. Kept in memory only, so a
   * reload fetches the user info again (SPEC §2: "with a token but no roles loaded").
   */
  roles: string[] | null;
  permissions: PermissionLookup;
  isLock: boolean;
  /**
   * The server refused a call until the password is changed (403 passwordChangeRequired),
   * whatever the user info said: the shell opens the forced password dialog. Memory only.
   */
  passwordChangeRequired: boolean;

  /** A token was issued by a sign-in: store it and clear the lock (SPEC §4). */
  signIn: (tokens: SessionTokens) => void;
  /** A refresh issued a new token set. */
  setTokens: (tokens: SessionTokens) => void;
  setExpiresIn: (expiresIn: number) => void;
  setUserInfo: (info: UserInfo) => void;
  setLock: (isLock: boolean) => void;
}

const SESSION = 'session' as const;

function isSysUser(value: unknown): value is SysUser {
  return typeof value === 'object' && value !== null && 'userId' in value && 'username' in value;
}

function isPermissionLookup(value: unknown): value is PermissionLookup {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((allowed) => allowed === true)
  );
}

export function toPermissionLookup(keys: readonly string[]): PermissionLookup {
  return Object.fromEntries(keys.map((key) => [key, true as const]));
}

function readPersisted() {
  const userInfo = getStore(STORAGE_NAMES.userInfo);
  const permissions = getStore(STORAGE_NAMES.permissions);
  return {
    accessToken: getStoreString(STORAGE_NAMES.accessToken) ?? '',
    refreshToken: getStoreString(STORAGE_NAMES.refreshToken) ?? '',
    expiresIn: getStoreNumber(STORAGE_NAMES.expiresIn) ?? 0,
    userInfo: isSysUser(userInfo) ? userInfo : null,
    roles: null,
    permissions: isPermissionLookup(permissions) ? permissions : {},
    isLock: getStoreBoolean(STORAGE_NAMES.isLock) ?? false,
    passwordChangeRequired: false,
  };
}

function persistTokens(tokens: SessionTokens): void {
  setStore({ name: STORAGE_NAMES.accessToken, content: tokens.access_token, type: SESSION });
  setStore({ name: STORAGE_NAMES.refreshToken, content: tokens.refresh_token, type: SESSION });
  setStore({ name: STORAGE_NAMES.expiresIn, content: tokens.expires_in, type: SESSION });
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...readPersisted(),

  signIn: (tokens) => {
    persistTokens(tokens);
    setStore({ name: STORAGE_NAMES.isLock, content: false, type: SESSION });
    set({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      isLock: false,
    });
  },

  setTokens: (tokens) => {
    persistTokens(tokens);
    set({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
    });
  },

  setExpiresIn: (expiresIn) => {
    setStore({ name: STORAGE_NAMES.expiresIn, content: expiresIn, type: SESSION });
    set({ expiresIn });
  },

  setUserInfo: (info) => {
    const permissions = toPermissionLookup(info.permissions);
    setStore({ name: STORAGE_NAMES.userInfo, content: info.sysUser, type: SESSION });
    setStore({ name: STORAGE_NAMES.permissions, content: permissions, type: SESSION });
    set({ userInfo: info.sysUser, roles: [...info.roles], permissions });
  },

  setLock: (isLock) => {
    setStore({ name: STORAGE_NAMES.isLock, content: isLock, type: SESSION });
    set({ isLock });
  },
}));

/** The server refused a call until the password is changed: see passwordChangeRequired. */
export function requirePasswordChange(): void {
  useSessionStore.setState({ passwordChangeRequired: true });
}

/** Forgets the signed-in session: tokens, user info, roles, permissions and lock. */
function clearSession(): void {
  for (const name of [
    STORAGE_NAMES.accessToken,
    STORAGE_NAMES.refreshToken,
    STORAGE_NAMES.expiresIn,
    STORAGE_NAMES.userInfo,
    STORAGE_NAMES.permissions,
    STORAGE_NAMES.isLock,
  ]) {
    removeStore({ name });
  }
  useSessionStore.setState({
    accessToken: '',
    refreshToken: '',
    expiresIn: 0,
    userInfo: null,
    roles: null,
    permissions: {},
    isLock: false,
    passwordChangeRequired: false,
  });
}

registerSignOutClearer('session', clearSession);
// SPEC §2: signing out also forgets the selected warehouse.
registerSignOutClearer('selectedWarehouseId', () =>
  removeStore({ name: STORAGE_NAMES.selectedWarehouseId }),
);

/** Local-only sign-out (no server call): used on 401 and when the user info cannot load. */
export function logoutLocal(): void {
  runSignOutClearers();
}

export function hasToken(): boolean {
  return useSessionStore.getState().accessToken !== '';
}
