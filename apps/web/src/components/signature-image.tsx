import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton, Typography } from 'antd';
import { signatureImageQuery } from '../api/asset-doc';

/**
 * A drawn signature (a stored PNG read with the user's token, GET /admin/files/:id); a click
 * shows it large. Worded by the caller: `alt` names whose it is, `failed` says it could not be
 * read, `preview` is the mask over it (a small one in a list).
 */
export function SignatureImage({
  fileId,
  alt,
  failed,
  width = 240,
  preview,
}: {
  fileId: string;
  alt: string;
  failed: string;
  width?: number;
  preview?: string;
}) {
  const image = useQuery(signatureImageQuery(fileId));
  if (image.isError) return <Typography.Text type="secondary">{failed}</Typography.Text>;
  if (!image.data) return <Skeleton.Image active style={{ width, height: width / 3 }} />;
  return (
    <Image
      src={image.data}
      alt={alt}
      width={width}
      preview={preview ? { mask: preview } : undefined}
      style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8, background: '#fff' }}
    />
  );
}
