import { logoutRequest } from '../api/auth';
import { logoutLocal } from './session';

/**
 * Sign-out with the server call (SPEC §4): revoke the token, then forget everything locally.
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
