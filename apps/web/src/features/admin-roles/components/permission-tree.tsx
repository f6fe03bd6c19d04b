import { Flex, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../api/admin-menus';
import { usePrefsStore } from '../../../stores/prefs';
import { checkState, grant, revoke, type GrantIndex } from '../lib/grant-tree';

/**
 * The menu tree with a checkbox per entry (buttons too). Checks follow lib/grant-tree: a
 * checked child grants the entries above it, which show half-checked.
 */
export function PermissionTree({
  tree,
  index,
  granted,
  onChange,
  expandedKeys,
  onExpand,
}: {
  tree: MenuNode[];
  index: GrantIndex;
  granted: ReadonlySet<number>;
  onChange: (granted: Set<number>) => void;
  expandedKeys: number[];
  onExpand: (keys: number[]) => void;
}) {
  const { t } = useTranslation();
  const english = usePrefsStore((s) => s.language) === 'en-US';
  const treeData = useMemo(() => {
    const toData = (node: MenuNode): DataNode => ({
      key: node.id,
      title: (
        <Flex gap={6} align="center" wrap>
          <span>{english ? node.labelEn || node.label : node.label}</span>
          {node.kind !== 'page' && <Tag>{t(`adminMenus.kinds.${node.kind}`)}</Tag>}
          {node.permission && (
            <Typography.Text type="secondary" code>
              {node.permission}
            </Typography.Text>
          )}
        </Flex>
      ),
      children: node.children.map(toData),
    });
    return tree.map(toData);
  }, [tree, english, t]);

  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      blockNode
      treeData={treeData}
      checkedKeys={checkState(index, granted)}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(Number))}
      onCheck={(_, info) => {
        const id = Number(info.node.key);
        onChange(info.checked ? grant(index, granted, id) : revoke(index, granted, id));
      }}
    />
  );
}
