import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormDesign } from '@depot/shared';
import {
  copyFormDesign,
  createFormDesign,
  deleteFormDesign,
  formDesignKeys,
  updateFormDesign,
} from '../../../api/form-design';

/** Saves, copies and deletes designs; the lists and the changed design are refetched after. */
export function useDesignMutations() {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: formDesignKeys.lists() });

  const create = useMutation({
    mutationFn: createFormDesign,
    onSuccess: refreshLists,
  });
  const update = useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      name: string;
      design: FormDesign;
      baseVersion?: number;
    }) => updateFormDesign(id, body),
    onSuccess: (_, { id }) =>
      Promise.all([
        refreshLists(),
        queryClient.invalidateQueries({ queryKey: formDesignKeys.detail(id) }),
      ]),
  });
  const copy = useMutation({ mutationFn: copyFormDesign, onSuccess: refreshLists });
  const remove = useMutation({
    mutationFn: deleteFormDesign,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: formDesignKeys.detail(id) });
      return refreshLists();
    },
  });
  return { create, update, copy, remove };
}
