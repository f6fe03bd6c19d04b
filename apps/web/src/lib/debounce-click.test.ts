import { describe, expect, it, vi } from 'vitest';
import { debounceClick } from './debounce-click';

describe('click debounce (SPEC §9, 500 ms)', () => {
  it('acts on the first click and ignores the ones within 500 ms of it', () => {
    let now = 1000;
    const handler = vi.fn();
    const click = debounceClick(handler, 500, () => now);
    click('a');
    now += 100;
    click('b');
    now += 399;
    click('c');
    expect(handler.mock.calls).toEqual([['a']]);
    now += 1; // 500 ms after the accepted click
    click('d');
    expect(handler.mock.calls).toEqual([['a'], ['d']]);
  });
});
