import { describe, expect, it } from 'vitest';
import { registeredPage } from '../pages-registry';
import { FIXED_PAGE_PATHS } from './routes';

describe('fixed signed-in pages', () => {
  it('each has its page in the registry (it loads lazily, so a gap would only show on use)', () => {
    expect(FIXED_PAGE_PATHS).toContain('/wel/index');
    const missing = FIXED_PAGE_PATHS.filter((path) => !registeredPage(path));
    expect(missing).toEqual([]);
  });
});
