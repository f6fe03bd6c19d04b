import type { ComponentType } from 'react';
import { ROUTE_CHUNK_TIMEOUT_MS } from '@depot/shared';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page code not loaded within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A route's `lazy` loading its page component from a separate chunk; gives up after 120 s
 * (SPEC §8), which shows the route error page.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await withTimeout(load(), ROUTE_CHUNK_TIMEOUT_MS) });
}
