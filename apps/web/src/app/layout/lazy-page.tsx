import { createElement, Suspense } from 'react';
import { PageLoading } from '../../components/page-loading';
import type { PageLoader } from '../../lib/page-map';
import { lazyPageComponent } from './page-loader-cache';

/** A page whose code loads on first use, with the loading spinner in the meantime. */
export function LazyPage({ id, load }: { id: string; load: PageLoader }) {
  // createElement: the component comes from a cache keyed by page, not made during render.
  return (
    <Suspense fallback={<PageLoading />}>{createElement(lazyPageComponent(id, load))}</Suspense>
  );
}
