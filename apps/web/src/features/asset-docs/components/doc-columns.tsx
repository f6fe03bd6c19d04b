import type { AssetDocWire } from '@depot/shared';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../lib/date-time';
import { assetDocDetailHref } from '../paths';
import { DocStatusTag, DocTypeTag } from './doc-tags';
import { useWide } from '../../../lib/use-wide';

/**
 * The documents list's columns: on a wide screen one per field; on a phone one column holding
 * the document (number, type, status, applicant, assets, created), so a row reads without
 * scrolling sideways. The number opens the document.
 */
export function useDocColumns(): ColumnsType<AssetDocWire> {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const wide = useWide();
  const codeLink = (doc: AssetDocWire) => (
    <Link to={assetDocDetailHref(doc.docId)}>{doc.code}</Link>
  );
  if (!wide) {
    return [
      {
        key: 'code',
        title: t('assetDocs.field.code'),
        render: (_, doc) => (
          <Flex vertical gap={4}>
            <Flex gap={8} wrap align="center">
              {codeLink(doc)}
              <DocTypeTag type={doc.docType} />
              <DocStatusTag status={doc.status} />
            </Flex>
            <Typography.Text type="secondary">
              {doc.applicant.nickname} · {t('assetDocs.field.assets')} {doc.items.length} ·{' '}
              {formatDateTime(doc.createdAt)}
            </Typography.Text>
          </Flex>
        ),
      },
    ];
  }
  return [
    { key: 'code', title: t('assetDocs.field.code'), render: (_, doc) => codeLink(doc) },
    {
      key: 'docType',
      title: t('assetDocs.field.type'),
      render: (_, doc) => <DocTypeTag type={doc.docType} />,
    },
    {
      key: 'status',
      title: t('assetDocs.field.status'),
      render: (_, doc) => <DocStatusTag status={doc.status} />,
    },
    {
      key: 'applicant',
      title: t('assetDocs.field.applicant'),
      render: (_, doc) => doc.applicant.nickname,
    },
    {
      key: 'assets',
      title: t('assetDocs.field.assets'),
      align: 'right',
      render: (_, doc) => doc.items.length,
    },
    {
      key: 'createdAt',
      title: t('assetDocs.field.createdAt'),
      render: (_, doc) => formatDateTime(doc.createdAt),
    },
  ];
}
