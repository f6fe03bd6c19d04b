import type { CostVisaFile } from '@depot/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StoredFileLinks } from '../../../components/stored-file-links';

/** A record's photos, each downloaded with the caller's token when clicked; or 无照片. */
export function QualityFiles({ files }: { files: CostVisaFile[] }) {
  const { t } = useTranslation();
  if (!files.length)
    return <Typography.Text type="secondary">{t('project.quality.noPhotos')}</Typography.Text>;
  return <StoredFileLinks files={files} />;
}
