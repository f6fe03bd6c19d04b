import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignatureImage } from '../../../components/signature-image';

/**
 * The drawn signature of a gate's or a completion's signer `name` (the stored PNG), or a word
 * that it was signed before drawn signatures were kept (`fileId` null).
 */
export function ProjectSignature({ fileId, name }: { fileId: string | null; name: string }) {
  const { t } = useTranslation();
  if (fileId === null) {
    return <Typography.Text type="secondary">{t('project.signature.none')}</Typography.Text>;
  }
  return (
    <SignatureImage
      fileId={fileId}
      alt={t('project.signature.signatureAlt', { name })}
      failed={t('project.signature.signatureFailed')}
    />
  );
}
