import type { Qualification, SupplierPrice } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ItemList } from '../../../components/item-list';
import { PageTitle } from '../../../components/page-title';
import { StoredFileLinks } from '../../../components/stored-file-links';
import {
  purchaseKeys,
  qualificationsQueryOptions,
  removeQualification,
  supplierQueryOptions,
  supplierSkusQueryOptions,
} from '../api';
import { ExpiryTag } from '../components/expiry-tag';
import { PriceDialog } from '../components/price-dialog';
import { PriceHistoryDrawer } from '../components/price-history';
import { QualificationDialog } from '../components/qualification-dialog';
import { RatingCard } from '../components/rating-card';
import { SupplierOrders } from '../components/supplier-orders';
import { SupplierDialog } from '../components/supplier-dialog';
import { usePurchasePermissions } from '../permissions';
import { EnabledTag } from '../components/enabled-state';
import { useSaving } from '../../../lib/use-saving';
import { DeleteLink } from '../../../components/delete-link';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/**
 * /product/supplierDetail?id= (SPEC §2; the supplier list is its menu): a supplier's details,
 * contacts and bank, its qualification files with their expiry, the SKUs it prices with the
 * current price and lead time (each with its price history), its rating and its orders.
 */
export function SupplierPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const supplier = useQuery({ ...supplierQueryOptions(id), enabled: valid });

  if (!valid || supplier.isError) {
    return (
      <Result
        status="404"
        title={t('purchase.notFound')}
        extra={<Link to="/product/supplier">{t('purchase.back')}</Link>}
      />
    );
  }
  if (!supplier.data) return <Skeleton active />;
  return <SupplierView supplierId={id} />;
}

