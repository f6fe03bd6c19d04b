import { useEffect, useRef, type RefObject } from 'react';

/** No element has the focus, or the one that has it is no longer shown (a page kept hidden). */
function focusLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active instanceof HTMLElement && active.getClientRects().length === 0;
}

/**
 * Where the keyboard's focus goes when what had it is gone (docs/accessibility.md): when the
 * shell first shows (after signing in), to its start, so that the next Tab reaches the skip link
 * as after a reload; after a navigation (a link in a page, a closed tab), to the new page's main
 * content, so that the next Tab goes on inside it. Focus that is still somewhere stays there:
 * a page opened from the sidebar leaves it on the menu.
 */
export function useFocusRecovery(
  shell: RefObject<HTMLElement | null>,
  main: RefObject<HTMLElement | null>,
  address: string,
): void {
  const shown = useRef(false);
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    if (!focusLost()) return;
    (first ? shell : main).current?.focus({ preventScroll: true });
  }, [shell, main, address]);
}
