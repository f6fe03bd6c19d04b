import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRole, RoleInput } from '../../../api/admin-roles';
import { RoleDataScopeModal } from '../components/role-data-scope-modal';
import { RoleFormModal } from '../components/role-form-modal';
import { RolePermissionDrawer } from '../components/role-permission-drawer';
import { useRoleMutations } from './use-role-mutations';

/** The role page's dialogs (create/edit, permissions, data scope) and the confirmed delete. */
export function useRoleActions() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mutations = useRoleMutations();
  const [editing, setEditing] = useState<{ role: AdminRole | undefined }>();
  const [granting, setGranting] = useState<AdminRole>();
  const [scoping, setScoping] = useState<AdminRole>();

  const save = (values: RoleInput) => {
    const role = editing?.role;
    const done = (text: string) => () => {
      setEditing(undefined);
      void message.success(text);
    };
    if (role) {
      mutations.update.mutate(
        { roleId: role.roleId, ...values },
        { onSuccess: done(t('adminRoles.messages.saved')) },
      );
    } else {
      mutations.create.mutate(values, { onSuccess: done(t('adminRoles.messages.created')) });
    }
  };

  const remove = (role: AdminRole) =>
    void modal.confirm({
      title: t('common.confirmTitle'),
      content: t('adminRoles.confirm.delete', { name: role.roleName }),
      okButtonProps: { danger: true },
      onOk: () =>
        mutations.remove.mutateAsync(role.roleId).then(
          () => void message.success(t('adminRoles.messages.deleted')),
          () => undefined, // the server's message (held by users, the admin role) is toasted
        ),
    });

  const dialogs = (
    <>
      <RoleFormModal
        open={editing !== undefined}
        role={editing?.role}
        submitting={mutations.create.isPending || mutations.update.isPending}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      />
      <RolePermissionDrawer role={granting} onClose={() => setGranting(undefined)} />
      <RoleDataScopeModal role={scoping} onClose={() => setScoping(undefined)} />
    </>
  );

  return {
    openCreate: () => setEditing({ role: undefined }),
    openEdit: (role: AdminRole) => setEditing({ role }),
    openPermissions: setGranting,
    openDataScope: setScoping,
    remove,
    dialogs,
  };
}

export type RoleActions = ReturnType<typeof useRoleActions>;
