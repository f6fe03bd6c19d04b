import { CODE_FAIL, HTTP_TIMEOUT_MS } from '@depot/shared';
import { i18n, statusMessage } from '../i18n';
import { ApiError } from './api-error';

interface OpenFetchOptions<T> {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Whether the envelope's data is the answer expected. */
  accept: (data: unknown) => data is T;
}

/**
 * A call of an open page made with the browser's fetch, not the http client: the pages that
 * paint before (or without) it (the sign-in form, the receiver's certificate page) would wait
 * for axios and qs otherwise (docs/performance.md). The envelope rules are the http client's;
 * a failure rejects with an ApiError (the server's message, its status and envelope) for the
 * page to show: there is no toast on these pages.
 */
export async function openFetch<T>(url: string, options: OpenFetchOptions<T>): Promise<T> {
  const { method = 'GET', body, accept } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    // No answer at all: offline, refused, timed out.
    throw new ApiError(i18n.t('errors.network'), 0);
  }
  const answer: unknown = await response.json().catch(() => null);
  const { code, msg, data } = envelopeOf(answer);
  if (response.status === 200 && code !== CODE_FAIL && accept(data)) return data;
  throw new ApiError(msg ?? statusMessage(response.status), response.status, code, answer);
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
