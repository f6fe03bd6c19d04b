import { HOME_PATH } from '@depot/shared';

/** Fixed paths of the client, declared once (STYLE #5). Menu routes come from the server. */
export const paths = {
  root: '/',
  home: HOME_PATH,
  login: '/login',
  lock: '/lock',
  info: '/info/index',
  assertQrCode: '/assertQrCode',
  error401: '/401',
  error403: '/403',
  error404: '/404',
  error500: '/500',
} as const;

export const REDIRECT_PARAM = 'redirect';

/** /login, remembering where the user wanted to go. */
export function loginHref(target?: string): string {
  if (!target || target === paths.root || target.startsWith(paths.login)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * A redirect target is only followed when it is a path on this site: "//evil.example" or
 * "https://…" would send the user elsewhere right after signing in.
 */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  return target;
}

/** /lock, remembering the page to return to once unlocked. */
export function lockHref(target?: string): string {
  const back = safeRedirectTarget(target);
  if (!back || back === paths.root || back.startsWith(paths.lock)) return paths.lock;
  return `${paths.lock}?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}`;
}
