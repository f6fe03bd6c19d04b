import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../lib/storage';
import { logoutLocal, useSessionStore } from '../stores/session';
import { fakeServerForEachTest, ok } from '../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET } from '../test/fixtures';
import { createQueryClient } from './query-client';
import { SCREEN_WAIT_MS } from '../test/waits';
import { useTokenRefresh } from './use-token-refresh';

const server = fakeServerForEachTest({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'POST /auth/oauth/token': () => ({
    status: 200,
    data: { ...TOKEN_SET, access_token: 'access-2', refresh_token: 'refresh-2' },
  }),
});

describe('token refresh while signed in', () => {
  beforeEach(() => {
    logoutLocal();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a refresh_token grant near the end and stores the new token set', async () => {
    useSessionStore.getState().signIn({ ...TOKEN_SET, expires_in: 1010 });
    renderHook(() => useTokenRefresh(createQueryClient()));

    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(useSessionStore.getState().accessToken).toBe('access-2'), {
      timeout: SCREEN_WAIT_MS,
    });

    const [grant] = server.find('POST', '/auth/oauth/token');
    expect(grant?.params).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      scope: 'server',
    });
    expect(grant?.headers.get('Authorization')).toBe(`Basic ${btoa('depot:depot')}`);
    expect(getStore('refresh_token')).toBe('refresh-2');
    expect(useSessionStore.getState().expiresIn).toBe(TOKEN_SET.expires_in);
  });

  it('does not run while signed out', async () => {
    renderHook(() => useTokenRefresh(createQueryClient()));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests()).toHaveLength(0);
  });
});
