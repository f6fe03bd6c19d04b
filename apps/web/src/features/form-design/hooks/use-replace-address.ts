import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTabsStore } from '../../../stores/tabs';

/**
 * Moves the page to another address in place, as a new design does once saved (it gets its
 * ?id=): the history entry is replaced, and so is its tab. Tabs are one per address, so the
 * old one would stay behind as a second, blank designer that saves a duplicate.
 */
export function useReplaceAddress(): (href: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const closeTab = useTabsStore((s) => s.close);
  return useCallback(
    (href: string) => {
      void navigate(href, { replace: true });
      // The new address is the shown one, so closing the old tab navigates nowhere.
      closeTab(pathname + search, href);
    },
    [navigate, closeTab, pathname, search],
  );
}
