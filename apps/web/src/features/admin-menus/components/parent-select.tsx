import { useQuery } from '@tanstack/react-query';
import { MENU_ROOT_ID } from '@depot/shared';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTreeQueryOptions, WHOLE_MENU_TREE, type MenuNode } from '../../../api/admin-menus';

interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

/** The parent of a menu: the top, a directory or a page; never the entry itself or below it. */
export function ParentSelect({
  id,
  value,
  onChange,
  exclude,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  /** The entry being edited (it and its sub-entries cannot be its parent). */
  exclude?: number;
}) {
  const { t } = useTranslation();
  const tree = useQuery(menuTreeQueryOptions(WHOLE_MENU_TREE));
  const treeData = useMemo(() => {
    const toOption = (node: MenuNode): ParentOption[] =>
      node.id === exclude || (node.kind !== 'directory' && node.kind !== 'page')
        ? []
        : [{ value: node.id, title: node.label, children: node.children.flatMap(toOption) }];
    return [
      {
        value: MENU_ROOT_ID,
        title: t('adminMenus.top'),
        children: (tree.data ?? []).flatMap(toOption),
      },
    ];
  }, [tree.data, exclude, t]);
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={(next: number) => onChange?.(next)}
      treeData={treeData}
      loading={tree.isLoading}
      treeDefaultExpandedKeys={[MENU_ROOT_ID]}
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}
