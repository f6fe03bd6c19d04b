import { PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Flex, Image, Skeleton, Tooltip, theme } from 'antd';
import type { photoQueryOptions } from '../api/eam';

/**
 * A picture as a square thumbnail; a click previews it large (with the others of its
 * Image.PreviewGroup). It is read with the user's token (not a plain src) through `photo`, a
 * picture's query (photoQueryOptions); a picture that could not be read is a grey icon saying so.
 */
export function PhotoThumbnail({
  photo,
  failedText,
  alt,
  size,
  iconSize,
}: {
  photo: ReturnType<typeof photoQueryOptions>;
  failedText: string;
  alt: string;
  size: number;
  iconSize: number;
}) {
  const { token } = theme.useToken();
  const { data: src, isError: failed } = useQuery(photo);
  const box = {
    width: size,
    height: size,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
  };
  if (failed) {
    return (
      <Tooltip title={failedText}>
        <Flex align="center" justify="center" style={box} role="img" aria-label={alt}>
          <PictureOutlined
            aria-hidden
            style={{ color: token.colorTextDisabled, fontSize: iconSize }}
          />
        </Flex>
      </Tooltip>
    );
  }
  if (!src) return <Skeleton.Image active style={box} />;
  return (
    <Image src={src} alt={alt} width={size} height={size} style={{ ...box, objectFit: 'cover' }} />
  );
}
