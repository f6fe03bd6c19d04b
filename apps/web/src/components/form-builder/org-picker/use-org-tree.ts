import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  childDeptsQueryOptions,
  deptUsersQueryOptions,
  enterprisesQueryOptions,
  TOP_ENTERPRISE,
  topDeptsQueryOptions,
} from './org-api';
import { deptNode, enterpriseNode, userNode, type PickerNode } from './org-nodes';

export const ROOT_KEY = '';

async function loadChildren(
  queryClient: QueryClient,
  parentKey: string,
  withUsers: boolean,
): Promise<PickerNode[]> {
  const split = parentKey.indexOf(':');
  const kind = parentKey.slice(0, split);
  const id = parentKey.slice(split + 1);
  if (kind === 'ent') {
    const [enterprises, depts] = await Promise.all([
      queryClient.fetchQuery(enterprisesQueryOptions(id)),
      queryClient.fetchQuery(topDeptsQueryOptions(id)),
    ]);
    return [...enterprises.map(enterpriseNode), ...depts.map(deptNode)];
  }
  if (kind === 'dept') {
    const deptId = Number(id);
    const [depts, users] = await Promise.all([
      queryClient.fetchQuery(childDeptsQueryOptions(deptId)),
      withUsers ? queryClient.fetchQuery(deptUsersQueryOptions(deptId)) : Promise.resolve([]),
    ]);
    return [...depts.map(deptNode), ...users.map(userNode)];
  }
  return [];
}

/**
 * The enterprise → department (→ user) tree, loaded a level at a time as nodes are opened.
 * `nodes` holds every node loaded so far, which is what a search looks through.
 */
export function useOrgTree(withUsers: boolean) {
  const queryClient = useQueryClient();
  const top = useQuery(enterprisesQueryOptions(TOP_ENTERPRISE));
  const [opened, setOpened] = useState<Readonly<Record<string, PickerNode[]>>>({});

  const load = useCallback(
    async (parentKey: string) => {
      const nodes = await loadChildren(queryClient, parentKey, withUsers);
      setOpened((loaded) => ({ ...loaded, [parentKey]: nodes }));
    },
    [queryClient, withUsers],
  );

  const children = useMemo(
    () => ({ ...opened, [ROOT_KEY]: (top.data ?? []).map(enterpriseNode) }),
    [opened, top.data],
  );
  const nodes = useMemo(() => {
    const byKey = new Map<string, PickerNode>();
    for (const list of Object.values(children)) for (const node of list) byKey.set(node.key, node);
    return byKey;
  }, [children]);

  return { children, nodes, load, loading: top.isPending };
}
