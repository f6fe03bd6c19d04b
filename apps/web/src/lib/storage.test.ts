import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_SITE_KEY } from '@depot/shared';
import {
  clearStore,
  getStore,
  getStoreBoolean,
  getStoreEntry,
  getStoreNumber,
  getStoreString,
  listStore,
  removeStore,
  setStore,
} from './storage';

describe('storage util (SPEC §3)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('prefixes keys with the site key and stores dataType, content, type and datetime', () => {
    setStore({ name: 'language', content: 'en-US' });
    const raw = window.localStorage.getItem(`${STORAGE_SITE_KEY}language`);
    expect(JSON.parse(raw ?? 'null')).toEqual({
      dataType: 'string',
      content: 'en-US',
      datetime: Date.parse('2026-01-02T03:04:05Z'),
    });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('uses session storage when a type is given, local storage otherwise', () => {
    setStore({ name: 'access_token', content: 'abc', type: 'session' });
    setStore({ name: 'language', content: 'zh-CN' });
    expect(window.sessionStorage.getItem(`${STORAGE_SITE_KEY}access_token`)).toContain('"abc"');
    expect(window.localStorage.getItem(`${STORAGE_SITE_KEY}access_token`)).toBeNull();
    expect(getStoreEntry('access_token')?.type).toBe('session');
    expect(window.localStorage.getItem(`${STORAGE_SITE_KEY}language`)).toContain('zh-CN');
  });

  it('gives back content of every JSON type with its type checked by the typed getters', () => {
    setStore({ name: 'n', content: 42 });
    setStore({ name: 'b', content: false, type: 'session' });
    setStore({ name: 'o', content: { a: [1, 2] } });
    expect(getStoreNumber('n')).toBe(42);
    expect(getStoreBoolean('b')).toBe(false);
    expect(getStore('o')).toEqual({ a: [1, 2] });
    expect(getStoreEntry('o')?.dataType).toBe('object');
    expect(getStoreString('n')).toBeUndefined();
    expect(getStoreNumber('missing')).toBeUndefined();
  });

  it('treats foreign or corrupt values as absent', () => {
    window.localStorage.setItem(`${STORAGE_SITE_KEY}broken`, '{not json');
    window.localStorage.setItem(`${STORAGE_SITE_KEY}plain`, '"just a string"');
    expect(getStore('broken')).toBeUndefined();
    expect(getStore('plain')).toBeUndefined();
  });

  it('removes from one area, or from both without a type', () => {
    setStore({ name: 'x', content: 1, type: 'session' });
    setStore({ name: 'x', content: 2 });
    removeStore({ name: 'x', type: 'session' });
    expect(getStore('x')).toBe(2);
    setStore({ name: 'x', content: 1, type: 'session' });
    removeStore({ name: 'x' });
    expect(getStore('x')).toBeUndefined();
  });

  it("lists and clears only this site's entries of one area", () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 'b', content: 2, type: 'session' });
    window.localStorage.setItem('other-app', 'keep me');
    expect(listStore()).toEqual(['a']);
    expect(listStore('session')).toEqual(['b']);
    clearStore();
    expect(getStore('a')).toBeUndefined();
    expect(getStore('b')).toBe(2);
    expect(window.localStorage.getItem('other-app')).toBe('keep me');
    clearStore('session');
    expect(getStore('b')).toBeUndefined();
  });
});
