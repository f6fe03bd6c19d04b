import { useEffect } from 'react';
import { PRODUCT_SHORT } from '@depot/shared';
import { hasToken } from '../../stores/session';
import { useTabsStore } from '../../stores/tabs';
import type { CurrentPage } from './current-page';
import { usePageLabelText } from './use-page-label-text';

/**
 * After each navigation: the page becomes a tab unless it says not to (SPEC §2), and the
 * document title becomes `<page label> - Depot` in the chosen language.
 */
export function usePageTab(page: CurrentPage): void {
  const open = useTabsStore((s) => s.open);
  const labelText = usePageLabelText();
  const title = `${labelText(page.label)} - ${PRODUCT_SHORT}`;

  useEffect(() => {
    // Not while signing out: the shell is still shown until /login replaces it.
    if (page.isTab && hasToken()) {
      open({ key: page.key, label: page.label, keepAlive: page.keepAlive });
    }
  }, [open, page]);

  useEffect(() => {
    document.title = title;
  }, [title]);
}
