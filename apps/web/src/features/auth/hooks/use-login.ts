import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '@depot/shared';
import type { PasswordLogin } from '../../../api/password-grant';

interface LoginVariables {
  login: PasswordLogin;
  config: ClientConfig;
}

/**
 * The sign-in's code with the http client (axios, qs, the password's AES): not needed to paint
 * the form, so the form asks for it once painted (LoginForm); a sign-in sent before it has
 * arrived waits for it.
 */
export const loadSignIn = () => import('../sign-in');

/** Password sign-in: token grant, then the user info (a session without it is useless). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ login, config }: LoginVariables) => {
      const { signIn } = await loadSignIn();
      await signIn(queryClient, login, config);
    },
  });
}
