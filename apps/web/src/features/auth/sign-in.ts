import type { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '@depot/shared';
import { passwordGrant, type PasswordLogin } from '../../api/password-grant';
import { userInfoQueryOptions } from '../../api/user';
import { logoutLocal, useSessionStore } from '../../stores/session';

/**
 * Password sign-in: token grant, then the user info (a session without it is useless). Loaded
 * once the sign-in form is painted (hooks/use-login.ts), with the http client it calls.
 */
export async function signIn(
  queryClient: QueryClient,
  login: PasswordLogin,
  config: ClientConfig,
): Promise<void> {
  const tokens = await passwordGrant(login, config);
  useSessionStore.getState().signIn(tokens);
  try {
    const info = await queryClient.fetchQuery(userInfoQueryOptions());
    useSessionStore.getState().setUserInfo(info);
  } catch (error) {
    logoutLocal();
    throw error;
  }
}
