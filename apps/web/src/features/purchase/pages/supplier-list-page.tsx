import type { Supplier } from '@depot/shared';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataTable, type DataTableParams } from '../../../components/data-table';
import { exportSuppliers, supplierPageQueryOptions } from '../api';
import { EnabledList } from '../components/enabled-list';
import { asBoolean, type EnabledChoice } from '../components/enabled-state';
import { SupplierDialog } from '../components/supplier-dialog';
import { supplierHref } from '../paths';
import { usePurchasePermissions } from '../permissions';

interface Filters {
  q?: string;
  enabled?: EnabledChoice;
}

/**
 * /product/supplier (SPEC §2): the suppliers, searched by code, name, credit code or contact,
 * each opening its page (/product/supplierDetail); add, edit (disable) and export.
 */
export function SupplierListPage() {
  const { t } = useTranslation();
  const can = usePurchasePermissions();
  const table = useDataTable({
    query: (params: DataTableParams<Filters>) =>
      supplierPageQueryOptions({ ...params, enabled: asBoolean(params.enabled) }),
    rowKey: 'supplierId',
    sortable: ['code', 'name', 'createdAt'],
  });
  // undefined: closed; null: a new supplier.
  const [editing, setEditing] = useState<Supplier | null>();

  const link = (s: Supplier) => <Link to={supplierHref(s.supplierId)}>{s.name}</Link>;
  const firstContact = (s: Supplier) => {
    const c = s.contacts[0];
    return c ? [c.name, c.phone].filter(Boolean).join(' ') : '';
  };
  const expiry = (s: Supplier) =>
    s.nextExpiry ?? (
      <Typography.Text type="secondary">{t('purchase.noQualification')}</Typography.Text>
    );

  return (
    <EnabledList
      title={t('purchase.suppliers')}
      tableLabel={t('purchase.supplierTable')}
      table={table}
      search={{ name: 'q', placeholder: t('purchase.supplierSearch') }}
      columns={[
        { key: 'code', title: t('purchase.code'), dataIndex: 'code' },
        { key: 'name', title: t('purchase.name'), render: (_, s) => link(s) },
        { title: t('purchase.contacts'), render: (_, s) => firstContact(s) },
        { title: t('purchase.skuCount'), dataIndex: 'skuCount', align: 'right' },
        { title: t('purchase.nextExpiry'), render: (_, s) => expiry(s) },
      ]}
      actions={
        can.supplierEdit
          ? (s) => (
              <Button size="small" type="link" onClick={() => setEditing(s)}>
                {t('purchase.edit')}
              </Button>
            )
          : undefined
      }
      card={{
        name: link,
        detail: (s) => (
          <>
            {s.code} · {firstContact(s)}
          </>
        ),
        more: (s) => (
          <span>
            {t('purchase.nextExpiry')}: {expiry(s)}
          </span>
        ),
      }}
      add={
        can.supplierAdd
          ? { label: t('purchase.addSupplier'), onClick: () => setEditing(null) }
          : undefined
      }
      exportAs={
        can.supplierExport
          ? {
              fallbackName: 'suppliers.xlsx',
              run: () => {
                const { q, enabled } = table.params;
                return exportSuppliers({ q, enabled: asBoolean(enabled) });
              },
            }
          : undefined
      }
    >
      {editing !== undefined && (
        <SupplierDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
    </EnabledList>
  );
}
