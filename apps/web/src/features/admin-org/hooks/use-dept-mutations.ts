import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrgKeys, createDept, deleteDept, updateDept } from '../../../api/admin-org';

/** Creates, changes and deletes departments; the department trees are refetched after. */
export function useDeptMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminOrgKeys.depts() });
  return {
    create: useMutation({ mutationFn: createDept, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateDept, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteDept, onSuccess: refresh }),
  };
}
