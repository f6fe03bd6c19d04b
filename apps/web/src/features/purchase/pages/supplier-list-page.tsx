import type { Supplier } from '@depot/shared';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useDataTable } from '../../../components/data-table';
import { exportSuppliers, supplierPageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { SupplierDialog } from '../components/supplier-dialog';
import { supplierHref } from '../paths';
import { usePurchasePermissions } from '../permissions';
import {
  asBoolean,
  EnabledFilter,
  EnabledTag,
  type EnabledChoice,
} from '../components/enabled-state';
import { useWide, wideScroll } from '../../../lib/use-wide';

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
  const wide = useWide();
  const table = useDataTable<Filters>({ sortable: ['code', 'name', 'createdAt'] });
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
  const edit = (s: Supplier) =>
    can.supplierEdit && (
      <Button size="small" type="link" onClick={() => setEditing(s)}>
        {t('purchase.edit')}
      </Button>
    );
  const columns: ColumnsType<Supplier> = wide
    ? [
        { key: 'code', title: t('purchase.code'), dataIndex: 'code' },
        { key: 'name', title: t('purchase.name'), render: (_, s) => link(s) },
        { title: t('purchase.contacts'), render: (_, s) => firstContact(s) },
        { title: t('purchase.skuCount'), dataIndex: 'skuCount', align: 'right' },
        { title: t('purchase.nextExpiry'), render: (_, s) => expiry(s) },
        { title: t('purchase.status'), render: (_, s) => <EnabledTag enabled={s.enabled} /> },
        ...(can.supplierEdit
          ? [{ key: 'actions', render: (_: unknown, s: Supplier) => edit(s) }]
          : []),
      ]
    : [
        {
          key: 'name',
          title: t('purchase.suppliers'),
          render: (_, s) => (
            <Flex vertical gap={2}>
              <span>
                {link(s)} <EnabledTag enabled={s.enabled} />
              </span>
              <Typography.Text type="secondary">
                {s.code} · {firstContact(s)}
              </Typography.Text>
              <span>
                {t('purchase.nextExpiry')}: {expiry(s)}
              </span>
              {edit(s)}
            </Flex>
          ),
        },
      ];

  return (
    <Card title={t('purchase.suppliers')}>
      <DataTable
        table={table}
        query={(params) =>
          supplierPageQueryOptions({
            ...params,
            enabled: asBoolean(params.enabled),
          })
        }
        rowKey="supplierId"
        aria-label={t('purchase.supplierTable')}
        columns={columns}
        scroll={wideScroll(wide)}
        filters={
          <>
            <Form.Item name="q" label={t('purchase.searchLabel')}>
              <Input allowClear placeholder={t('purchase.supplierSearch')} />
            </Form.Item>
            <EnabledFilter />
          </>
        }
        toolbar={
          <Flex gap={8} wrap>
            {can.supplierAdd && (
              <Button type="primary" onClick={() => setEditing(null)}>
                {t('purchase.addSupplier')}
              </Button>
            )}
            {can.supplierExport && (
              <ExportButton
                fallbackName="suppliers.xlsx"
                run={() => {
                  const { q, enabled } = table.params;
                  return exportSuppliers({
                    q,
                    enabled: asBoolean(enabled),
                  });
                }}
              />
            )}
          </Flex>
        }
      />
      {editing !== undefined && (
        <SupplierDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
