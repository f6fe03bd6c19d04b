import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http';

/*
 * One query factory per endpoint (docs/adding-an-area.md): a list read through two factories
 * has two caches, and a mutation refreshes only one of them. Every `…QueryOptions` factory the
 * api modules export (this folder's, and each feature's own `features/<area>/api.ts`) is run
 * with the http client stubbed, and the addresses it asks for are collected; two factories
 * asking for one address fail the test.
 */

const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '../features/*/api.ts'],
  { eager: true },
);

/** A feature's api module: it may call the http client, as this folder's modules do. */
const FEATURE_API = /^features[\\/][\w-]+[\\/]api\.ts$/;

afterEach(() => vi.restoreAllMocks());

/** The path part of an address (a path parameter stays in it: `/admin/role/1/menus`). */
async function urlsOf(factory: (arg: unknown) => unknown): Promise<string[]> {
  const urls: string[] = [];
  vi.spyOn(http, 'get').mockImplementation((url: string) => {
    urls.push(url);
    return Promise.resolve({ data: { code: 0, msg: '', data: [] }, headers: {} });
  });
  // 1 serves as every factory's argument: an id, a code or a params object (spread to nothing).
  const options = factory(1) as { queryKey: unknown; queryFn?: unknown };
  if (typeof options.queryFn === 'function') {
    const queryFn = options.queryFn as (context: unknown) => Promise<unknown>;
    const context = { queryKey: options.queryKey, signal: new AbortController().signal, meta: {} };
    // Only the address matters: what a factory makes of the stubbed answer may fail.
    await queryFn(context).catch(() => undefined);
  }
  return urls;
}

describe('the api modules', () => {
  it('have one query factory per address', async () => {
    const factoriesByUrl = new Map<string, string[]>();
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!name.endsWith('QueryOptions') || typeof value !== 'function') continue;
        for (const url of await urlsOf(value as (arg: unknown) => unknown)) {
          factoriesByUrl.set(url, [...(factoriesByUrl.get(url) ?? []), `${file} ${name}`]);
        }
      }
    }
    // The check sees the factories: the lists the pickers share are among them, and a feature's.
    expect([...factoriesByUrl.keys()]).toEqual(
      expect.arrayContaining([
        '/as/enterprise/list',
        '/admin/dept/list',
        '/admin/role/list',
        '/as/equipment/page',
      ]),
    );
    const shared = [...factoriesByUrl].filter(([, factories]) => factories.length > 1);
    expect(shared).toEqual([]);
  });

  it('are the only callers of the http client, with the features’ api.ts', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '..');
    const callers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'test' && entry.name !== 'api') walk(path);
        } else if (
          /\.tsx?$/.test(entry.name) &&
          !/\.test\.tsx?$/.test(entry.name) &&
          !FEATURE_API.test(relative(src, path))
        ) {
          if (/\bhttp\.(get|post|put|delete|patch)\b/.test(readFileSync(path, 'utf8'))) {
            callers.push(relative(src, path));
          }
        }
      }
    };
    walk(src);
    expect(callers).toEqual([]);
  });
});
