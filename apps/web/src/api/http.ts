import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import qs from 'qs';
import {
  CODE_FAIL,
  HTTP_TIMEOUT_MS,
  PASSWORD_CHANGE_REQUIRED,
  STATUS_WHITELIST,
} from '@depot/shared';
import { i18n, statusMessage } from '../i18n';
import { toastError } from '../lib/feedback';
import { navigateTo } from '../lib/navigation';
import { loginHref, paths } from '../lib/paths';
import { logoutLocal, requirePasswordChange, useSessionStore } from '../stores/session';
import { ApiError } from './api-error';

declare module 'axios' {
  // The generics must repeat axios's own declaration (`any` defaults) to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface AxiosRequestConfig<D = any, P = any> {
    /**
     * false: send no bearer token (sign-in, client config). Default true: every call carries
     * the access token when there is one (SPEC §7).
     */
    withToken?: boolean;
  }
}

/**
 * The one HTTP client of the web app (SPEC §7, §8). Same origin, credentials sent, GET arrays
 * as repeated keys, statuses 200–500 resolve so that the envelope's msg can be shown.
 */
export const http = axios.create({
  baseURL: '',
  withCredentials: true,
  timeout: HTTP_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => qs.stringify(params, { arrayFormat: 'repeat' }) },
  validateStatus: (status) => status >= 200 && status <= 500,
});

/** The browser's IANA time zone (`Asia/Shanghai`). */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

http.interceptors.request.use((config) => {
  const token = useSessionStore.getState().accessToken;
  if (token && config.withToken !== false && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  // Lets the server word its messages (the envelope's msg, shown as is) in the user's language.
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', i18n.language);
  // Lets the server write times and days (an export's) as the user's clock shows them.
  if (!config.headers.has('X-Time-Zone')) config.headers.set('X-Time-Zone', BROWSER_TIME_ZONE);
  return config;
});

http.interceptors.response.use(onResponse, onFailure);

function isBinary(config: InternalAxiosRequestConfig): boolean {
  return config.responseType === 'blob' || config.responseType === 'arraybuffer';
}

function envelopeOf(body: unknown): { code?: number; msg?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { code, msg } = body as { code?: unknown; msg?: unknown };
  return {
    code: typeof code === 'number' ? code : undefined,
    msg: typeof msg === 'string' && msg.trim() !== '' ? msg : undefined,
  };
}

/** A refusal the client acts on names its reason in the envelope's data. */
function reasonOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  return typeof data === 'object' && data !== null && 'reason' in data ? data.reason : undefined;
}

function isWhitelisted(status: number): boolean {
  return (STATUS_WHITELIST as readonly number[]).includes(status);
}

/**
 * A download that failed answers Depot's JSON envelope, which axios hands over as a Blob: read
 * it, so the user sees the server's reason ("at most 5,000 labels…") rather than the status's.
 */
async function bodyOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || data.size > 64 * 1024) return data;
  try {
    return JSON.parse(await textOf(data)) as unknown;
  } catch {
    return data;
  }
}

/** A Blob's text through FileReader (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

async function onResponse(response: AxiosResponse): Promise<AxiosResponse> {
  if (isBinary(response.config) && response.status === 200) return response;
  const body = await bodyOf(response.data);
  const { code, msg } = envelopeOf(body);
  if (response.status === 200 && code !== CODE_FAIL) return response;
  throw failure(response.status, code, msg, body);
}

/** A failed answer: toast (unless whitelisted), sign out on 401, and reject with an ApiError. */
function failure(status: number, code: number | undefined, msg: string | undefined, data: unknown) {
  const text = msg ?? statusMessage(status);
  // 428 (wrong captcha) is the caller's to handle: no toast, no sign-out (SPEC §8).
  if (isWhitelisted(status)) return new ApiError(text, status, code, data);
  if (status === 403 && reasonOf(data) === PASSWORD_CHANGE_REQUIRED) {
    // Not an error to show: the forced password dialog opens instead (SPEC §4).
    requirePasswordChange();
    return new ApiError(text, status, code, data);
  }
  toastError(text);
  if (status === 401) signOutAndGoToLogin();
  return new ApiError(text, status, code, data);
}

function signOutAndGoToLogin(): void {
  logoutLocal();
  const { pathname, search } = window.location;
  if (pathname !== paths.login) navigateTo(loginHref(pathname + search), { replace: true });
}

/**
 * What a reverse proxy answers when Depot is down or restarting (502, 504), and what a server
 * that is stopping answers (503). Without Depot's envelope it is not Depot's answer: to the user
 * it is the same as no answer, so it gets the network message rather than "unknown error,
 * report to the administrator" (SPEC §8's "other"), which would send them the wrong way.
 */
const SERVER_UNREACHABLE = [502, 503, 504];

async function onFailure(error: unknown): Promise<never> {
  if (error instanceof ApiError || axios.isCancel(error)) throw error;
  if (error instanceof AxiosError && error.response) {
    const { status } = error.response;
    const data = await bodyOf(error.response.data);
    const { code, msg } = envelopeOf(data);
    if (code === undefined && SERVER_UNREACHABLE.includes(status)) throw noAnswer(status, data);
    throw failure(status, code, msg, data);
  }
  // No answer at all: offline, refused, timed out.
  throw noAnswer(0);
}

function noAnswer(status: number, data?: unknown): ApiError {
  const text = i18n.t('errors.network');
  toastError(text);
  return new ApiError(text, status, undefined, data);
}
