import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApprovalOpenTask, Notice } from '@depot/shared';
import { approvalTasksQueryOptions } from '../../../api/approval';
import { approvalTaskOf } from '../components/approval-notice-actions';

/**
 * The requests of a page's approvers' notices that wait on the viewer's decision now, by request
 * id: one GET /approval/tasks for the whole page (none when the page has no such notice).
 */
export function useOpenApprovalTasks(
  notices: readonly Notice[] | undefined,
): ReadonlyMap<number, ApprovalOpenTask> {
  const requestIds = useMemo(() => {
    const ids = (notices ?? []).flatMap((notice) => approvalTaskOf(notice) ?? []);
    return [...new Set(ids)].sort((a, b) => a - b);
  }, [notices]);
  const tasks = useQuery({
    ...approvalTasksQueryOptions(requestIds),
    enabled: requestIds.length > 0,
  });
  return useMemo(
    () => new Map((tasks.data ?? []).map((task) => [task.requestId, task])),
    [tasks.data],
  );
}
