import { create } from 'zustand';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, READ_STATUS, type NoticeType } from '@depot/shared';
import { registerMessageCentreOpener } from '../../../lib/message-centre-opener';
import { registerSignOutClearer } from '../../../stores/sign-out-registry';
import type { NoticePageParams } from '../../../api/notice';

/** The view filters of the drawer (SPEC §2): all, unread or read notices. */
export const NOTICE_VIEWS = ['all', 'unread', 'read'] as const;
export type NoticeView = (typeof NOTICE_VIEWS)[number];

export const VIEW_READ_STATUS = {
  all: undefined,
  unread: READ_STATUS.unread,
  read: READ_STATUS.read,
} as const;

interface MessageCentreState {
  open: boolean;
  view: NoticeView;
  /** null: all types. */
  type: NoticeType | null;
  current: number;
  size: number;
  setOpen: (open: boolean) => void;
  setView: (view: NoticeView) => void;
  setType: (type: NoticeType | null) => void;
  setPage: (current: number, size: number) => void;
}

const initial = {
  open: false,
  view: 'all',
  type: null,
  current: FIRST_PAGE,
  size: DEFAULT_PAGE_SIZE,
} as const satisfies Partial<MessageCentreState>;

/** Client state of the message centre: whether the drawer is open and what it shows. */
export const useMessageCentreStore = create<MessageCentreState>()((set, get) => ({
  ...initial,
  setOpen: (open) => set({ open }),
  // A new filter starts again at the first page.
  setView: (view) => set({ view, current: FIRST_PAGE }),
  setType: (type) => set({ type, current: FIRST_PAGE }),
  setPage: (current, size) => set({ current: size === get().size ? current : FIRST_PAGE, size }),
}));

registerSignOutClearer('messageCentre', () => useMessageCentreStore.setState(initial));

// The home page's unread to-do opens the drawer on the unread notices of every type.
registerMessageCentreOpener(() =>
  useMessageCentreStore.setState({ open: true, view: 'unread', type: null, current: FIRST_PAGE }),
);

/** The list call's parameters for what the drawer shows. */
export function pageParamsOf(
  state: Pick<MessageCentreState, 'view' | 'type' | 'current' | 'size'>,
) {
  const params: NoticePageParams = { current: state.current, size: state.size };
  const readStatus = VIEW_READ_STATUS[state.view];
  if (readStatus !== undefined) params.readStatus = readStatus;
  if (state.type !== null) params.noticeInfoType = state.type;
  return params;
}
