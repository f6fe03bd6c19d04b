import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { signatureImageQuery } from '../../../api/asset-doc';

/** A drawn signature (a stored PNG read with the user's token); a click shows it large. */
export function SignatureImage({ fileId, name }: { fileId: string; name: string }) {
  const { t } = useTranslation();
  const image = useQuery(signatureImageQuery(fileId));
  if (image.isError) {
    return (
      <Typography.Text type="secondary">{t('assetDocs.detail.signatureFailed')}</Typography.Text>
    );
  }
  if (!image.data) return <Skeleton.Image active style={{ width: 240, height: 80 }} />;
  return (
    <Image
      src={image.data}
      alt={t('assetDocs.detail.signatureImage', { name })}
      width={240}
      style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8, background: '#fff' }}
    />
  );
}
