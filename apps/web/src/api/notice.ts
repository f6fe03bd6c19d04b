import { queryOptions } from '@tanstack/react-query';
import {
  READ_STATUS,
  type Envelope,
  type Notice,
  type NoticeConfig,
  type NoticeCounts,
  type NoticePageParams,
  type NoticeType,
  type Page,
  type ReadStatus,
} from '@depot/shared';
import { i18n } from '../i18n';
import { http } from './http';

/**
 * Message centre calls (SPEC §7, DESIGN §7 "messages"). Every query key starts with
 * `noticeKeys.all`; mutations invalidate with these same keys, never hand-typed strings.
 */
export const noticeKeys = {
  all: ['notice'] as const,
  pages: () => [...noticeKeys.all, 'page'] as const,
  counts: () => [...noticeKeys.all, 'counts'] as const,
  config: () => [...noticeKeys.all, 'config'] as const,
};

export type { NoticePageParams } from '@depot/shared';

/** GET /admin/notice/page: one page of the signed-in user's notices, newest first. */
export async function fetchNoticePage(params: NoticePageParams): Promise<Page<Notice>> {
  const response = await http.get<Envelope<Page<Notice>>>('/admin/notice/page', { params });
  return response.data.data;
}

export const noticePageQueryOptions = (params: NoticePageParams) =>
  queryOptions({
    // The server words each notice in the asked language: a page per language.
    queryKey: [...noticeKeys.pages(), params, i18n.language] as const,
    queryFn: () => fetchNoticePage(params),
    // Keeps the rows on screen while the next page or filter loads (no empty flash).
    placeholderData: (previous) => previous,
  });

/** GET /admin/notice/getUserInfoCount: counts per view (all, unread, read) and per type. */
export async function fetchNoticeCounts(): Promise<NoticeCounts> {
  const response = await http.get<Envelope<NoticeCounts>>('/admin/notice/getUserInfoCount');
  return response.data.data;
}

export const noticeCountsQueryOptions = () =>
  queryOptions({ queryKey: noticeKeys.counts(), queryFn: fetchNoticeCounts });

/** GET /admin/noticeconfig: the user's message and voice notification switches. */
export async function fetchNoticeConfig(): Promise<NoticeConfig> {
  const response = await http.get<Envelope<NoticeConfig>>('/admin/noticeconfig');
  return response.data.data;
}

export const noticeConfigQueryOptions = () =>
  queryOptions({ queryKey: noticeKeys.config(), queryFn: fetchNoticeConfig });

/** PUT /admin/noticeconfig/setInfoOnOrOff: saves both switches at once. */
export async function saveNoticeConfig(config: NoticeConfig): Promise<void> {
  await http.put<Envelope<unknown>>('/admin/noticeconfig/setInfoOnOrOff', config);
}

/** PUT /admin/notice/setReadStatus/{id}: the per-row read/unread toggle. */
export async function setNoticeReadStatus(id: number, readStatus: ReadStatus): Promise<void> {
  await http.put<Envelope<unknown>>(`/admin/notice/setReadStatus/${id}`, null, {
    params: { readStatus },
  });
}

export interface MarkAllReadScope {
  /** Only notices of this type; all types when absent. */
  noticeInfoType?: NoticeType;
  /** The view the user is looking at (all when absent). */
  readStatus?: ReadStatus;
}

/** PUT /admin/notice/alreadyReadAll: marks every notice (optionally of one type) read. */
export async function markAllNoticesRead(scope: MarkAllReadScope = {}): Promise<void> {
  await http.put<Envelope<unknown>>(
    '/admin/notice/alreadyReadAll',
    { readStatus: READ_STATUS.read },
    { params: scope },
  );
}

/** POST /admin/notice/updateStatusById?readStatus=2: marks the selected notices read. */
export async function markNoticesRead(ids: readonly number[]): Promise<void> {
  await http.post<Envelope<unknown>>('/admin/notice/updateStatusById', ids, {
    params: { readStatus: READ_STATUS.read },
  });
}

/**
 * POST /admin/notice/removeById: deletes notices for good. SPEC §4 shows no delete control in
 * the table; the call is here so the whole notice API lives in one file.
 */
export async function removeNotices(ids: readonly number[]): Promise<void> {
  await http.post<Envelope<unknown>>('/admin/notice/removeById', ids);
}

export const ANNOUNCE_SEND_TYPES = ['all', 'users', 'depts', 'roles'] as const;
export type AnnounceSendType = (typeof ANNOUNCE_SEND_TYPES)[number];

export interface AnnounceInput {
  title?: string;
  content: string;
  sendType: AnnounceSendType;
  /** User, department or role ids by sendType; empty for everyone. */
  targetIds: number[];
}

/** POST /admin/notice/announce (permission sys_notice_announce): how many users received it. */
export async function announceNotice(input: AnnounceInput): Promise<{ recipients: number }> {
  const response = await http.post<Envelope<{ recipients: number }>>(
    '/admin/notice/announce',
    input,
  );
  return response.data.data;
}
