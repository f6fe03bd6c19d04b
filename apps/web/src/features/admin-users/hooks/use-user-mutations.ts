import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserKeys,
  createUser,
  deleteUser,
  deleteUsers,
  liftUserLockout,
  resetUserPassword,
  setUserEnabled,
  setUserRoles,
  setUsersEnabled,
  updateUser,
  type UserCreate,
  type UserUpdate,
} from '../../../api/admin-users';
import { adminRoleKeys } from '../../../api/admin-roles';

/**
 * Every change to users. Failures are toasted by the http client with the server's message
 * (a taken username, disabling yourself, the last administrator); the pages stay as they were.
 */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const invalidate = async () => {
    // Its pages and the user list the pickers share.
    await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    // A role's user count follows its holders.
    await queryClient.invalidateQueries({ queryKey: adminRoleKeys.pages() });
  };
  const options = { onSuccess: invalidate };
  return {
    create: useMutation({ mutationFn: (body: UserCreate) => createUser(body), ...options }),
    update: useMutation({ mutationFn: (body: UserUpdate) => updateUser(body), ...options }),
    setEnabled: useMutation({
      mutationFn: ({ userId, enabled }: { userId: number; enabled: boolean }) =>
        setUserEnabled(userId, enabled),
      ...options,
    }),
    setRoles: useMutation({
      mutationFn: ({ userId, roleIds }: { userId: number; roleIds: number[] }) =>
        setUserRoles(userId, roleIds),
      ...options,
    }),
    resetPassword: useMutation({
      mutationFn: (userId: number) => resetUserPassword(userId),
      ...options,
    }),
    liftLockout: useMutation({ mutationFn: (userId: number) => liftUserLockout(userId) }),
    setManyEnabled: useMutation({
      mutationFn: ({ userIds, enabled }: { userIds: number[]; enabled: boolean }) =>
        setUsersEnabled(userIds, enabled),
      ...options,
    }),
    remove: useMutation({ mutationFn: (userId: number) => deleteUser(userId), ...options }),
    removeMany: useMutation({ mutationFn: (ids: number[]) => deleteUsers(ids), ...options }),
  };
}

export type UserMutations = ReturnType<typeof useUserMutations>;
