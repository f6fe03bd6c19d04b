import { beforeEach } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import {
  NOTICE_TYPE_VALUES,
  READ_STATUS,
  type Notice,
  type NoticeConfig,
  type NoticeCounts,
  type NoticeType,
  type ReadStatus,
  type ViewCounts,
} from '@depot/shared';
import { http } from '../../../api/http';
import {
  fail,
  installFakeServer,
  ok,
  type FakeRequest,
  type FakeRoutes,
} from '../../../test/fake-server';

/** One call as the fake backend saw it, body included (the shared fake server omits it). */
export interface NoticeCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

export interface NoticeBackendState {
  notices: Notice[];
  config: NoticeConfig;
  /** Answers for other routes the test needs (org lists, announce, …). */
  extraRoutes: FakeRoutes;
}

const BASE_TIME = Date.parse('2026-03-01T08:00:00Z');

/** A notice; ids count down in time, so id 1 is the newest. */
export function makeNotice(id: number, overrides: Partial<Notice> = {}): Notice {
  return {
    id,
    noticeInfoStr: `通知 ${id}`,
    noticeTime: new Date(BASE_TIME - id * 60_000).toISOString(),
    readStatus: READ_STATUS.unread,
    noticeInfoType: 5,
    content: null,
    approveUserId: null,
    link: null,
    ...overrides,
  };
}

function viewCounts(list: Notice[]): ViewCounts {
  const unread = list.filter((n) => n.readStatus === READ_STATUS.unread).length;
  return {
    viewAllCount: list.length,
    viewNotReadCount: unread,
    viewReadCount: list.length - unread,
  };
}

export function countsOf(notices: Notice[]): NoticeCounts {
  const typeInfoCount: Record<string, ViewCounts> = {};
  for (const type of NOTICE_TYPE_VALUES) {
    const ofType = notices.filter((n) => n.noticeInfoType === type);
    if (ofType.length) typeInfoCount[String(type)] = viewCounts(ofType);
  }
  return { ...viewCounts(notices), typeInfoCount };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * A stateful notice backend on the shared fake server, installed before each test: the list,
 * counts, config and read-status calls of SPEC §7 behave like the real server's.
 */
export function noticeBackendForEachTest(seed: () => Partial<NoticeBackendState>) {
  const state: NoticeBackendState = { notices: [], config: defaultConfig(), extraRoutes: {} };
  let calls: NoticeCall[] = [];
  let body: unknown = null;
  /** Websocket tickets handed out, with the bearer token each was asked for with. */
  let tickets: Array<{ ticket: string; authorization: string | null }> = [];

  const setRead = (ids: number[], readStatus: ReadStatus) => {
    for (const notice of state.notices) if (ids.includes(notice.id)) notice.readStatus = readStatus;
  };

  const setReadStatusPath = /^PUT \/admin\/notice\/setReadStatus\/(\d+)$/;
  const routes: FakeRoutes = {
    'POST /auth/socket-ticket': ({ headers }) => {
      const ticket = `ticket-${tickets.length + 1}`;
      tickets.push({ ticket, authorization: headers.get('Authorization') as string | null });
      return ok({ ticket, expiresIn: 20 });
    },
    'GET /admin/notice/page': ({ params }) => {
      const current = Number(params.current);
      const size = Number(params.size);
      const records = state.notices
        .filter((n) => params.readStatus === undefined || n.readStatus === params.readStatus)
        .filter(
          (n) => params.noticeInfoType === undefined || n.noticeInfoType === params.noticeInfoType,
        )
        .sort((a, b) => Date.parse(b.noticeTime) - Date.parse(a.noticeTime));
      const slice = records.slice((current - 1) * size, current * size);
      return ok({ records: structuredClone(slice), total: records.length, current, size });
    },
    'GET /admin/notice/getUserInfoCount': () => ok(countsOf(state.notices)),
    'GET /admin/noticeconfig': () => ok({ ...state.config }),
    'PUT /admin/noticeconfig/setInfoOnOrOff': () => {
      state.config = body as NoticeConfig;
      return ok(null);
    },
    'PUT /admin/notice/alreadyReadAll': ({ params }) => {
      const type = params.noticeInfoType as NoticeType | undefined;
      setRead(
        state.notices
          .filter((n) => type === undefined || n.noticeInfoType === type)
          .map((n) => n.id),
        READ_STATUS.read,
      );
      return ok(null);
    },
    'POST /admin/notice/updateStatusById': () => {
      if (!Array.isArray(body)) return fail(400, 'ids expected');
      setRead(body as number[], READ_STATUS.read);
      return ok(null);
    },
  };
  // Handlers are looked up per call, so tests may change `state` (notices, extra routes) at
  // any time, and every notice id has its read-status route.
  const liveRoutes = new Proxy(routes, {
    get: (target, key) => {
      if (typeof key !== 'string') return undefined;
      if (state.extraRoutes[key]) return state.extraRoutes[key];
      const id = setReadStatusPath.exec(key)?.[1];
      if (id !== undefined) {
        return ({ params }: FakeRequest) => {
          if (!state.notices.some((n) => n.id === Number(id))) return fail(404, 'no such notice');
          setRead([Number(id)], Number(params.readStatus) as ReadStatus);
          return ok(null);
        };
      }
      return target[key];
    },
  });

  beforeEach(() => {
    Object.assign(state, { notices: [], config: defaultConfig(), extraRoutes: {} }, seed());
    calls = [];
    tickets = [];
    const server = installFakeServer(liveRoutes);
    const inner = http.defaults.adapter;
    if (typeof inner !== 'function') throw new Error('the fake server adapter is not installed');
    // The shared fake server calls the route handler synchronously, so `body` is the one of
    // the request being handled.
    http.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      body = parseBody(config.data);
      calls.push({
        method: (config.method ?? 'get').toUpperCase(),
        path: http.getUri(config).split('?')[0] ?? '',
        params: (config.params ?? {}) as Record<string, unknown>,
        body,
      });
      return inner(config);
    };
    return () => {
      http.defaults.adapter = inner;
      server.restore();
    };
  });

  return {
    state,
    calls: () => calls,
    socketTickets: () => tickets,
    find: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

function defaultConfig(): NoticeConfig {
  return { messageNotifiStatus: 1, voiceNotifiStatus: 0 };
}
