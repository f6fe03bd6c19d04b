import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '@depot/shared';
import { openFetch } from './open-fetch';

/**
 * GET /auth/client-config: the client's OAuth credentials, password key and captcha switch.
 *
 * Asked with the browser's fetch, not the http client: the sign-in form waits for it, and the
 * http client (axios and qs) loads only once the form is painted (docs/performance.md). The same
 * envelope rules apply; a failure rejects with an ApiError and is its caller's to show (the
 * sign-in page's alert with its retry button), as a toast would have nowhere to show there.
 */
export function fetchClientConfig(): Promise<ClientConfig> {
  return openFetch('/auth/client-config', { accept: isClientConfig });
}

function isClientConfig(value: unknown): value is ClientConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    'clientId' in value &&
    'passwordKey' in value &&
    'captcha' in value
  );
}

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'client-config'],
    queryFn: fetchClientConfig,
    staleTime: Infinity, // fixed for the lifetime of a deployment
  });

/** The address of a captcha image for one random string (GET /code). */
export function captchaUrl(randomStr: string): string {
  return `/code?${new URLSearchParams({ randomStr }).toString()}`;
}
