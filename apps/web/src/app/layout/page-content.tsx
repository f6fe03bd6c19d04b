import { Activity, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';
import { useTabsStore } from '../../stores/tabs';
import type { CurrentPage } from './current-page';
import { nextKeptPages, type KeptPage } from './kept-pages';
import { PageBoundary } from './page-boundary';

/**
 * The pages under the tab bar. The shown page renders normally; pages of keep-alive tabs
 * (menu keepAlive = 1) stay mounted but hidden with React's <Activity>, so their state (form
 * input, filters, scroll) is still there when their tab is shown again. Each page has its own
 * error boundary: one failing page leaves the shell and the other tabs working.
 */
export function PageContent({ page }: { page: CurrentPage }) {
  const outlet = useOutlet();
  const location = useLocation();
  const tabs = useTabsStore((s) => s.tabs);
  const [kept, setKept] = useState<readonly KeptPage[]>([]);

  const shown = {
    key: page.key,
    keepAlive: page.keepAlive && page.isTab,
    element: outlet,
    location,
  };
  const next = nextKeptPages(kept, shown, new Set(tabs.map((tab) => tab.key)));
  // Remembering the page of each navigation ("storing information from previous renders").
  if (next !== kept) setKept(next);

  const pages: KeptPage[] = next.some((p) => p.key === page.key)
    ? [...next]
    : [...next, { key: page.key, element: outlet, location }];

  return pages.map((entry) => {
    const visible = entry.key === page.key;
    return (
      <Activity key={entry.key} mode={visible ? 'visible' : 'hidden'}>
        <OwnLocation location={visible ? location : entry.location}>
          <PageBoundary>{visible ? outlet : entry.element}</PageBoundary>
        </OwnLocation>
      </Activity>
    );
  });
}

/**
 * A hidden page keeps seeing its own address (its query string, say) rather than the shown
 * page's. react-router exports its location context for such uses, marked UNSAFE_.
 */
function OwnLocation({ location, children }: { location: Location; children: ReactNode }) {
  const navigationType = useNavigationType();
  return (
    <LocationContext.Provider value={{ location, navigationType }}>
      {children}
    </LocationContext.Provider>
  );
}
