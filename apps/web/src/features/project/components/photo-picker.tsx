import { QUALITY_MAX_FILES } from '@depot/shared';
import { Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFormFile, type StoredFile } from '../../../api/form-design';
import { uploadRequest } from '../../../lib/upload-request';

/**
 * Photos of a record, uploaded through the files module as they are chosen: on a phone the
 * button opens the camera (`capture`), elsewhere a file picker of images. Each can be removed
 * before the record is saved.
 */
export function PhotoPicker({
  value,
  onChange,
}: {
  value: StoredFile[];
  onChange: (next: StoredFile[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} align="flex-start">
      {value.map((f) => (
        <Flex key={f.id} gap={8} align="center">
          <Typography.Text>{f.name}</Typography.Text>
          <Button
            type="link"
            danger
            aria-label={t('project.quality.removePhoto', { name: f.name })}
            onClick={() => onChange(value.filter((o) => o.id !== f.id))}
          >
            {t('project.statement.remove')}
          </Button>
        </Flex>
      ))}
      {value.length < QUALITY_MAX_FILES && (
        <Upload
          accept="image/*"
          capture="environment"
          multiple
          showUploadList={false}
          customRequest={uploadRequest(async (file, onPercent) => {
            const stored = await uploadFormFile(file, onPercent);
            onChange([...value, stored]);
            return stored;
          })}
        >
          <Button size="large">{t('project.quality.takePhoto')}</Button>
        </Upload>
      )}
    </Flex>
  );
}
