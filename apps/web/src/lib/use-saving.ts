import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';

interface Saving<T, V> {
  /** The call that changes something on the server. */
  save: (values: V) => Promise<T>;
  /** The queries whose answers the change makes stale: refreshed before anything is said. */
  refresh: QueryKey;
  /** What the user is told once the lists show the change (already in their language). */
  done: (result: T) => string;
  /** What follows: close the dialog, open the new record. */
  then?: (result: T) => void;
}

/**
 * A write the way every dialog and list action does it: call, refresh what it changed, say so,
 * then close. A failure is left to the request layer, which has already shown the server's
 * message, and the dialog stays open with what the user entered.
 */
export function useSaving<T, V>({ save, refresh, done, then }: Saving<T, V>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: refresh });
      void message.success(done(result));
      then?.(result);
    },
  });
}

/**
 * A dialog's OK: the form checked, then its values saved. A form with mistakes shows them and
 * saves nothing; a refused save has already been said by the request layer, and the dialog stays
 * open with what the user entered.
 */
export function saveForm<V>(form: FormInstance<V>, save: (values: V) => Promise<unknown>): void {
  void form
    .validateFields()
    .then(save)
    .catch(() => undefined);
}
