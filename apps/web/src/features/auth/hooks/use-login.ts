import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '@depot/shared';
import { passwordGrant, type PasswordLogin } from '../../../api/auth';
import { userInfoQueryOptions } from '../../../api/user';
import { logoutLocal, useSessionStore } from '../../../stores/session';

interface LoginVariables {
  login: PasswordLogin;
  config: ClientConfig;
}

/** Password sign-in: token grant, then the user info (a session without it is useless). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ login, config }: LoginVariables) => {
      const tokens = await passwordGrant(login, config);
      useSessionStore.getState().signIn(tokens);
      try {
        const info = await queryClient.fetchQuery(userInfoQueryOptions());
        useSessionStore.getState().setUserInfo(info);
      } catch (error) {
        logoutLocal();
        throw error;
      }
    },
  });
}
