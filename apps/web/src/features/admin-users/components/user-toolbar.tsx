import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportUsers, type UserFilters } from '../../../api/admin-users';
import { ExportButton } from '../../../components/export-button';
import type { UserActions } from '../hooks/use-user-actions';
import { useUserPermissions } from '../permissions';

/** Create, the bulk actions on the selected rows, and the Excel export of the current filters. */
export function UserToolbar({
  actions,
  selectedIds,
  clearSelection,
  filters,
}: {
  actions: UserActions;
  selectedIds: number[];
  clearSelection: () => void;
  filters: UserFilters & { sort?: string };
}) {
  const { t } = useTranslation();
  const { canAdd, canEdit, canDelete, canExport } = useUserPermissions();
  const some = selectedIds.length > 0;
  return (
    <>
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={actions.openCreate}>
          {t('adminUsers.actions.create')}
        </Button>
      )}
      {canEdit && (
        <>
          <Button
            disabled={!some}
            onClick={() => actions.setManyEnabled(selectedIds, true, clearSelection)}
          >
            {t('adminUsers.actions.bulkEnable')}
          </Button>
          <Button
            disabled={!some}
            onClick={() => actions.setManyEnabled(selectedIds, false, clearSelection)}
          >
            {t('adminUsers.actions.bulkDisable')}
          </Button>
        </>
      )}
      {canDelete && (
        <Button
          danger
          disabled={!some}
          onClick={() => actions.removeMany(selectedIds, clearSelection)}
        >
          {t('adminUsers.actions.bulkDelete')}
        </Button>
      )}
      {canExport && (
        <ExportButton
          run={() => exportUsers(filters)}
          fallbackName="users.xlsx"
          label={t('adminUsers.actions.export')}
          done={() => t('adminUsers.messages.exported')}
        />
      )}
      {some && (
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
          {t('adminUsers.actions.selected', { count: selectedIds.length })}
        </Typography.Text>
      )}
    </>
  );
}
