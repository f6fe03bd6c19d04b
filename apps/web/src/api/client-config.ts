import { queryOptions } from '@tanstack/react-query';
import { CODE_FAIL, HTTP_TIMEOUT_MS, type ClientConfig } from '@depot/shared';
import { i18n, statusMessage } from '../i18n';
import { ApiError } from './api-error';

/**
 * GET /auth/client-config: the client's OAuth credentials, password key and captcha switch.
 *
 * Asked with the browser's fetch, not the http client: the sign-in form waits for it, and the
 * http client (axios and qs) loads only once the form is painted (docs/performance.md). The same
 * envelope rules apply; a failure rejects with an ApiError and is its caller's to show (the
 * sign-in page's alert with its retry button), as a toast would have nowhere to show there.
 */
export async function fetchClientConfig(): Promise<ClientConfig> {
  let response: Response;
  try {
    response = await fetch('/auth/client-config', {
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': i18n.language },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    // No answer at all: offline, refused, timed out.
    throw new ApiError(i18n.t('errors.network'), 0);
  }
  const body: unknown = await response.json().catch(() => null);
  const { code, msg, data } = envelopeOf(body);
  if (response.status === 200 && code !== CODE_FAIL && isClientConfig(data)) return data;
  throw new ApiError(msg ?? statusMessage(response.status), response.status, code, body);
}

function envelopeOf(body: unknown): { code?: number; msg?: string; data?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const { code, msg, data } = body as { code?: unknown; msg?: unknown; data?: unknown };
  return {
    code: typeof code === 'number' ? code : undefined,
    msg: typeof msg === 'string' && msg.trim() !== '' ? msg : undefined,
    data,
  };
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
