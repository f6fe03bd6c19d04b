import {
  ASSET_DOC_SIGNED,
  WARE_ORDER_PAGES,
  WARE_ORDER_PERMISSIONS,
  WARE_ORDER_SOURCE_TYPES,
  type AssetDocType,
  type AssetDocWire,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { assetDocDetailQueryOptions } from '../../../api/asset-doc';
import { useFormatDateTime } from '../../../lib/date-time';
import { useSessionStore } from '../../../stores/session';
import { CertificateCard } from '../components/certificate-card';
import { DocItemsTable } from '../components/doc-items-table';
import { DocLoadState } from '../components/doc-load-state';
import { DocStatusTag, DocTypeTag } from '../components/doc-tags';
import { SignatureImage } from '../../../components/signature-image';
import { useDocByCode } from '../hooks/use-doc-by-code';
import { approvalRequestHref, assetDocDetailHref, assetDocEditHref } from '../paths';
import { useAssetDocPermissions } from '../permissions';

/**
 * /as/doc-detail?id= (or ?code=, the number an asset's history names): a lifecycle document,
 * its fields, assets before → after, its approval, and (pick-up, lending, return) the pickup
 * certificate for the keeper while it waits, or who signed, when, and the signature. Sent back
 * to its applicant, it offers them 修改并重新提交 (the form filled with it).
 */
export function AssetDocDetailPage() {
  const [search] = useSearchParams();
  const byCode = useDocByCode(search.get('code') ?? '');
  const id = Number(search.get('id')) || byCode.docId || 0;
  const detail = useQuery({ ...assetDocDetailQueryOptions(id), enabled: id > 0 });
  if (!detail.data) {
    return (
      <DocLoadState
        loading={(id > 0 && detail.isPending) || byCode.isPending}
        error={detail.error ?? byCode.error}
        onRetry={() => void (id > 0 ? detail.refetch() : byCode.refetch())}
      />
    );
  }
  return <DocView doc={detail.data} />;
}

function DocView({ doc }: { doc: AssetDocWire }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const can = useAssetDocPermissions();
  const navigate = useNavigate();
  const me = useSessionStore((s) => s.userInfo?.userId);
  const permissions = useSessionStore((s) => s.permissions);
  const editable =
    doc.status === 'sentBack' && doc.applicant.userId === me && can.types.includes(doc.docType);
  const docLink = (linked: { docId: number; code: string }) => (
    <Link to={assetDocDetailHref(linked.docId)}>{linked.code}</Link>
  );
  const fields: Array<[key: string, label: string, value: ReactNode]> = [
    ['applicant', t('assetDocs.field.applicant'), doc.applicant.nickname],
    ['createdAt', t('assetDocs.field.createdAt'), formatDateTime(doc.createdAt)],
    ['approval', t('assetDocs.field.approval'), t(`assetDocs.approval.${doc.approvalStatus}`)],
  ];
  const optional: Array<[key: string, label: string, value: ReactNode | null]> = [
    ['borrower', t('assetDocs.field.borrower'), doc.borrower?.nickname ?? null],
    ['dueDate', t('assetDocs.field.dueDate'), doc.dueDate],
    ['receiver', t('assetDocs.field.receiver'), doc.receiver?.nickname ?? null],
    [
      'store',
      t(doc.docType === 'transfer' ? 'assetDocs.field.toStore' : 'assetDocs.field.store'),
      doc.store?.name ?? null,
    ],
    ['toCustodian', t('assetDocs.field.toCustodian'), doc.toCustodian?.nickname ?? null],
    ['toWarehouse', t('assetDocs.field.toWarehouse'), doc.toWarehouse?.name ?? null],
    ['rollbackOf', t('assetDocs.field.rollbackOf'), doc.rollbackOf && docLink(doc.rollbackOf)],
    [
      'rolledBackBy',
      t('assetDocs.field.rolledBackBy'),
      doc.rolledBackBy && docLink(doc.rolledBackBy),
    ],
  ];
  const items = [...fields, ...optional.filter(([, , value]) => value !== null)].map(
    ([key, label, children]) => ({ key, label, children }),
  );
  const certifies =
    can.certificate && ASSET_DOC_SIGNED.includes(doc.docType) && doc.status === 'awaitingSignature';
  // An approved pick-up, transfer or return can become a warehouse work order (issue #18): its
  // list opens the new order's form filled with this document's store and assets.
  const makesWorkOrder =
    permissions[WARE_ORDER_PERMISSIONS.add] === true &&
    (WARE_ORDER_SOURCE_TYPES as readonly AssetDocType[]).includes(doc.docType) &&
    (doc.status === 'done' || doc.status === 'awaitingSignature');

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Space wrap>
            <Typography.Text strong>{doc.code}</Typography.Text>
            <DocTypeTag type={doc.docType} />
            <DocStatusTag status={doc.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {editable && (
              <Button
                type="primary"
                size="small"
                onClick={() => void navigate(assetDocEditHref(doc.docId))}
              >
                {t('assetDocs.detail.edit')}
              </Button>
            )}
            {makesWorkOrder && (
              <Button
                size="small"
                onClick={() =>
                  void navigate(`${WARE_ORDER_PAGES.work.list}/index?fromDoc=${doc.docId}`)
                }
              >
                {t('wareOrder.createWorkOrder')}
              </Button>
            )}
            <Link to={approvalRequestHref(doc.requestId)}>
              {t('assetDocs.detail.approvalLink')}
            </Link>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            ...items,
            {
              key: 'reason',
              label: t('assetDocs.field.reason'),
              children: doc.reason,
              span: 'filled',
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('assetDocs.detail.items')}>
        <DocItemsTable items={doc.items} />
      </Card>
      {certifies && <CertificateCard doc={doc} />}
      {doc.signedBy && (
        <Card size="small" title={t('assetDocs.detail.signature')}>
          <Flex vertical gap={12}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                {
                  key: 'by',
                  label: t('assetDocs.field.signedBy'),
                  children: doc.signedBy.nickname,
                },
                {
                  key: 'at',
                  label: t('assetDocs.field.signedAt'),
                  children: formatDateTime(doc.signedAt),
                },
              ]}
            />
            {doc.signatureFileId && (
              <SignatureImage
                fileId={doc.signatureFileId}
                alt={t('assetDocs.detail.signatureImage', { name: doc.signedBy.nickname })}
                failed={t('assetDocs.detail.signatureFailed')}
              />
            )}
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
