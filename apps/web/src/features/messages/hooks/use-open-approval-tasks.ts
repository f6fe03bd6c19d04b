import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApprovalOpenTask, Notice } from '@depot/shared';
import { approvalTasksQueryOptions } from '../../../api/approval';
import { approvalTaskOf, openTaskKeys } from '../components/approval-notice-actions';

const sortedOnce = <T>(values: T[]) =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The requests of a page's approvers' notices that wait on the viewer's decision now, by the
 * key of what each notice names (`approvalTaskOf`: its request, or the document its request
 * carries): one GET /approval/tasks for the whole page (none when the page has no such notice).
 */
export function useOpenApprovalTasks(
  notices: readonly Notice[] | undefined,
): ReadonlyMap<string, ApprovalOpenTask> {
  const { requestIds, documents } = useMemo(() => {
    const refs = (notices ?? []).flatMap((notice) => approvalTaskOf(notice) ?? []);
    return {
      requestIds: sortedOnce(refs.flatMap((ref) => ref.request ?? [])),
      documents: sortedOnce(refs.flatMap((ref) => ref.document ?? [])),
    };
  }, [notices]);
  const tasks = useQuery({
    ...approvalTasksQueryOptions(requestIds, documents),
    enabled: requestIds.length + documents.length > 0,
  });
  return useMemo(
    () =>
      new Map((tasks.data ?? []).flatMap((task) => openTaskKeys(task).map((key) => [key, task]))),
    [tasks.data],
  );
}
