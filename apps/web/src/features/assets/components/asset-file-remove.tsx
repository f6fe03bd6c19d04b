import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssetFile } from '../../../api/asset';

/** Takes one file off the asset once the user confirms. */
export function AssetFileRemove({
  file,
  onRemove,
}: {
  file: AssetFile;
  onRemove: (file: AssetFile) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('assets.files.confirmRemove', { name: file.name })}
      okText={t('assets.files.remove')}
      okButtonProps={{ danger: true }}
      onConfirm={() => onRemove(file)}
    >
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('assets.files.removeNamed', { name: file.name })}
      />
    </Popconfirm>
  );
}
