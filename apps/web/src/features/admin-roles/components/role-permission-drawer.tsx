import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, Flex, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTreeQueryOptions, WHOLE_MENU_TREE, type MenuNode } from '../../../api/admin-menus';
import { roleMenusQueryOptions, type AdminRole } from '../../../api/admin-roles';
import { useRoleMutations } from '../hooks/use-role-mutations';
import { grantsToSave, indexTree, normaliseGrants, type GrantIndex } from '../lib/grant-tree';
import { PermissionTree } from './permission-tree';

/** The menus and buttons granted to a role: check all, uncheck all, expand all, save. */
export function RolePermissionDrawer({
  role,
  onClose,
}: {
  role: AdminRole | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const open = role !== undefined;
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  // Escape and the close icon ask first when checks were changed and not saved.
  const guardedClose = () => {
    if (!dirty) {
      close();
      return;
    }
    void modal.confirm({
      title: t('dataTable.discardTitle'),
      content: t('dataTable.discardContent'),
      okText: t('dataTable.discard'),
      cancelText: t('dataTable.keepEditing'),
      onOk: close,
    });
  };
  const tree = useQuery({ ...menuTreeQueryOptions(WHOLE_MENU_TREE), enabled: open });
  const grants = useQuery({ ...roleMenusQueryOptions(role?.roleId ?? 0), enabled: open });
  const index = useMemo(() => indexTree(tree.data ?? []), [tree.data]);

  let body;
  if (tree.isError || grants.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataTable.loadFailed')}>
        <Button
          onClick={() => {
            void tree.refetch();
            void grants.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </Empty>
    );
  } else if (!tree.data || !grants.data || !role) {
    body = <Spin />;
  } else if (tree.data.length === 0) {
    body = <Empty description={t('adminRoles.permissions.empty')} />;
  } else {
    body = (
      // A new editor for each role (the drawer is rebuilt on each opening; a refetch after a
      // save must not reset the editor, or its save callbacks would go with it).
      <GrantEditor
        key={role.roleId}
        role={role}
        tree={tree.data}
        index={index}
        initial={grants.data}
        onChanged={() => setDirty(true)}
        onSaved={close}
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={guardedClose}
      size={560}
      title={t('adminRoles.permissions.title', { name: role?.roleName })}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

function GrantEditor({
  role,
  tree,
  index,
  initial,
  onChanged,
  onSaved,
}: {
  role: AdminRole;
  tree: MenuNode[];
  index: GrantIndex;
  initial: number[];
  onChanged: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { saveMenus } = useRoleMutations();
  const [granted, setGrantedState] = useState(() => normaliseGrants(index, initial));
  const setGranted = (next: Set<number>) => {
    setGrantedState(next);
    onChanged();
  };
  const [expanded, setExpanded] = useState<number[]>(() => tree.map((n) => n.id));
  const parents = index.all.filter((id) => (index.childrenOf.get(id) ?? []).length > 0);

  const save = () =>
    saveMenus.mutate(
      { roleId: role.roleId, menuIds: grantsToSave(index, granted) },
      {
        onSuccess: () => {
          void message.success(t('adminRoles.messages.permissionsSaved'));
          onSaved();
        },
      },
    );

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('adminRoles.permissions.hint')} />
      <Flex gap={8} wrap align="center">
        <Button onClick={() => setGranted(new Set(index.all))}>
          {t('adminRoles.permissions.checkAll')}
        </Button>
        <Button onClick={() => setGranted(new Set())}>
          {t('adminRoles.permissions.uncheckAll')}
        </Button>
        <Button onClick={() => setExpanded(parents)}>
          {t('adminRoles.permissions.expandAll')}
        </Button>
        <Button onClick={() => setExpanded([])}>{t('adminRoles.permissions.collapseAll')}</Button>
        <Typography.Text type="secondary">
          {t('adminRoles.permissions.summary', { count: granted.size })}
        </Typography.Text>
      </Flex>
      <PermissionTree
        tree={tree}
        index={index}
        granted={granted}
        onChange={setGranted}
        expandedKeys={expanded}
        onExpand={setExpanded}
      />
      <Flex justify="end">
        <Button type="primary" loading={saveMenus.isPending} onClick={save}>
          {t('adminRoles.permissions.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
