import { useTranslation } from 'react-i18next';
import { assetImageQuery, type AssetFile } from '../../../api/asset';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';

export const PHOTO_SIZE = 96;

/** One of an asset's pictures as a thumbnail, read with the user's token. */
export function AssetPhoto({ file }: { file: AssetFile }) {
  const { t } = useTranslation();
  return (
    <PhotoThumbnail
      photo={assetImageQuery(file)}
      failedText={t('assets.files.photoFailed')}
      alt={file.name}
      size={PHOTO_SIZE}
      iconSize={28}
    />
  );
}