function SupplierView({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const can = usePurchasePermissions();
  const { data: s } = useQuery(supplierQueryOptions(supplierId));
  const files = useQuery(qualificationsQueryOptions(supplierId));
  const skus = useQuery(supplierSkusQueryOptions(supplierId));
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [history, setHistory] = useState<SupplierPrice>();
  // undefined: closed; null: a SKU not yet priced by this supplier.
  const [pricing, setPricing] = useState<SupplierPrice | null>();
  const remove = useSaving({
    save: (q: Qualification) => removeQualification(supplierId, q.qualificationId),
    refresh: purchaseKeys.all,
    done: () => t('purchase.saved'),
  });
  if (!s) return null;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex align="center" gap={8} wrap>
            <PageTitle>{s.name}</PageTitle>
            <EnabledTag enabled={s.enabled} />
          </Flex>
          {can.supplierEdit && (
            <Button onClick={() => setEditing(true)}>{t('purchase.editSupplier')}</Button>
          )}
        </Flex>
        <Descriptions
          style={{ marginTop: 16 }}
          title={t('purchase.basics')}
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'code', label: t('purchase.code'), children: s.code },
            { key: 'credit', label: t('purchase.creditCode'), children: s.creditCode ?? '' },
            { key: 'address', label: t('purchase.address'), children: s.address ?? '' },
            { key: 'remark', label: t('purchase.remark'), children: s.remark ?? '' },
          ]}
        />
        <Descriptions
          title={t('purchase.bank')}
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'bank', label: t('purchase.bankName'), children: s.bankName ?? '' },
            {
              key: 'account',
              label: t('purchase.bankAccountName'),
              children: s.bankAccountName ?? '',
            },
            { key: 'no', label: t('purchase.bankAccountNo'), children: s.bankAccountNo ?? '' },
          ]}
        />
      </Card>
      <Card title={t('purchase.contacts')}>
        <ItemList
          items={s.contacts}
          // A contact has no id of its own: its name, phone and email tell it from the others.
          rowKey={(c) => `${c.name} ${c.phone ?? ''} ${c.email ?? ''}`}
          empty={secondary(t('purchase.noContacts'))}
          renderItem={(c) => (
            <Flex gap={12} wrap>
              <strong>{c.name}</strong>
              {c.role && <span>{c.role}</span>}
              {c.phone && <a href={`tel:${c.phone}`}>{c.phone}</a>}
              {c.email && <a href={`mailto:${c.email}`}>{c.email}</a>}
            </Flex>
          )}
        />
      </Card>
      <Card
        title={t('purchase.qualifications')}
        extra={
          can.supplierEdit && (
            <Button onClick={() => setAdding(true)}>{t('purchase.addQualification')}</Button>
          )
        }
      >
        <ShortTable
          rowKey="qualificationId"
          aria-label={t('purchase.qualifications')}
          loading={files.isPending}
          dataSource={files.data ?? []}
          locale={{ emptyText: secondary(t('purchase.noQualifications')) }}
          columns={[
            {
              title: t('purchase.kind'),
              render: (_, q) => t(`purchase.kinds.${q.kind}`),
            },
            { title: t('purchase.number'), dataIndex: 'number' },
            {
              title: t('purchase.validUntil'),
              render: (_, q) => (
                <Flex gap={4} wrap>
                  {q.validUntil}
                  <ExpiryTag validUntil={q.validUntil} remindDays={q.remindDays} />
                </Flex>
              ),
            },
            {
              title: t('purchase.file'),
              render: (_, q) => q.file && <StoredFileLinks files={[q.file]} />,
            },
            ...(can.supplierEdit
              ? [
                  {
                    key: 'actions',
                    render: (_: unknown, q: Qualification) => (
                      <DeleteLink
                        confirm={t('purchase.removeConfirm', { number: q.number })}
                        onConfirm={() => remove.mutateAsync(q)}
                      >
                        {t('purchase.removeQualification')}
                      </DeleteLink>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card
        title={t('purchase.supplied')}
        extra={
          can.supplierEdit &&
          s.enabled && <Button onClick={() => setPricing(null)}>{t('purchase.newPrice')}</Button>
        }
      >
        <ShortTable
          rowKey="skuId"
          aria-label={t('purchase.supplied')}
          loading={skus.isPending}
          dataSource={skus.data ?? []}
          locale={{ emptyText: secondary(t('purchase.noSupplied')) }}
          columns={[
            { title: t('purchase.code'), dataIndex: 'skuCode' },
            { title: t('purchase.name'), dataIndex: 'skuName' },
            { title: t('purchase.unit'), dataIndex: 'unit' },
            { title: t('purchase.price'), render: (_, p) => money(p.price), align: 'right' },
            { title: t('purchase.leadDays'), dataIndex: 'leadDays', align: 'right' },
            { title: t('purchase.validFrom'), dataIndex: 'validFrom' },
            {
              key: 'actions',
              render: (_, p) => (
                <Flex gap={4} wrap>
                  <Button size="small" type="link" onClick={() => setHistory(p)}>
                    {t('purchase.priceHistory')}
                  </Button>
                  {can.supplierEdit && s.enabled && (
                    <Button size="small" type="link" onClick={() => setPricing(p)}>
                      {t('purchase.newPrice')}
                    </Button>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <RatingCard supplierId={supplierId} rating={s.rating} />
      <SupplierOrders supplierId={supplierId} />
      {editing && <SupplierDialog record={s} onClose={() => setEditing(false)} />}
      {adding && <QualificationDialog supplierId={supplierId} onClose={() => setAdding(false)} />}
      {history && (
        <PriceHistoryDrawer
          sku={{ skuId: history.skuId, name: history.skuName }}
          supplierId={supplierId}
          onClose={() => setHistory(undefined)}
        />
      )}
      {pricing !== undefined && (
        <PriceDialog
          supplierId={supplierId}
          sku={pricing ? { skuId: pricing.skuId, name: pricing.skuName } : undefined}
          current={pricing ? { price: pricing.price, leadDays: pricing.leadDays } : undefined}
          onClose={() => setPricing(undefined)}
        />
      )}
    </Flex>
  );
}
