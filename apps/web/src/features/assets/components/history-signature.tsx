import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { signatureImageQuery } from '../../../api/asset-doc';

/**
 * A history row's signature (the receiver's, when a pick-up, lending or return was signed): a
 * small picture of the stored PNG, read with the user's token; a click shows it large.
 */
export function HistorySignature({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const image = useQuery(signatureImageQuery(fileId));
  if (image.isError) {
    return (
      <Typography.Text type="secondary">{t('assetDocs.detail.signatureFailed')}</Typography.Text>
    );
  }
  if (!image.data) return <Skeleton.Image active style={{ width: 120, height: 40 }} />;
  return (
    <Image
      src={image.data}
      alt={t('assetDocs.history.signature')}
      width={120}
      preview={{ mask: t('assetDocs.history.viewSignature') }}
      style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 4, background: '#fff' }}
    />
  );
}
