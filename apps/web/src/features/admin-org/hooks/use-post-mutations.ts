import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrgKeys, createPost, deletePost, updatePost } from '../../../api/admin-org';

/** Creates, changes and deletes positions; the position pages are refetched after. */
export function usePostMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminOrgKeys.posts() });
  return {
    create: useMutation({ mutationFn: createPost, onSuccess: refresh }),
    update: useMutation({ mutationFn: updatePost, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deletePost, onSuccess: refresh }),
  };
}
