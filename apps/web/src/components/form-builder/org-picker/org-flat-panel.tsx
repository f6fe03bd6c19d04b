import type { OrgTab } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { postsQueryOptions, rolesQueryOptions } from './org-api';
import { filterNodes, OrgListPanel } from './org-list-panel';
import { postNode, roleNode, type PickerNode } from './org-nodes';

export interface OrgFlatPanelProps {
  tab: Extract<OrgTab, 'role' | 'position'>;
  query: string;
  checkedKeys: readonly string[];
  onToggle: (node: PickerNode, on: boolean) => void;
}

/** Roles or positions: one flat list, filtered by the search. */
export function OrgFlatPanel({ tab, query, checkedKeys, onToggle }: OrgFlatPanelProps) {
  const roles = useQuery({ ...rolesQueryOptions(), enabled: tab === 'role' });
  const posts = useQuery({ ...postsQueryOptions(), enabled: tab === 'position' });
  const nodes =
    tab === 'role' ? (roles.data ?? []).map(roleNode) : (posts.data ?? []).map(postNode);
  const loading = tab === 'role' ? roles.isPending : posts.isPending;
  return (
    <OrgListPanel
      nodes={filterNodes(nodes, query)}
      checkedKeys={checkedKeys}
      onToggle={onToggle}
      loading={loading}
    />
  );
}
