/** Business constants of SPEC §9, in one place for client and server. */

export const OPEN_ROUTES = [
  '/login',
  '/404',
  '/401',
  '/lock',
  '/403',
  '/500',
  '/assertQrCode',
] as const;
export const HOME_PATH = '/wel/index';

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const MAX_PAGE_SIZE = 500;

/** The largest value of an `integer` column: a bigger id names nothing, and PostgreSQL refuses it. */
export const INT4_MAX = 2_147_483_647;

export const NOTICE_TEXT_LIMIT = 24;
export const BADGE_CAP = 99;

export const ORG_PICKER_MAX = 99;
export const DEBOUNCE_MS = 500;

/** Token refresh timer (SPEC §4): every tick the remaining-lifetime counter drops by the tick. */
export const TOKEN_CHECK_INTERVAL_S = 10;
export const TOKEN_REFRESH_THRESHOLD_S = 1000;
export const TOKEN_TIME = 6000;

export const WS_PING_INTERVAL_MS = 50_000;
export const WS_PONG_CHECK_MS = 59_000;

export const PASSWORD_MIN_LENGTH = 6;

export const HTTP_TIMEOUT_MS = 18_000_000;
export const SUCCESS_NOTICE_MS = 2000;
export const ROUTE_CHUNK_TIMEOUT_MS = 120_000;

export const BREAKPOINTS = { sm: 768, md: 992, lg: 1200 } as const;

export const READ_STATUS = { unread: 1, read: 2 } as const;
export const SWITCH = { on: 1, off: 0 } as const;

export const OAUTH_SCOPE = 'server';

/** Site-key prefix for storage entries (SPEC §3). */
export const STORAGE_SITE_KEY = 'depot-';

/** Short product abbreviation used in document titles. */
export const PRODUCT_SHORT = 'Depot';
