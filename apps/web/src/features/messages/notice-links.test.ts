import { describe, expect, it } from 'vitest';
import { noticeLinkHref } from './notice-links';

describe('noticeLinkHref', () => {
  it('opens a repair order by its id', () => {
    expect(noticeLinkHref({ area: 'eam-order', id: 42 })).toBe('/eam/repair-order-detail?id=42');
  });

  it('opens an approval request at the spec’s jump target', () => {
    expect(noticeLinkHref({ area: 'approval', id: 12 })).toBe('/tutor/changeoffering?id=12');
  });

  it('opens an asset document (its reminders, and notice 4 when it gives assets)', () => {
    expect(noticeLinkHref({ area: 'assetDoc', id: 7 })).toBe('/as/doc-detail?id=7');
  });

  it('escapes the id', () => {
    expect(noticeLinkHref({ area: 'door-lock', id: 'a&b' })).toBe('/doorlockDetail?id=a%26b');
  });

  it('opens nothing without a link, or for an unknown area', () => {
    expect(noticeLinkHref(null)).toBeNull();
    expect(noticeLinkHref({ area: 'nowhere', id: 1 })).toBeNull();
    expect(noticeLinkHref({ area: 'constructor', id: 1 })).toBeNull();
  });
});
