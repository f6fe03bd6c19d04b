import { beforeEach } from 'vitest';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../api/http';

/** One request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Full address with the query string as serialised by the client. */
  url: string;
  params: Record<string, unknown>;
  headers: AxiosHeaders;
  /** The request body as sent, parsed when it is JSON. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** Handlers by "METHOD /path", e.g. "GET /admin/user/info". */
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>>;

/**
 * Answered unless a test answers it itself: every signed-in shell opens the notice socket,
 * which first asks for a ticket (its socket is the in-memory one of test/setup.ts).
 */
const ALWAYS: FakeRoutes = {
  'POST /auth/socket-ticket': () => ({
    status: 200,
    data: { code: 0, msg: null, data: { ticket: 'test-ticket', expiresIn: 20 } },
  }),
};

/**
 * Answers the http client's calls in memory, through axios's adapter hook: the real client with
 * its interceptors runs, only the network is replaced. The few calls made with the browser's
 * fetch before the http client loads (api/client-config.ts) are answered by the same routes.
 * Unknown routes answer 404; a handler that throws is no answer at all (a network failure).
 */
export function installFakeServer(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const previous = http.defaults.adapter;
  const previousFetch = globalThis.fetch;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = http.getUri(config);
    const path = url.split('?')[0] ?? url;
    const method = (config.method ?? 'get').toUpperCase();
    const request: FakeRequest = {
      method,
      path,
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: AxiosHeaders.from(config.headers),
      body: parseBody(config.data),
    };
    requests.push(request);
    const handler = routes[`${method} ${path}`] ?? ALWAYS[`${method} ${path}`];
    const reply = handler ? await handler(request) : { status: 404, data: null };
    const status = reply.status ?? 200;
    const response = {
      data: reply.data ?? null,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(reply.headers),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(
        `Request failed with ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const address = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: address.pathname,
      url: address.pathname + address.search,
      params: Object.fromEntries(address.searchParams),
      headers: AxiosHeaders.from(Object.fromEntries(new Headers(init?.headers))),
      body: parseBody(init?.body),
    };
    requests.push(request);
    const handler = routes[`${method} ${request.path}`] ?? ALWAYS[`${method} ${request.path}`];
    let reply: FakeReply;
    try {
      reply = handler ? await handler(request) : { status: 404, data: null };
    } catch {
      throw new TypeError('Failed to fetch');
    }
    return new Response(JSON.stringify(reply.data ?? null), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };

  http.defaults.adapter = adapter;
  globalThis.fetch = fakeFetch;
  return {
    requests,
    restore: () => {
      http.defaults.adapter = previous;
      globalThis.fetch = previousFetch;
    },
  };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export const ok = <T>(data: T): FakeReply => ({ status: 200, data: { code: 0, msg: null, data } });
export const fail = (status: number, msg: string | null = null): FakeReply => ({
  status,
  data: { code: 1, msg, data: null },
});

/**
 * A fake server for every test of the enclosing describe block (installed before each test,
 * removed after). Returns the requests of the current test.
 */
export function fakeServerForEachTest(routes: FakeRoutes | (() => FakeRoutes)) {
  let requests: FakeRequest[] = [];
  beforeEach(() => {
    const server = installFakeServer(typeof routes === 'function' ? routes() : routes);
    requests = server.requests;
    return server.restore;
  });
  return {
    requests: () => requests,
    lastRequest: () => requests.at(-1),
    find: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}
