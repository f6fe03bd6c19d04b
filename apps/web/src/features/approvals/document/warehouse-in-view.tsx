import type { WarehouseIn } from '@depot/shared';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarehouseInColumns } from '../../../components/warehouse-in-columns';
import { DocumentFacts, typedDocumentView } from './typed-document-view';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';

/** A warehouse-in as its detail answers it (the warehouse area's own contract). */
function isWarehouseIn(document: Record<string, unknown>): document is WarehouseIn {
  return (
    typeof document.warehouseInId === 'number' &&
    Array.isArray(document.lines) &&
    Array.isArray(document.assets)
  );
}

/**
 * A warehouse-in on its request's page: where the goods go and where from, its counted lines
 * with quantities, unit prices and amounts, its serialised assets, and the total.
 */
export const WarehouseInView = typedDocumentView(isWarehouseIn, WarehouseInFacts);

function WarehouseInFacts({ doc }: { doc: WarehouseIn }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns = useWarehouseInColumns();
  return (
    <DocumentFacts
      items={[
        { key: 'code', label: t('warehouse.ins.code'), children: doc.code },
        {
          key: 'status',
          label: t('warehouse.ins.status'),
          children: <Tag>{t(`warehouse.status.${doc.status}`)}</Tag>,
        },
        { key: 'warehouse', label: t('warehouse.common.warehouse'), children: doc.warehouseName },
        {
          key: 'source',
          label: t('warehouse.ins.source'),
          children: [t(`warehouse.source.${doc.source}`), doc.sourceRef, doc.fromStore?.name]
            .filter(Boolean)
            .join(' · '),
        },
        { key: 'supplier', label: t('warehouse.ins.supplier'), children: doc.supplier ?? '—' },
        { key: 'total', label: t('warehouse.ins.total'), children: money(doc.totalAmount) },
        { key: 'remark', label: t('warehouse.ins.remark'), children: doc.remark ?? '—' },
      ]}
    >
      {doc.lines.length > 0 && (
        <ShortTable
          rowKey="categoryId"
          aria-label={t('warehouse.ins.lines')}
          dataSource={doc.lines}
          columns={columns.lines}
        />
      )}
      {doc.assets.length > 0 && (
        <>
          <Typography.Text strong>{t('warehouse.ins.assets')}</Typography.Text>
          <ShortTable
            rowKey="assetId"
            aria-label={t('warehouse.ins.assets')}
            dataSource={doc.assets}
            columns={columns.assets}
          />
        </>
      )}
    </DocumentFacts>
  );
}
