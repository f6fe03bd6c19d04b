import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogsKeys, kickSession } from '../../../api/admin-logs';

/** Ends a sign-in; the online list is refetched after (and the audit log, which records it). */
export function useKickSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kickSession,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLogsKeys.online() }),
        queryClient.invalidateQueries({ queryKey: adminLogsKeys.audits() }),
      ]),
  });
}
