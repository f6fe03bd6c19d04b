import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMenuKeys,
  createMenu,
  deleteMenu,
  refreshSignedInMenu,
  updateMenu,
  type MenuFields,
} from '../../../api/admin-menus';

/**
 * Changes to menus. Each success reloads the admin's tree levels and the signed-in user's own
 * sidebar, so a new or renamed entry shows at once. Failures (a menu with sub-menus, bad
 * fields) are toasted by the http client with the server's message.
 */
export function useMenuMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: adminMenuKeys.all });
    void refreshSignedInMenu(queryClient).catch(() => undefined);
  };
  return {
    create: useMutation({ mutationFn: (body: MenuFields) => createMenu(body), onSuccess }),
    update: useMutation({
      mutationFn: (body: MenuFields & { id: number }) => updateMenu(body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteMenu(id), onSuccess }),
  };
}
