import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUCCESS_NOTICE_MS, type PasswordChange } from '@depot/shared';
import { editUser } from '../../../api/user';
import { delay } from '../../../lib/with-timeout';
import { useSessionStore } from '../../../stores/session';
import { logoutAndReload } from '../../../stores/sign-out';
import { ModifyRefused, useModifyFeedback } from './use-modify-feedback';

/**
 * Password change through PUT /admin/user/edit (SPEC §5): sends the user's nickname, username,
 * phone and email with the three password fields. On success the notice shows for 2 s, then
 * the user is signed out and the page reloads (the server has revoked the other sessions).
 */
export function usePasswordChange() {
  const { t } = useTranslation();
  const feedback = useModifyFeedback();
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      const user = useSessionStore.getState().userInfo;
      if (!user) throw new ModifyRefused();
      const applied = await editUser({
        username: user.username,
        // The server requires a nickname; a user created without one keeps the username.
        nickname: user.nickname || user.username,
        phone: user.phone,
        email: user.email,
        ...change,
      });
      if (!applied) throw new ModifyRefused();
    },
    onSuccess: async () => {
      feedback.success(t('profile.passwordChanged'));
      await delay(SUCCESS_NOTICE_MS);
      await logoutAndReload();
    },
    onError: feedback.failure,
  });
}
