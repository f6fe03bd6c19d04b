import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEditBody } from '@depot/shared';
import { editUser, userInfoQueryOptions } from '../../../api/user';
import { useSessionStore } from '../../../stores/session';
import { ModifyRefused, useModifyFeedback } from './use-modify-feedback';

export interface ProfileValues {
  username: string;
  nickname: string;
  phone?: string | null;
  email?: string | null;
}

/** Saves nickname, phone and email (PUT /admin/user/edit), then reloads the user info. */
export function useProfileEdit() {
  const queryClient = useQueryClient();
  const feedback = useModifyFeedback();
  return useMutation({
    mutationFn: async (values: ProfileValues) => {
      const applied = await editUser(userEditBody.parse(values));
      if (!applied) throw new ModifyRefused();
    },
    onSuccess: async () => {
      feedback.success();
      const info = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
      useSessionStore.getState().setUserInfo(info);
    },
    onError: feedback.failure,
  });
}
