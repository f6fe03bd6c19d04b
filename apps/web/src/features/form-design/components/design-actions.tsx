import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteLink } from '../../../components/delete-link';
import type { FormDesignSummary } from '../../../api/form-design';
import { useFormDesignPermissions } from '../hooks/use-form-design-permissions';

export interface DesignActionsProps {
  design: FormDesignSummary;
  onDesign: () => void;
  onPreview: () => void;
  onCopy: () => void;
  onDelete: () => void;
}

/** A row's actions; those the user lacks the permission for are not shown. */
export function DesignActions({
  design,
  onDesign,
  onPreview,
  onCopy,
  onDelete,
}: DesignActionsProps) {
  const { t } = useTranslation();
  const { canAdd, canEdit, canDelete } = useFormDesignPermissions();
  return (
    <Space size={0} wrap>
      {canEdit && (
        <Button type="link" size="small" onClick={onDesign}>
          {t('form.list.design')}
        </Button>
      )}
      <Button type="link" size="small" onClick={onPreview}>
        {t('form.list.preview')}
      </Button>
      {canAdd && (
        <Button type="link" size="small" onClick={onCopy}>
          {t('form.list.copy')}
        </Button>
      )}
      {canDelete && (
        <DeleteLink
          confirm={t('form.list.deleteConfirm', { name: design.name })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={onDelete}
        >
          {t('form.list.delete')}
        </DeleteLink>
      )}
    </Space>
  );
}
