import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrgKeys, createStore, deleteStore, updateStore } from '../../../api/admin-org';

/** Creates, changes and deletes stores; the store pages are refetched after. */
export function useStoreMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminOrgKeys.stores() });
  return {
    create: useMutation({ mutationFn: createStore, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateStore, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteStore, onSuccess: refresh }),
  };
}
