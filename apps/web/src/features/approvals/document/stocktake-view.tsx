import { STOCKTAKE_PAGE_PATHS, type StocktakeLine, type StocktakeReview } from '@depot/shared';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentFacts, typedDocumentView } from './typed-document-view';
import { ShortTable } from '../../../components/short-table';

/** A stocktake as its approval request answers it (the stocktake area's own contract). */
function isStocktakeReview(document: Record<string, unknown>): document is StocktakeReview {
  return (
    typeof document.stocktakeId === 'number' &&
    Array.isArray(document.differences) &&
    typeof document.differenceCount === 'number'
  );
}

/**
 * A stocktake on its request's page: the plan, how much was counted, and the lines whose
 * difference the approval posts (the first of them when there are many; the plan's page has
 * every line).
 */
export const StocktakeView = typedDocumentView(isStocktakeReview, StocktakeFacts);

function StocktakeFacts({ doc }: { doc: StocktakeReview }) {
  const { t } = useTranslation();
  return (
    <DocumentFacts
      items={[
        {
          key: 'code',
          label: t('warehouse.stocktake.review.code'),
          children: (
            <Link to={`${STOCKTAKE_PAGE_PATHS.detail}?id=${doc.stocktakeId}`}>{doc.code}</Link>
          ),
        },
        { key: 'name', label: t('warehouse.stocktake.name'), children: doc.name },
        {
          key: 'status',
          label: t('warehouse.stocktake.review.status'),
          children: <Tag>{t(`warehouse.stocktake.status.${doc.status}`)}</Tag>,
        },
        {
          key: 'warehouses',
          label: t('warehouse.stocktake.warehouses'),
          children: doc.warehouses.map((w) => w.name).join('、'),
        },
        {
          key: 'counted',
          label: t('warehouse.stocktake.review.progress'),
          children: t('warehouse.stocktake.counted', {
            counted: doc.countedCount,
            lines: doc.lineCount,
          }),
        },
        ...(doc.movedCount > 0
          ? [
              {
                key: 'moved',
                label: t('warehouse.stocktake.review.moved'),
                children: t('warehouse.stocktake.movedLines', { count: doc.movedCount }),
              },
            ]
          : []),
      ]}
    >
      <Typography.Text strong>
        {t('warehouse.stocktake.review.differences', { count: doc.differenceCount })}
      </Typography.Text>
      {doc.differenceCount > doc.differences.length && (
        <Typography.Text type="secondary">
          {t('warehouse.stocktake.review.firstOnly', { shown: doc.differences.length })}
        </Typography.Text>
      )}
      <ShortTable<StocktakeLine>
        rowKey="lineId"
        aria-label={t('warehouse.stocktake.lines')}
        dataSource={doc.differences}
        columns={[
          {
            key: 'item',
            title: t('warehouse.stocktake.review.item'),
            render: (_, l) => (l.asset ? `${l.asset.code} ${l.asset.name}` : l.categoryName),
          },
          { key: 'warehouse', title: t('warehouse.common.warehouse'), dataIndex: 'warehouseName' },
          { key: 'book', title: t('warehouse.stocktake.book'), render: (_, l) => l.book ?? '—' },
          {
            key: 'counted',
            title: t('warehouse.stocktake.countedQty'),
            render: (_, l) => l.counted ?? '—',
          },
          {
            key: 'difference',
            title: t('warehouse.stocktake.difference'),
            render: (_, l) => l.difference ?? '—',
          },
          {
            key: 'flags',
            title: t('warehouse.stocktake.review.flags'),
            render: (_, l) => (
              <Flex wrap gap={4}>
                {l.foundIn && (
                  <Tag color="orange">
                    {t('warehouse.stocktake.foundIn', {
                      expected: l.warehouseName,
                      found: l.foundIn.name,
                    })}
                  </Tag>
                )}
                {l.moved !== 0 && (
                  <Tag color="red">{t('warehouse.stocktake.moved', { moved: l.moved })}</Tag>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </DocumentFacts>
  );
}
