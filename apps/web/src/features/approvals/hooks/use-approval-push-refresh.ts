import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { approvalKeys } from '../../../api/approval';
import { listenToNoticePushes } from '../../../lib/notice-push-listeners';

/**
 * While the page is shown, a pushed notice refreshes the approval centre's counts and lists (and
 * an open request): a new task, an outcome or a copy arrives as a notice. Only queries on screen
 * refetch; the others when next shown.
 */
export function useApprovalPushRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenToNoticePushes(() => {
        void queryClient.invalidateQueries({ queryKey: approvalKeys.requests() });
      }),
    [queryClient],
  );
}
