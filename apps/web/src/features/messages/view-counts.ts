import type { NoticeCounts, NoticeType, ViewCounts } from '@depot/shared';
import type { NoticeView } from './stores/message-centre';

const VIEW_COUNT_FIELD = {
  all: 'viewAllCount',
  unread: 'viewNotReadCount',
  read: 'viewReadCount',
} as const satisfies Record<NoticeView, keyof ViewCounts>;

const NONE: ViewCounts = { viewAllCount: 0, viewNotReadCount: 0, viewReadCount: 0 };

/** The counts of one type (all types when null); zeros when the server sent none. */
export function countsOfType(counts: NoticeCounts | undefined, type: NoticeType | null) {
  if (!counts) return NONE;
  if (type === null) return counts;
  return counts.typeInfoCount[String(type)] ?? NONE;
}

/** How many notices one view shows, of one type or all. */
export function viewCount(
  counts: NoticeCounts | undefined,
  view: NoticeView,
  type: NoticeType | null = null,
): number {
  return countsOfType(counts, type)[VIEW_COUNT_FIELD[view]];
}
