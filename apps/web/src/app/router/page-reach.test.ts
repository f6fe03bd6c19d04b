import { describe, expect, it } from 'vitest';
import { registeredPaths } from '../pages-registry';
import { FIXED_PAGE_PATHS } from './routes';

describe('the registered pages', () => {
  // The shell opens a page by the user's menu, whose leaves all end in /index (SPEC §3), or as
  // a fixed route; any other registered path shows 403 or 404 in the app while its own page
  // tests, which render it directly, pass. The purchase sub-order page and the project
  // template list were such pages.
  it('each open as a menu leaf (…/index) or as a fixed route', () => {
    const unreachable = registeredPaths().filter(
      (path) => !path.endsWith('/index') && !FIXED_PAGE_PATHS.includes(path),
    );
    expect(unreachable).toEqual([]);
    expect(FIXED_PAGE_PATHS).toContain('/purchase/purchase-order-detail');
  });

  // A fixed route finds its page in the registry only once the registry has loaded (it is not
  // in the first load): a fixed path with no page would show an error only when opened.
  it('include every fixed route’s page', () => {
    const registered = registeredPaths();
    expect(FIXED_PAGE_PATHS.filter((path) => !registered.includes(path))).toEqual([]);
    expect(FIXED_PAGE_PATHS).toContain('/as/asset-detail');
  });
});
