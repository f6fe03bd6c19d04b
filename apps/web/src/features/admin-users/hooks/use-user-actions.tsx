import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../api/admin-users';
import { AssignRolesModal } from '../components/assign-roles-modal';
import { TemporaryPasswordModal, type ShownPassword } from '../components/temporary-password-modal';
import { UserFormModal, type UserFormValues } from '../components/user-form-modal';
import { UserStoresModal } from '../components/user-stores-modal';
import { useUserMutations } from './use-user-mutations';

type Editing = { user: AdminUser | undefined } | undefined;

const nameOf = (user: AdminUser) => user.nickname || user.username;

/**
 * What the user page does with users: the create/edit, roles and stores dialogs, the one-time
 * password, and the confirmed actions. `dialogs` renders the open dialogs.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mutations = useUserMutations();
  const [editing, setEditing] = useState<Editing>();
  const [rolesOf, setRolesOf] = useState<AdminUser>();
  const [storesOf, setStoresOf] = useState<AdminUser>();
  const [password, setPassword] = useState<ShownPassword>();

  const save = (values: UserFormValues) => {
    const fields = {
      nickname: values.nickname.trim(),
      // '' clears a field on the server; a cleared select is no department.
      phone: values.phone?.trim() ?? '',
      email: values.email?.trim() ?? '',
      deptId: values.deptId ?? null,
      roleIds: values.roleIds,
      postIds: values.postIds,
      enabled: values.enabled,
    };
    const user = editing?.user;
    if (user) {
      mutations.update.mutate(
        { userId: user.userId, ...fields },
        {
          onSuccess: () => {
            setEditing(undefined);
            void message.success(t('adminUsers.messages.saved'));
          },
        },
      );
      return;
    }
    mutations.create.mutate(
      { username: values.username.trim(), ...fields },
      {
        onSuccess: (created) => {
          setEditing(undefined);
          void message.success(t('adminUsers.messages.created'));
          if (created.temporaryPassword) {
            setPassword({
              username: created.username,
              password: created.temporaryPassword,
              reason: 'created',
            });
          }
        },
      },
    );
  };

  const setEnabled = (user: AdminUser, enabled: boolean) => {
    const run = () =>
      mutations.setEnabled.mutateAsync({ userId: user.userId, enabled }).then(
        () =>
          void message.success(
            t(enabled ? 'adminUsers.messages.enabled' : 'adminUsers.messages.disabled'),
          ),
        () => undefined, // toasted by the http client
      );
    if (enabled) {
      void run();
      return;
    }
    void modal.confirm({
      title: t('common.confirmTitle'),
      content: t('adminUsers.confirm.disable', { name: nameOf(user) }),
      okButtonProps: { danger: true },
      onOk: run,
    });
  };

  const resetPassword = (user: AdminUser) =>
    void modal.confirm({
      title: t('adminUsers.confirm.reset', { name: nameOf(user) }),
      content: t('adminUsers.confirm.resetHint'),
      okButtonProps: { danger: true },
      onOk: () =>
        mutations.resetPassword.mutateAsync(user.userId).then(
          (result) => {
            if (result.temporaryPassword) {
              setPassword({
                username: user.username,
                password: result.temporaryPassword,
                reason: 'reset',
              });
            }
          },
          () => undefined,
        ),
    });

  const liftLockout = (user: AdminUser) =>
    void modal.confirm({
      title: t('adminUsers.confirm.unlock', { name: nameOf(user) }),
      content: t('adminUsers.confirm.unlockHint'),
      onOk: () =>
        mutations.liftLockout.mutateAsync(user.userId).then(
          () => void message.success(t('adminUsers.messages.unlocked')),
          () => undefined, // toasted by the http client
        ),
    });

  const remove = (user: AdminUser) =>
    void modal.confirm({
      title: t('common.confirmTitle'),
      content: t('adminUsers.confirm.delete', { name: nameOf(user) }),
      okButtonProps: { danger: true },
      onOk: () =>
        mutations.remove.mutateAsync(user.userId).then(
          () => void message.success(t('adminUsers.messages.deleted')),
          () => undefined,
        ),
    });

  const setManyEnabled = (userIds: number[], enabled: boolean, done: () => void) => {
    const run = () =>
      mutations.setManyEnabled.mutateAsync({ userIds, enabled }).then(
        () => {
          done();
          void message.success(
            t(enabled ? 'adminUsers.messages.enabled' : 'adminUsers.messages.disabled'),
          );
        },
        () => undefined,
      );
    if (enabled) {
      void run();
      return;
    }
    void modal.confirm({
      title: t('common.confirmTitle'),
      content: t('adminUsers.confirm.bulkDisable', { count: userIds.length }),
      okButtonProps: { danger: true },
      onOk: run,
    });
  };

  const removeMany = (userIds: number[], done: () => void) =>
    void modal.confirm({
      title: t('common.confirmTitle'),
      content: t('adminUsers.confirm.bulkDelete', { count: userIds.length }),
      okButtonProps: { danger: true },
      onOk: () =>
        mutations.removeMany.mutateAsync(userIds).then(
          () => {
            done();
            void message.success(t('adminUsers.messages.deleted'));
          },
          () => undefined,
        ),
    });

  const dialogs = (
    <>
      <UserFormModal
        open={editing !== undefined}
        user={editing?.user}
        submitting={mutations.create.isPending || mutations.update.isPending}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      />
      <AssignRolesModal
        user={rolesOf}
        submitting={mutations.setRoles.isPending}
        onSubmit={(roleIds) =>
          rolesOf &&
          mutations.setRoles.mutate(
            { userId: rolesOf.userId, roleIds },
            {
              onSuccess: () => {
                setRolesOf(undefined);
                void message.success(t('adminUsers.messages.saved'));
              },
            },
          )
        }
        onClose={() => setRolesOf(undefined)}
      />
      <UserStoresModal user={storesOf} onClose={() => setStoresOf(undefined)} />
      <TemporaryPasswordModal shown={password} onClose={() => setPassword(undefined)} />
    </>
  );

  return {
    openCreate: () => setEditing({ user: undefined }),
    openEdit: (user: AdminUser) => setEditing({ user }),
    openRoles: setRolesOf,
    openStores: setStoresOf,
    setEnabled,
    /** The user whose switch is being changed (its switch spins). */
    switchingId: mutations.setEnabled.isPending ? mutations.setEnabled.variables.userId : undefined,
    resetPassword,
    liftLockout,
    remove,
    setManyEnabled,
    removeMany,
    dialogs,
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
