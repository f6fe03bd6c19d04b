import { PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Flex, Image, Skeleton, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { photoQueryOptions } from '../../../api/eam';

export const THUMB_SIZE = 72;

/** One photo as a thumbnail (click: the full picture), read with the user's token. */
export function PhotoThumb({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const photo = useQuery(photoQueryOptions(url));
  const src = photo.data;
  const box = {
    width: THUMB_SIZE,
    height: THUMB_SIZE,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
  };
  if (photo.isError) {
    return (
      <Tooltip title={t('eam.photos.loadFailed')}>
        <Flex align="center" justify="center" style={box} role="img" aria-label={alt}>
          <PictureOutlined aria-hidden style={{ color: token.colorTextDisabled, fontSize: 24 }} />
        </Flex>
      </Tooltip>
    );
  }
  if (!src) return <Skeleton.Image active style={box} />;
  return (
    <Image
      src={src}
      alt={alt}
      width={THUMB_SIZE}
      height={THUMB_SIZE}
      style={{ ...box, objectFit: 'cover' }}
    />
  );
}
