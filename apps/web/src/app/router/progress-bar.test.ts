import { afterEach, describe, expect, it } from 'vitest';
import { NProgress } from './progress-bar';

describe('the navigation progress bar', () => {
  afterEach(() => NProgress.remove());

  it('moves while shown and carries no role that ARIA does not define', () => {
    NProgress.start();
    NProgress.set(0.5);
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.style.transform || bar?.style.marginLeft).toMatch(/-50/);
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelectorAll('#nprogress [role]')).toHaveLength(0);
  });
});
