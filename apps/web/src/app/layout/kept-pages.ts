import type { ReactElement } from 'react';
import type { Location } from 'react-router';

/** A keep-alive page's last element and address, rendered hidden while its tab is not shown. */
export interface KeptPage {
  key: string;
  element: ReactElement | null;
  location: Location;
}

export interface ShownPage extends KeptPage {
  keepAlive: boolean;
}

/**
 * The keep-alive pages to keep mounted after a render: exactly those whose tab is open, the
 * shown one remembered once per navigation. A closed tab's page is dropped at once, even while
 * it is still shown (it then renders as an ordinary page under the same key, so it is not
 * remounted, and goes when the next page shows). Returns the same array when nothing changed,
 * so it can be kept as React state without looping.
 */
export function nextKeptPages(
  kept: readonly KeptPage[],
  shown: ShownPage,
  openTabKeys: ReadonlySet<string>,
): readonly KeptPage[] {
  const stillOpen = kept.filter((page) => openTabKeys.has(page.key));
  const keepShown = shown.keepAlive && openTabKeys.has(shown.key);
  const current = stillOpen.find((page) => page.key === shown.key);
  const remembered = { key: shown.key, element: shown.element, location: shown.location };
  let next: KeptPage[] = stillOpen;
  if (!keepShown) {
    next = stillOpen.filter((page) => page.key !== shown.key);
  } else if (!current) {
    next = [...stillOpen, remembered];
  } else if (current.location.key !== shown.location.key) {
    next = stillOpen.map((page) => (page.key === shown.key ? remembered : page));
  }
  const unchanged =
    next.length === kept.length && next.every((page, index) => page === kept[index]);
  return unchanged ? kept : next;
}
