import { useTranslation } from 'react-i18next';
import { photoQueryOptions } from '../../../api/eam';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';

export const THUMB_SIZE = 72;

/** One photo as a thumbnail (click: the full picture), read with the user's token. */
export function PhotoThumb({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  return (
    <PhotoThumbnail
      photo={photoQueryOptions(url)}
      failedText={t('eam.photos.loadFailed')}
      alt={alt}
      size={THUMB_SIZE}
      iconSize={24}
    />
  );
}
