import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { eamKeys } from '../../../api/eam';
import { isApiError } from '../../../api/api-error';

/** A 409: the order moved on (another user's change, a status that no longer allows it). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * A change to an order or a sub-order. Afterwards, whatever the outcome, the lists, details and
 * figures reload. The http client shows the server's message of a failure; after a 409 the
 * user is also told that what they see now is the order as it is.
 */
export function useEamMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn,
    onError: (error) => {
      if (isConflict(error)) void message.warning(t('eam.messages.reloaded'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eamKeys.records() }),
  });
}
