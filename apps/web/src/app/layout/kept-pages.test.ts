import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { nextKeptPages, type KeptPage } from './kept-pages';

const at = (key: string, navigation: string): Location => ({
  pathname: key,
  search: '',
  hash: '',
  state: null,
  key: navigation,
});
const shown = (key: string, navigation: string, keepAlive = true) => ({
  key,
  keepAlive,
  element: null,
  location: at(key, navigation),
});
const open = (...keys: string[]) => new Set(keys);

describe('kept-alive pages', () => {
  it('remember a keep-alive page once its tab is open', () => {
    expect(nextKeptPages([], shown('/a', 'n1'), open())).toEqual([]);
    const kept = nextKeptPages([], shown('/a', 'n1'), open('/a'));
    expect(kept.map((p) => p.key)).toEqual(['/a']);
    expect(nextKeptPages(kept, shown('/a', 'n1'), open('/a'))).toBe(kept);
  });

  it('do not remember other pages', () => {
    expect(nextKeptPages([], shown('/b', 'n1', false), open('/b'))).toEqual([]);
  });

  it('stay while their tab is open and another page shows', () => {
    const kept: KeptPage[] = [{ key: '/a', element: null, location: at('/a', 'n1') }];
    expect(nextKeptPages(kept, shown('/b', 'n2', false), open('/a', '/b'))).toBe(kept);
  });

  it('are remembered again after each navigation to them', () => {
    const kept: KeptPage[] = [{ key: '/a', element: null, location: at('/a', 'n1') }];
    const next = nextKeptPages(kept, shown('/a', 'n3'), open('/a'));
    expect(next[0]?.location.key).toBe('n3');
  });

  it('go as soon as their tab closes, even while shown', () => {
    const kept: KeptPage[] = [
      { key: '/a', element: null, location: at('/a', 'n1') },
      { key: '/c', element: null, location: at('/c', 'n2') },
    ];
    expect(nextKeptPages(kept, shown('/a', 'n1'), open('/c')).map((p) => p.key)).toEqual(['/c']);
  });
});
