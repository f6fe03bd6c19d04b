import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes the value through when it arrives in time', async () => {
    const result = withTimeout(Promise.resolve(7), 1000);
    await expect(result).resolves.toBe(7);
  });

  it('rejects once the time is up, naming what did not finish', async () => {
    const result = withTimeout(new Promise(() => undefined), 120_000, 'Page code');
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('Page code did not finish within 120000 ms');
  });

  it('passes a failure through as an Error', async () => {
    await expect(withTimeout(Promise.reject(new Error('chunk 404')), 1000)).rejects.toThrow(
      'chunk 404',
    );
  });
});
