import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deptListQueryOptions, enterpriseListQueryOptions } from '../../../api/admin-org';
import { buildOrgTree } from '../lib/org-tree';

/**
 * Enterprises with their departments, from the two lists every signed-in user may read
 * (the same tree whether or not the user may manage departments).
 */
export function useOrgTree() {
  const enterprises = useQuery(enterpriseListQueryOptions());
  const depts = useQuery(deptListQueryOptions());
  const tree = useMemo(
    () => buildOrgTree(enterprises.data ?? [], depts.data ?? []),
    [enterprises.data, depts.data],
  );
  return {
    tree,
    isLoading: enterprises.isLoading || depts.isLoading,
    isError: enterprises.isError || depts.isError,
    refetch: () => {
      void enterprises.refetch();
      void depts.refetch();
    },
  };
}
