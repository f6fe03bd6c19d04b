import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminRoleKeys,
  createRole,
  deleteRole,
  saveRoleMenus,
  updateRole,
  type RoleChange,
  type RoleInput,
} from '../../../api/admin-roles';
import { refreshSignedInMenu } from '../../../api/admin-menus';
import { adminUserKeys } from '../../../api/admin-users';

/**
 * Changes to roles. Failures (a taken code, a role users hold, the admin role) are toasted by
 * the http client with the server's message.
 */
export function useRoleMutations() {
  const queryClient = useQueryClient();
  const invalidate = async () => {
    await queryClient.invalidateQueries({ queryKey: adminRoleKeys.all });
    // Users show their roles' names.
    await queryClient.invalidateQueries({ queryKey: adminUserKeys.pages() });
  };
  return {
    create: useMutation({
      mutationFn: (body: RoleInput) => createRole(body),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: (body: RoleChange) => updateRole(body),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (roleId: number) => deleteRole(roleId),
      onSuccess: invalidate,
    }),
    saveMenus: useMutation({
      mutationFn: ({ roleId, menuIds }: { roleId: number; menuIds: number[] }) =>
        saveRoleMenus(roleId, menuIds),
      onSuccess: async (_, { roleId }) => {
        await queryClient.invalidateQueries({ queryKey: adminRoleKeys.menus(roleId) });
        // The signed-in user may hold this role: their sidebar and buttons follow at once.
        // Not awaited: the grants are saved either way (a failure is toasted by the client).
        void refreshSignedInMenu(queryClient).catch(() => undefined);
      },
    }),
  };
}
