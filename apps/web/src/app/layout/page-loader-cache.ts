import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTE_CHUNK_TIMEOUT_MS } from '@depot/shared';
import { withTimeout } from '../../lib/with-timeout';
import type { PageLoader } from '../../lib/page-map';

/** A page's code did not arrive (network, deployment change, or the 120 s limit of SPEC §8). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageLoadError';
  }
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per page id, so a page keeps its identity (and state) across renders.
 * A failed load is forgotten, so "retry" loads the code again.
 */
export function lazyPageComponent(
  id: string,
  load: PageLoader,
): LazyExoticComponent<ComponentType> {
  const cached = cache.get(id);
  if (cached) return cached;
  const component = lazy(async () => {
    try {
      return { default: await withTimeout(load(), ROUTE_CHUNK_TIMEOUT_MS, 'Page code') };
    } catch (error) {
      cache.delete(id);
      throw new PageLoadError(error);
    }
  });
  cache.set(id, component);
  return component;
}
