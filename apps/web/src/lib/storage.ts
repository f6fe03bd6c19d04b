import { STORAGE_SITE_KEY } from '@depot/shared';

/**
 * The storage util of SPEC §3. Every entry's key is prefixed with the site key and its value
 * is `{ dataType, content, type, datetime }`. An entry written with a `type` goes to session
 * storage (gone when the tab closes), otherwise to local storage.
 */
export type StorageType = 'session';

export interface StoredEntry {
  dataType: string;
  content: unknown;
  type?: StorageType;
  datetime: number;
}

export interface SetStoreParams {
  name: string;
  content: unknown;
  type?: StorageType;
}

function keyOf(name: string): string {
  return STORAGE_SITE_KEY + name;
}

function areaOf(type: StorageType | undefined): Storage {
  return type ? window.sessionStorage : window.localStorage;
}

export function setStore({ name, content, type }: SetStoreParams): void {
  const entry: StoredEntry = { dataType: typeof content, content, type, datetime: Date.now() };
  areaOf(type).setItem(keyOf(name), JSON.stringify(entry));
}

function isStoredEntry(value: unknown): value is StoredEntry {
  return typeof value === 'object' && value !== null && 'dataType' in value && 'content' in value;
}

/** The whole entry (session storage first, then local storage), or undefined. */
export function getStoreEntry(name: string): StoredEntry | undefined {
  const raw =
    window.sessionStorage.getItem(keyOf(name)) ?? window.localStorage.getItem(keyOf(name));
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredEntry(parsed) ? parsed : undefined;
  } catch {
    return undefined; // written by something else: treat as absent
  }
}

/** The stored content, or undefined. Callers check its type: storage is outside our control. */
export function getStore(name: string): unknown {
  return getStoreEntry(name)?.content;
}

export function getStoreString(name: string): string | undefined {
  const content = getStore(name);
  return typeof content === 'string' ? content : undefined;
}

export function getStoreNumber(name: string): number | undefined {
  const content = getStore(name);
  return typeof content === 'number' && Number.isFinite(content) ? content : undefined;
}

export function getStoreBoolean(name: string): boolean | undefined {
  const content = getStore(name);
  return typeof content === 'boolean' ? content : undefined;
}

/** Removes the entry from the given area; without a type from both areas. */
export function removeStore({ name, type }: { name: string; type?: StorageType }): void {
  if (type) {
    window.sessionStorage.removeItem(keyOf(name));
    return;
  }
  window.localStorage.removeItem(keyOf(name));
  window.sessionStorage.removeItem(keyOf(name));
}

/** Names (without prefix) of this site's entries in one area. */
export function listStore(type?: StorageType): string[] {
  const area = areaOf(type);
  const names: string[] = [];
  for (let i = 0; i < area.length; i++) {
    const key = area.key(i);
    if (key?.startsWith(STORAGE_SITE_KEY)) names.push(key.slice(STORAGE_SITE_KEY.length));
  }
  return names;
}

/** Removes this site's entries (never other sites' keys) from one area. */
export function clearStore(type?: StorageType): void {
  for (const name of listStore(type)) areaOf(type).removeItem(keyOf(name));
}
