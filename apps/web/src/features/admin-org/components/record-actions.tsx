import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

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
        <Popconfirm
          title={t('adminOrg.common.deleteConfirm', { name })}
          okText={t('adminOrg.common.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={onDelete}
        >
          <Button type="link" size="small" danger>
            {t('adminOrg.common.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
