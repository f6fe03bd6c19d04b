import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Form, Radio, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DATA_SCOPES,
  dataScopeKeys,
  roleDataScopeQueryOptions,
  saveRoleDataScope,
  type DataScopeKind,
} from '../../../api/admin-data-scope';
import type { AdminRole } from '../../../api/admin-roles';
import { FormModal } from '../../../components/data-table';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

type Values = { dataScope: DataScopeKind };

/**
 * Which records a role's holders see (RuoYi's 数据权限): the six scopes, each with what it
 * covers, opened on the role's current scope. A failed save is toasted with the server's
 * message and the dialog stays open.
 */
export function RoleDataScopeModal({
  role,
  onClose,
}: {
  role: AdminRole | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const current = useQuery({
    ...roleDataScopeQueryOptions(role?.roleId ?? 0),
    enabled: role !== undefined,
  });
  const save = useMutation({
    mutationFn: ({ roleId, dataScope }: { roleId: number } & Values) =>
      saveRoleDataScope(roleId, { dataScope }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dataScopeKeys.role(saved.roleId), saved);
      void message.success(t('adminRoles.messages.dataScopeSaved'));
      onClose();
    },
  });

  let body;
  if (current.isError) {
    body = (
      <LoadFailedAlert title={t('dataTable.loadFailed')} onRetry={() => void current.refetch()} />
    );
  } else if (!current.data) {
    body = <Spin />;
  } else {
    body = (
      // Registered once the scope is known, so the form opens on it (and is untouched).
      <Form.Item
        name="dataScope"
        label={t('adminRoles.dataScope.label')}
        extra={t('adminRoles.dataScope.hint')}
        initialValue={current.data.dataScope}
      >
        <Radio.Group>
          <Flex vertical gap={8}>
            {DATA_SCOPES.map((kind) => (
              <Radio key={kind} value={kind}>
                {t(`adminRoles.dataScope.scopes.${kind}`)}
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t(`adminRoles.dataScope.hints.${kind}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
    );
  }

  return (
    <FormModal<Values>
      name="roleDataScope"
      title={t('adminRoles.dataScope.title', { name: role?.roleName })}
      open={role !== undefined}
      form={form}
      onSubmit={(values) => {
        // Nothing to send before the current scope is shown.
        if (role && values.dataScope) save.mutate({ roleId: role.roleId, ...values });
      }}
      onClose={onClose}
      submitting={save.isPending}
    >
      {body}
    </FormModal>
  );
}
