import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  dataScopeKeys,
  saveUserStores,
  userStoresQueryOptions,
} from '../../../api/admin-data-scope';
import type { AdminUser } from '../../../api/admin-users';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

type Values = { storeIds: number[] };

/**
 * The stores assigned to a user (what a role with the `stores` data scope lets them see):
 * opened on the current ones, searched by name or code, saved as a whole set (none is allowed).
 * A refusal (an unknown store) is toasted with the server's message and the dialog stays open.
 */
export function UserStoresModal({
  user,
  onClose,
}: {
  user: AdminUser | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const open = user !== undefined;
  const current = useQuery({ ...userStoresQueryOptions(user?.userId ?? 0), enabled: open });
  const stores = useQuery({ ...storeOptionsQueryOptions(), enabled: open });
  const save = useMutation({
    mutationFn: ({ userId, storeIds }: { userId: number } & Values) =>
      saveUserStores(userId, { storeIds }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dataScopeKeys.userStores(saved.userId), saved);
      void message.success(t('adminUsers.messages.saved'));
      onClose();
    },
  });

  let body;
  if (current.isError || stores.isError) {
    body = (
      <LoadFailedAlert
        title={t('dataTable.loadFailed')}
        onRetry={() => {
          if (current.isError) void current.refetch();
          if (stores.isError) void stores.refetch();
        }}
      />
    );
  } else if (!current.data || !stores.data) {
    body = <Spin />;
  } else {
    body = (
      // Registered once both are known, so the form opens on the current stores, untouched.
      <Form.Item
        name="storeIds"
        label={t('adminUsers.storesModal.label')}
        extra={t('adminUsers.storesModal.hint')}
        initialValue={current.data.storeIds}
      >
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder={t('adminUsers.storesModal.placeholder')}
          options={stores.data.map((s) => ({ value: s.storeId, label: `${s.name} (${s.code})` }))}
        />
      </Form.Item>
    );
  }

  return (
    <FormModal<Values>
      name="userStores"
      title={t('adminUsers.storesModal.title', { name: user?.nickname || user?.username })}
      open={open}
      form={form}
      onSubmit={(values) => {
        // Nothing to send before the current stores are shown.
        if (user && values.storeIds)
          save.mutate({ userId: user.userId, storeIds: values.storeIds });
      }}
      onClose={onClose}
      submitting={save.isPending}
    >
      {body}
    </FormModal>
  );
}
