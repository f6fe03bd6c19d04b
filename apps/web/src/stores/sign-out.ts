import { logoutRequest } from '../api/auth';
import { reloadAt } from '../lib/page-reload';
import { paths } from '../lib/paths';
import { logoutLocal } from './session';

/**
 * Sign-out with the server call (SPEC §4): revoke the token, then forget everything locally
 * (every registered clearer: session, menu, tabs, query cache, selected warehouse).
 * A failed call still signs out locally (the user asked to leave; the http client has already
 * shown why it failed), so this never rejects.
 */
export async function logout(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // reported by the http client
  } finally {
    logoutLocal();
  }
}

/**
 * Sign-out followed by a full page load of /login (SPEC §4: after a password change, and when
 * the first-login dialog is left), so nothing of the old session stays in memory.
 */
export async function logoutAndReload(): Promise<void> {
  await logout();
  reloadAt(paths.login);
}
