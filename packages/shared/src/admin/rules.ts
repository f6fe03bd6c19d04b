/*
 * The admin contracts' text rules and limits, without zod: the server's schemas check them, and
 * the web's forms say the same rule in the user's words before sending.
 */

/** An enterprise's, position's or store's code: letters, digits, `_`, `.`, `-`. */
export const ORG_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const ORG_CODE_MAX = 64;

/** A role's code: a letter, then letters, digits, `_` or `-` (64 at most). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][\w-]{0,63}$/;

/** A button's permission key. */
export const MENU_PERMISSION_PATTERN = /^[A-Za-z][\w:.-]{0,99}$/;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,64}$/;
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,30}$/;

/** The `sort` (display order) of an enterprise, department, position or menu. */
export const SORT_MIN = -1_000_000;
export const SORT_MAX = 1_000_000;
