import { PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Flex, Image, Skeleton, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { assetImageQuery, type AssetFile } from '../../../api/asset';

export const PHOTO_SIZE = 96;

/**
 * One of an asset's pictures as a thumbnail; a click previews it large (with the others of
 * its Image.PreviewGroup). Read with the user's token, so not a plain src.
 */
export function AssetPhoto({ file }: { file: AssetFile }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const photo = useQuery(assetImageQuery(file));
  const box = {
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
  };
  if (photo.isError) {
    return (
      <Tooltip title={t('assets.files.photoFailed')}>
        <Flex align="center" justify="center" style={box} role="img" aria-label={file.name}>
          <PictureOutlined aria-hidden style={{ color: token.colorTextDisabled, fontSize: 28 }} />
        </Flex>
      </Tooltip>
    );
  }
  if (!photo.data) return <Skeleton.Image active style={box} />;
  return (
    <Image
      src={photo.data}
      alt={file.name}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      style={{ ...box, objectFit: 'cover' }}
    />
  );
}
