/*
 * The door-lock area's words and keys without zod (AREAS.md §3, issue #20), so a page may take
 * them on its first load. Its wire contracts are in ./schema.ts.
 */

/** A lock's state. */
export const DOOR_LOCK_STATUSES = ['working', 'faulty', 'removed'] as const;
export type DoorLockStatus = (typeof DOOR_LOCK_STATUSES)[number];

/**
 * An electronic key as read now: not yet started, open (inside its window; a weekly schedule
 * narrows it further), past its end, or revoked. Never stored: read from its window and revocation.
 */
export const DOOR_KEY_STATES = ['upcoming', 'valid', 'expired', 'revoked'] as const;
export type DoorKeyState = (typeof DOOR_KEY_STATES)[number];

/**
 * A door password request: pending approval (or sent back to its applicant), approved and
 * waiting for the keeper to enter the code on the lock, active, or ended (rejected, withdrawn).
 * An approved password past its window reads as `expired`.
 */
export const DOOR_PASSWORD_STATUSES = [
  'pending',
  'sentBack',
  'awaitingSet',
  'active',
  'rejected',
  'withdrawn',
] as const;
export type DoorPasswordStatus = (typeof DOOR_PASSWORD_STATUSES)[number];
export const DOOR_PASSWORD_STATES = [...DOOR_PASSWORD_STATUSES, 'expired'] as const;
export type DoorPasswordState = (typeof DOOR_PASSWORD_STATES)[number];

/** How a door was opened (a row of a lock's open log). */
export const DOOR_OPEN_METHODS = ['ekey', 'password', 'card', 'mechanical'] as const;
export type DoorOpenMethod = (typeof DOOR_OPEN_METHODS)[number];

/** The door-lock pages (SPEC §2): the list, a lock's page (`?id=`), the keys (`?lockId=`). */
export const DOOR_LOCK_PAGE_PATHS = {
  list: '/doorlock/list',
  detail: '/doorlockDetail',
  ekey: '/doorlockEkey',
} as const;

/** Digits of a generated door password. */
export const DOOR_PASSWORD_LENGTH = 8;
/** Below this battery level (%) a lock is flagged. */
export const DOOR_LOCK_LOW_BATTERY = 20;

export const DOOR_LOCK_PERMISSIONS = {
  view: 'doorlock_view',
  add: 'doorlock_add',
  edit: 'doorlock_edit',
  del: 'doorlock_del',
  /** Issue and revoke electronic keys. */
  ekey: 'doorlock_ekey',
  /** Ask for a door password (through approval), and reveal one's own. */
  passwordApply: 'doorlock_password_apply',
  /** The lock's keeper confirms a password was entered on the lock. */
  passwordConfirm: 'doorlock_password_confirm',
  /** Import locks, and open logs from a lock vendor's export, from .xlsx (with a dry run). */
  import: 'doorlock_import',
} as const;

/** Columns of the lock import sheet, in order (the template names them in either language). */
export const DOOR_LOCK_IMPORT_COLUMNS = [
  'storeCode',
  'door',
  'model',
  'serialNo',
  'installedOn',
  'battery',
  'status',
  'keeper',
  'remark',
] as const;
export type DoorLockImportColumn = (typeof DOOR_LOCK_IMPORT_COLUMNS)[number];

/** Columns of the open-log import sheet (a lock vendor's export, rearranged to these). */
export const DOOR_OPEN_IMPORT_COLUMNS = ['serialNo', 'at', 'method', 'user'] as const;
export type DoorOpenImportColumn = (typeof DOOR_OPEN_IMPORT_COLUMNS)[number];
