import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTokenRefresher, type TokenRefresherDeps } from './token-refresher';

function fakeSession(initial: { token: string; remaining: number }) {
  const state = { ...initial };
  const refresh = vi.fn<() => Promise<void>>(async () => {
    state.remaining = 43200; // a new token set resets the counter from its expires_in
  });
  const deps: TokenRefresherDeps = {
    hasToken: () => state.token !== '',
    getRemaining: () => state.remaining,
    setRemaining: (seconds) => {
      state.remaining = seconds;
    },
    refresh,
  };
  return { state, refresh, deps };
}

describe('token refresh timer (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lowers the counter by 10 every 10 s while a token exists', async () => {
    const { state, refresh, deps } = fakeSession({ token: 't', remaining: 5000 });
    const stop = startTokenRefresher(deps);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.remaining).toBe(5000);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.remaining).toBe(4990);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.remaining).toBe(4960);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing without a token', async () => {
    const { state, refresh, deps } = fakeSession({ token: '', remaining: 500 });
    const stop = startTokenRefresher(deps);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.remaining).toBe(500);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('refreshes once the counter reaches 1000 or less, and the new set resets it', async () => {
    const { state, refresh, deps } = fakeSession({ token: 't', remaining: 1020 });
    const stop = startTokenRefresher(deps);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.remaining).toBe(1010);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(state.remaining).toBe(43200);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks for one refresh at a time', async () => {
    const { refresh, deps } = fakeSession({ token: 't', remaining: 900 });
    refresh.mockImplementation(() => new Promise(() => undefined)); // never answers
    const stop = startTokenRefresher(deps);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops for good when a refresh fails', async () => {
    const { state, refresh, deps } = fakeSession({ token: 't', remaining: 1000 });
    refresh.mockRejectedValue(new Error('401'));
    startTokenRefresher(deps);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    const after = state.remaining;
    await vi.advanceTimersByTimeAsync(100_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(state.remaining).toBe(after);
  });
});
