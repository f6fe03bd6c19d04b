import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteLink } from '../../../components/delete-link';

export interface RecordActionsProps {
  /** The record's name, for the delete question. */
  name: string;
  /** Shown (with onAddChild) only when given: tree pages. */
  onAddChild?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A row's buttons; each is shown only when its handler is given (i.e. the user may). */
export function RecordActions({ name, onAddChild, onEdit, onDelete }: RecordActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {onAddChild && (
        <Button type="link" size="small" onClick={onAddChild}>
          {t('adminOrg.common.addChild')}
        </Button>
      )}
      {onEdit && (
        <Button type="link" size="small" onClick={onEdit}>
          {t('adminOrg.common.edit')}
        </Button>
      )}
      {onDelete && (
        <DeleteLink
          confirm={t('adminOrg.common.deleteConfirm', { name })}
          okText={t('adminOrg.common.delete')}
          okDanger
          cancelText={t('common.cancel')}
          onConfirm={onDelete}
        >
          {t('adminOrg.common.delete')}
        </DeleteLink>
      )}
    </Space>
  );
}
