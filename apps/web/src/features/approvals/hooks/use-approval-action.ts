import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError, serverMessage } from '../../../api/api-error';
import {
  runApprovalAction,
  settleApprovalAction,
  type ApprovalActionCall,
} from '../../../api/approval';

/** A 409: someone acted first, the version moved on, or the document's effect was refused. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * An action on a request. On success the page shows the request as answered and says what was
 * done; on a 409 (the http client shows the server's reason) the request is read again and
 * `onConflict` gets the reason, so the page can say why it changed.
 */
export function useApprovalAction(
  requestId: number,
  onConflict: (reason: string | undefined) => void,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (call: ApprovalActionCall) => runApprovalAction(requestId, call),
    onSuccess: async (detail, call) => {
      void message.success(t(`approvals.done.${call.action}`));
      await settleApprovalAction(queryClient, requestId, detail);
    },
    onError: async (error) => {
      if (!isConflict(error)) return;
      onConflict(serverMessage(error));
      await settleApprovalAction(queryClient, requestId, undefined);
    },
  });
}
