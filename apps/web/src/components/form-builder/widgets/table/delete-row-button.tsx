import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** Deletes a row after "are you sure you want to delete this row of data?" (SPEC §5). */
export function DeleteRowButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('form.table.confirmDelete')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={onConfirm}
    >
      <Button type="link" danger size="small" icon={<DeleteOutlined aria-hidden />}>
        {t('form.table.delete')}
      </Button>
    </Popconfirm>
  );
}
