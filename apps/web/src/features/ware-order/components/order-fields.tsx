import { wareOrderSignatureUrl, type WareOrderDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { photoQueryOptions } from '../../../api/eam';
import { ItemList } from '../../../components/item-list';
import { useFormatDateTime } from '../../../lib/date-time';
import { assetDocHref } from '../paths';
import { UrgencyTag } from './status-tag';

function Signature({ order }: { order: WareOrderDetail }) {
  const { t } = useTranslation();
  const image = useQuery(photoQueryOptions(wareOrderSignatureUrl(order.type, order.orderId)));
  if (!image.data) return null;
  return (
    <Image
      src={image.data}
      alt={t('wareOrder.detail.signatureAlt')}
      style={{ maxWidth: 240, border: '1px solid #eee' }}
      preview={false}
    />
  );
}

/** An order's fields in one column on a phone, two on a wider screen; then its assets. */
export function OrderFields({ order }: { order: WareOrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const none = t('wareOrder.none');
  const contact = [order.contactName, order.contactPhone].filter(Boolean).join(' ');
  const items = [
    { key: 'kind', label: t('wareOrder.kind'), children: t(`wareOrder.kinds.${order.kind}`) },
    ...(order.type === 'special'
      ? [
          {
            key: 'urgency',
            label: t('wareOrder.urgency'),
            children: <UrgencyTag urgency={order.urgency} />,
          },
          { key: 'reason', label: t('wareOrder.reason'), children: order.reason },
        ]
      : []),
    { key: 'store', label: t('wareOrder.store'), children: order.storeName },
    { key: 'address', label: t('wareOrder.address'), children: order.address ?? none },
    {
      key: 'contact',
      label: t('wareOrder.contactName'),
      children: contact ? (
        order.contactPhone ? (
          <a href={`tel:${order.contactPhone}`}>{contact}</a>
        ) : (
          contact
        )
      ) : (
        none
      ),
    },
    { key: 'plannedDate', label: t('wareOrder.plannedDate'), children: order.plannedDate ?? none },
    { key: 'worker', label: t('wareOrder.worker'), children: order.worker?.nickname ?? none },
    {
      key: 'sourceDoc',
      label: t('wareOrder.sourceDoc'),
      children: order.sourceDoc ? (
        <Link to={assetDocHref(order.sourceDoc.docId)}>{order.sourceDoc.code}</Link>
      ) : (
        none
      ),
    },
    {
      key: 'createdBy',
      label: t('wareOrder.createdBy'),
      children: order.createdBy?.nickname ?? none,
    },
    {
      key: 'createdAt',
      label: t('wareOrder.createdAt'),
      children: formatDateTime(order.createdAt),
    },
    ...(order.startedAt
      ? [
          {
            key: 'startedAt',
            label: t('wareOrder.startedAt'),
            children: formatDateTime(order.startedAt),
          },
        ]
      : []),
    ...(order.finishedAt
      ? [
          {
            key: 'finishedAt',
            label: t('wareOrder.finishedAt'),
            children: formatDateTime(order.finishedAt),
          },
        ]
      : []),
    ...(order.cancelReason
      ? [{ key: 'cancelReason', label: t('wareOrder.cancelReason'), children: order.cancelReason }]
      : []),
    { key: 'remark', label: t('wareOrder.remark'), children: order.remark ?? none },
    ...(order.signed
      ? [
          {
            key: 'signature',
            label: t('wareOrder.detail.signedBy', { name: order.receiverName ?? '' }),
            children: <Signature order={order} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <Card title={t('wareOrder.detail.fields')} size="small">
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" items={items} />
      </Card>
      <Card title={t('wareOrder.detail.assets')} size="small">
        <ItemList
          size="small"
          items={order.assets}
          rowKey={(a) => a.assetId}
          empty={
            <Typography.Text type="secondary">{t('wareOrder.detail.noAssets')}</Typography.Text>
          }
          renderItem={(a) => (
            <Typography.Text>
              {a.code} {a.name}
              {a.model ? ` · ${a.model}` : ''}
            </Typography.Text>
          )}
        />
      </Card>
    </>
  );
}
