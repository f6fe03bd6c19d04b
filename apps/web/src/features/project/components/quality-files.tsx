import type { CostVisaFile } from '@depot/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { downloadVisaFile } from '../api';

/** A record's photos, each downloaded with the caller's token when clicked; or 无照片. */
export function QualityFiles({ files }: { files: CostVisaFile[] }) {
  const { t } = useTranslation();
  const fetchIt = useMutation({
    mutationFn: (file: CostVisaFile) => downloadVisaFile(file.url),
    onSuccess: (got, file) => saveFile(got.blob, got.filename ?? file.name),
  });
  if (!files.length)
    return <Typography.Text type="secondary">{t('project.quality.noPhotos')}</Typography.Text>;
  return (
    <Flex vertical align="flex-start">
      {files.map((f) => (
        <Button key={f.id} type="link" style={{ padding: 0 }} onClick={() => fetchIt.mutate(f)}>
          {f.name}
        </Button>
      ))}
    </Flex>
  );
}
