import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeCollector } from './security/route-list';
import { areaEngines, useTestApp } from './helpers';

const VITE_CONFIG = new URL('../../web/vite.config.ts', import.meta.url);

/** The prefixes `npm run dev` proxies to the server (API_PREFIXES in the web's vite.config.ts). */
function proxiedPrefixes(): string[] {
  const text = readFileSync(VITE_CONFIG, 'utf8');
  const list = /const API_PREFIXES = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'(\/[\w-]+)'/g)].map((m) => m[1]!);
}

/**
 * The web dev server sends API calls on to the server by prefix: a module answering under a
 * new one (/approval, /home) worked with `npm start` and failed with `npm run dev` until it was
 * listed. The websocket has its own entry.
 */
describe.each(areaEngines())('the dev server on %s', (engine) => {
  const routes = routeCollector();
  useTestApp(engine, { build: { onRoute: routes.collect } });

  it("proxies every prefix the server's routes answer under", () => {
    const prefixes = new Set(routes.routes().map((r) => `/${r.url.split('/')[1]}`));
    prefixes.delete('/websocket');
    expect(prefixes.size).toBeGreaterThan(5);
    const missing = [...prefixes].filter((p) => !proxiedPrefixes().includes(p));
    expect(missing).toEqual([]);
  });
});
