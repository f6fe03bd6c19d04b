import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrgKeys,
  createEnterprise,
  deleteEnterprise,
  updateEnterprise,
} from '../../../api/admin-org';

/**
 * Creates, changes and deletes enterprises. Every enterprise query (the tree and the pickers'
 * list) is refetched after; a recode also shows in stores and departments, so theirs are too.
 */
export function useEnterpriseMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrgKeys.enterprises() }),
      queryClient.invalidateQueries({ queryKey: adminOrgKeys.depts() }),
      queryClient.invalidateQueries({ queryKey: adminOrgKeys.stores() }),
    ]);
  return {
    create: useMutation({ mutationFn: createEnterprise, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateEnterprise, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteEnterprise, onSuccess: refresh }),
  };
}
