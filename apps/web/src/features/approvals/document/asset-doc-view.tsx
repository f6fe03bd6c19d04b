import type { AssetDocWire, AssetStatus } from '@depot/shared';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../lib/date-time';
import { assetHref, personHref } from '../paths';
import { typedDocumentView } from './typed-document-view';
import { ShortTable } from '../../../components/short-table';

type Item = AssetDocWire['items'][number];

/** An asset document as the detail answers it (the asset documents' own contract). */
function isAssetDoc(document: Record<string, unknown>): document is AssetDocWire {
  return (
    typeof document.code === 'string' &&
    typeof document.docType === 'string' &&
    Array.isArray(document.items)
  );
}

function StatusText({ status }: { status: AssetStatus | null }) {
  const { t } = useTranslation();
  return status ? <>{t(`assets.status.${status}`)}</> : <>—</>;
}

/**
 * A lifecycle document (lending, pick-up, return, transfer, write-off, damage, rollback): its
 * code and status, the reason, the counterpart its type names (borrower and due date, receiver,
 * store, new custodian, the document it rolls back), the signature, and its assets.
 */
export const AssetDocView = typedDocumentView(isAssetDoc, AssetDocFacts);

function AssetDocFacts({ doc }: { doc: AssetDocWire }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const person = (p: { userId: number; nickname: string }) => (
    <Link to={personHref(p.userId)}>{p.nickname}</Link>
  );
  const fields = [
    { key: 'code', label: t('approvals.document.code'), children: doc.code },
    {
      key: 'status',
      label: t('approvals.document.status'),
      children: <Tag>{t(`approvals.document.docStatus.${doc.status}`)}</Tag>,
    },
    doc.borrower && {
      key: 'borrower',
      label: t('approvals.document.borrower'),
      children: person(doc.borrower),
    },
    doc.dueDate && {
      key: 'dueDate',
      label: t('approvals.document.dueDate'),
      children: doc.dueDate,
    },
    doc.receiver && {
      key: 'receiver',
      label: t('approvals.document.receiver'),
      children: person(doc.receiver),
    },
    doc.store && { key: 'store', label: t('approvals.document.store'), children: doc.store.name },
    doc.toCustodian && {
      key: 'toCustodian',
      label: t('approvals.document.toCustodian'),
      children: person(doc.toCustodian),
    },
    doc.toWarehouse && {
      key: 'toWarehouse',
      label: t('approvals.document.toWarehouse'),
      children: doc.toWarehouse.name,
    },
    doc.rollbackOf && {
      key: 'rollbackOf',
      label: t('approvals.document.rollbackOf'),
      children: doc.rollbackOf.code,
    },
    doc.rolledBackBy && {
      key: 'rolledBackBy',
      label: t('approvals.document.rolledBackBy'),
      children: doc.rolledBackBy.code,
    },
    doc.signedBy &&
      doc.signedAt && {
        key: 'signed',
        label: t('approvals.document.signed'),
        children: t('approvals.document.signedBy', {
          name: doc.signedBy.nickname,
          at: formatDateTime(doc.signedAt),
        }),
      },
    {
      key: 'reason',
      label: t('approvals.document.reason'),
      children: doc.reason,
      span: 'filled' as const,
    },
  ].filter((field) => !!field);

  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={fields} />
      <ShortTable<Item>
        rowKey="assetId"
        aria-label={t('approvals.document.assets')}
        dataSource={doc.items}
        columns={[
          {
            key: 'code',
            title: t('approvals.document.assetCode'),
            render: (_, item) => <Link to={assetHref(item.assetId)}>{item.code}</Link>,
          },
          { key: 'name', dataIndex: 'name', title: t('approvals.document.assetName') },
          {
            key: 'status',
            title: t('approvals.document.assetStatus'),
            render: (_, item) => <StatusText status={item.status} />,
          },
          {
            key: 'change',
            title: t('approvals.document.statusChange'),
            render: (_, item) =>
              item.statusAfter ? (
                <Typography.Text type="secondary">
                  <StatusText status={item.statusBefore} /> →{' '}
                  <StatusText status={item.statusAfter} />
                </Typography.Text>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Flex>
  );
}
