import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageLabelsStore } from '../stores/page-labels';
import type { PageLabel } from './page-label';

/**
 * Names the page's tab (and the document title) once the page knows its name, e.g. a detail
 * page with its record's code: `usePageLabel(order && { zh: order.code, en: order.code })`.
 * Until then (undefined) the route's label is shown. The label belongs to the page's own
 * address, so a kept-alive page hidden behind another tab names its own tab.
 */
export function usePageLabel(label: PageLabel | undefined | null | false): void {
  const { pathname, search } = useLocation();
  const setLabel = usePageLabelsStore((s) => s.setLabel);
  // A new but equal label object on each render changes nothing (the store compares).
  useEffect(() => {
    if (label) setLabel(pathname + search, label);
  }, [pathname, search, setLabel, label]);
}
