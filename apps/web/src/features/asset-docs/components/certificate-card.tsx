import type { AssetDocWire, CertificateIssued } from '@depot/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { issueCertificate } from '../../../api/asset-doc';
import { useFormatDateTime } from '../../../lib/date-time';
import './print-sheet.css';

/**
 * 领取凭证, for the keeper while a pick-up, lending or return waits for its signature: issues a
 * single-use certificate (a new one voids the earlier one) and shows its QR, which holds the
 * open signing page's full address, with its expiry; printable on a sheet of its own.
 */
export function CertificateCard({ doc }: { doc: AssetDocWire }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [issued, setIssued] = useState<CertificateIssued>();
  const issue = useMutation({
    mutationFn: () => issueCertificate(doc.docId),
    onSuccess: setIssued,
  });
  const url = issued && new URL(issued.path, window.location.origin).href;
  const validUntil =
    issued &&
    t('assetDocs.certificate.validUntil', {
      time: formatDateTime(issued.expiresAt),
    });

  return (
    <Card size="small" title={t('assetDocs.certificate.title')}>
      <Flex vertical gap={12} align="start">
        <Typography.Text>{t('assetDocs.certificate.hint')}</Typography.Text>
        {issued && url && (
          <Flex gap={16} wrap align="center">
            <div role="img" aria-label={t('assetDocs.certificate.qr')}>
              <QRCode value={url} type="svg" size={200} bordered={false} />
            </div>
            <Flex vertical gap={8} align="start" style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Typography.Text strong>{t('assetDocs.certificate.issued')}</Typography.Text>
              <Typography.Text>{validUntil}</Typography.Text>
              <Typography.Text type="secondary">{t('assetDocs.certificate.link')}</Typography.Text>
              <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                {url}
              </Typography.Text>
              <Button onClick={() => window.print()}>{t('assetDocs.certificate.print')}</Button>
            </Flex>
          </Flex>
        )}
        <Flex gap={8} align="center" wrap>
          <Button
            type={issued ? 'default' : 'primary'}
            loading={issue.isPending}
            onClick={() => issue.mutate()}
          >
            {t(issued ? 'assetDocs.certificate.reissue' : 'assetDocs.certificate.issue')}
          </Button>
          <Typography.Text type="secondary">{t('assetDocs.certificate.voidNote')}</Typography.Text>
        </Flex>
      </Flex>
      {issued &&
        url &&
        createPortal(
          <PrintSheet doc={doc} url={url} validUntil={validUntil ?? ''} />,
          document.body,
        )}
    </Card>
  );
}

/** What is printed: the document, its assets, the QR and its address, the expiry. */
function PrintSheet({
  doc,
  url,
  validUntil,
}: {
  doc: AssetDocWire;
  url: string;
  validUntil: string;
}) {
  const { t } = useTranslation();
  const person = doc.receiver ?? doc.borrower;
  return (
    <section className="asset-doc-print" aria-hidden>
      <h1>{t('assetDocs.certificate.printTitle')}</h1>
      <p>
        {t(`assetDocs.type.${doc.docType}`)} {doc.code}
        {person ? ` · ${person.nickname}` : ''}
      </p>
      <ul>
        {doc.items.map((item) => (
          <li key={item.assetId}>
            {item.code} {item.name}
          </li>
        ))}
      </ul>
      <div className="asset-doc-print__qr">
        <QRCode
          value={url}
          type="svg"
          size={240}
          bordered={false}
          style={{ width: '100%', height: '100%' }}
        />
      </div>
      <p className="asset-doc-print__url">{url}</p>
      <p>{validUntil}</p>
    </section>
  );
}
