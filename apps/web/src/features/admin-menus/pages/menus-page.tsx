import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuFormModal, type MenuEditing } from '../components/menu-form-modal';
import { useLazyMenuRows, type MenuRow } from '../hooks/use-lazy-menu-rows';
import { useMenuColumns } from '../hooks/use-menu-columns';
import { useMenuMutations } from '../hooks/use-menu-mutations';
import { toMenuFields, type MenuFormValues } from '../lib/menu-form-values';
import { useMenuPermissions } from '../permissions';

/**
 * Menus (RuoYi/pig "菜单管理"): the tree one level at a time, every field of a record, and
 * buttons as permission keys. The signed-in user's sidebar follows each change at once.
 */
export function MenusPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { canAdd } = useMenuPermissions();
  const menu = useLazyMenuRows();
  const mutations = useMenuMutations();
  const [editing, setEditing] = useState<MenuEditing>();

  const columns = useMenuColumns({
    createChild: (parent) => setEditing({ parent }),
    edit: (record) => setEditing({ record }),
    remove: (record) =>
      void modal.confirm({
        title: t('common.confirmTitle'),
        content: t('adminMenus.confirm.delete', { name: record.label }),
        okButtonProps: { danger: true },
        onOk: () =>
          mutations.remove.mutateAsync(record.id).then(
            () => void message.success(t('adminMenus.messages.deleted')),
            () => undefined, // the server's reason (sub-menus) is toasted
          ),
      }),
  });

  const save = (values: MenuFormValues) => {
    const fields = toMenuFields(values);
    const done = (text: string) => () => {
      setEditing(undefined);
      void message.success(text);
    };
    if (editing && 'record' in editing) {
      mutations.update.mutate(
        { id: editing.record.id, ...fields },
        { onSuccess: done(t('adminMenus.messages.saved')) },
      );
    } else {
      mutations.create.mutate(fields, { onSuccess: done(t('adminMenus.messages.created')) });
    }
  };

  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex justify="space-between">
          <div>
            {canAdd && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setEditing({ parent: undefined })}
              >
                {t('adminMenus.actions.create')}
              </Button>
            )}
          </div>
          <Tooltip title={t('dataTable.refresh')}>
            <Button
              aria-label={t('dataTable.refresh')}
              icon={<ReloadOutlined aria-hidden />}
              onClick={menu.refetch}
            />
          </Tooltip>
        </Flex>
        <Table<MenuRow>
          rowKey="id"
          columns={columns}
          dataSource={menu.rows}
          loading={menu.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowKeys: menu.expanded,
            onExpandedRowsChange: (keys) => menu.setExpanded(keys.map(Number)),
          }}
          locale={{
            emptyText: menu.isError ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataTable.loadFailed')}>
                <Button onClick={menu.refetch}>{t('common.retry')}</Button>
              </Empty>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminMenus.empty')} />
            ),
          }}
        />
      </Flex>
      <MenuFormModal
        editing={editing}
        submitting={mutations.create.isPending || mutations.update.isPending}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
