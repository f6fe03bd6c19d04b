import type { ComponentType } from 'react';

/** Loads a page component (its own chunk). */
export type PageLoader = () => Promise<ComponentType>;

/**
 * A feature's pages by path, each loaded lazily: a feature's `index.ts` exports one and
 * `app/pages-registry.ts` merges them.
 */
export type PageMap = ReadonlyArray<readonly [path: string, load: PageLoader]>;
