import type { StockReservation, StockRow } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordDrawer, RecordTable } from '../../../components/record-drawer';
import { stockReservationsQueryOptions } from '../api';
import { movementDocumentHref } from '../paths';
import { useFormatDateTime } from '../../../lib/date-time';

/**
 * Which documents hold the reserved part of a stock row (docs/warehouses.md "Reservations"):
 * each one's code (a link to its page), kind and name, how many it holds, who reserved it and
 * when, when it lapses; the units they hold leave only for them.
 */
export function ReservationDrawer({ row, onClose }: { row: StockRow; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const holders = useQuery(
    stockReservationsQueryOptions({ warehouseId: row.warehouseId, categoryId: row.categoryId }),
  );
  const columns: ColumnsType<StockReservation> = [
    {
      key: 'document',
      title: t('warehouse.stock.holder'),
      render: (_, r) => {
        const href = movementDocumentHref(r);
        return (
          <Flex vertical align="flex-start">
            {href ? <Link to={href}>{r.sourceCode}</Link> : r.sourceCode}
            <Typography.Text type="secondary">
              {[t(`warehouse.ledger.source.${r.source}`), r.projectName, r.title]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'quantity',
      title: t('warehouse.stock.reserved'),
      render: (_, r) => `${r.quantity} ${row.unit}`,
    },
    {
      key: 'by',
      title: t('warehouse.stock.reservedBy'),
      render: (_, r) => (
        <Flex vertical align="flex-start">
          {r.reservedBy?.nickname ?? '—'}
          <Typography.Text type="secondary">{formatDateTime(r.reservedAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'expiresAt',
      title: t('warehouse.stock.expiresAt'),
      render: (_, r) => formatDateTime(r.expiresAt),
    },
  ];
  return (
    <RecordDrawer
      record={holders}
      title={() =>
        t('warehouse.stock.reservationsTitle', {
          warehouse: row.warehouseName,
          category: row.categoryName,
        })
      }
      notFound={t('warehouse.stock.reservationsNotFound')}
      loadFailed={t('warehouse.common.loadFailed')}
      onClose={onClose}
    >
      {(list) => (
        <>
          <Typography.Text>
            {t('warehouse.stock.reservationsSummary', {
              reserved: row.reserved,
              available: row.available,
              unit: row.unit,
            })}
          </Typography.Text>
          {list.length ? (
            <RecordTable<StockReservation>
              title={t('warehouse.stock.holders')}
              rowKey="id"
              columns={columns}
              dataSource={list}
            />
          ) : (
            <Typography.Text type="secondary">{t('warehouse.stock.noHolders')}</Typography.Text>
          )}
        </>
      )}
    </RecordDrawer>
  );
}
