import { PictureOutlined } from '@ant-design/icons';
import { Flex, Image, Skeleton, Tooltip, theme } from 'antd';

/**
 * A picture as a square thumbnail; a click previews it large (with the others of its
 * Image.PreviewGroup). The caller reads it with the user's token (not a plain src) and gives its
 * object URL once there; a picture that could not be read is a grey icon saying so.
 */
export function PhotoThumbnail({
  src,
  failed,
  failedText,
  alt,
  size,
  iconSize,
}: {
  src: string | undefined;
  failed: boolean;
  failedText: string;
  alt: string;
  size: number;
  iconSize: number;
}) {
  const { token } = theme.useToken();
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
