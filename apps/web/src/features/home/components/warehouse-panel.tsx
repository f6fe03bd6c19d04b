import {
  WARE_ORDER_PAGES,
  WAREHOUSE_PAGE_PATHS,
  WAREHOUSE_PERMISSIONS,
  type WarehouseStats,
  type WarehouseStatsBelowItem,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { warehouseStatsQueryOptions } from '../../../api/warehouse-stats';
import { useSessionStore } from '../../../stores/session';
import { PANEL_STYLE } from '../lib/panel-layout';
import { PanelFallback } from './panel-fallback';

/* The pages the panel opens (their features' fixed routes; features do not import each other). */
const STOCKTAKES_HREF = `${WAREHOUSE_PAGE_PATHS.stocktakes}/index`;
const WORK_ORDERS_HREF = `${WARE_ORDER_PAGES.work.list}/index`;
const STOCK_HREF = `${WAREHOUSE_PAGE_PATHS.stock}/index`;
/** The stock page showing a threshold's shortfall and its replenishment offer. */
const belowHref = (thresholdId: number) => `${STOCK_HREF}?threshold=${thresholdId}`;

/** Height kept for the figures while they load: a row of figures and two short lists. */
const LOADING_HEIGHT = 320;
const LIST_STYLE = { listStyle: 'none', margin: '4px 0 0', padding: 0 } as const;

/** Decimal text (`3255.00`) with the reader's digit grouping, two decimals. */
function amount(text: string, language: string): string {
  return Number(text).toLocaleString(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

function itemName(t: TFunction, item: WarehouseStatsBelowItem): string {
  const what = item.model
    ? t('home.warehouse.withModel', { category: item.categoryName, model: item.model })
    : item.categoryName;
  return `${item.warehouseName} · ${what}`;
}

function Below({ below }: { below: WarehouseStats['below'] }) {
  const { t } = useTranslation();
  const title = t('home.warehouse.below');
  const more = below.count - below.items.length;
  return (
    <section aria-label={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {below.items.length === 0 ? (
        <Typography.Paragraph>{t('home.warehouse.noneBelow')}</Typography.Paragraph>
      ) : (
        <ul style={LIST_STYLE}>
          {below.items.map((item) => (
            <li key={item.thresholdId} style={{ padding: '4px 0' }}>
              <Flex justify="space-between" gap={12} wrap>
                <Link to={belowHref(item.thresholdId)}>{itemName(t, item)}</Link>
                <Typography.Text type="warning">
                  {t(item.kind === 'asset' ? 'home.warehouse.idleOf' : 'home.warehouse.countOf', {
                    quantity: item.quantity,
                    min: item.minQuantity,
                    unit: item.unit,
                  })}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <Link to={STOCK_HREF}>{t('home.warehouse.more', { count: more })}</Link> : null}
    </section>
  );
}

function ByWarehouse({ warehouses }: { warehouses: WarehouseStats['warehouses'] }) {
  const { t, i18n } = useTranslation();
  const title = t('home.warehouse.byWarehouse');
  return (
    <section aria-label={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {warehouses.length === 0 ? (
        <Typography.Paragraph>{t('home.warehouse.noStock')}</Typography.Paragraph>
      ) : (
        <ul style={LIST_STYLE}>
          {warehouses.map((w) => (
            <li key={w.warehouseId} style={{ padding: '4px 0' }}>
              <Flex justify="space-between" gap={12} wrap>
                <Typography.Text>{w.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('home.warehouse.figures', {
                    value: amount(w.stockValue, i18n.language),
                    assets: w.assets,
                  })}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A figure that opens its list. */
function Counted({ title, value, to }: { title: string; value: number; to: string }) {
  return (
    <Col xs={12} md={8}>
      {/* Named by what it shows: the figure's title and value. */}
      <Link to={to}>
        <Statistic title={title} value={value} />
      </Link>
    </Col>
  );
}

function Figures({ stats }: { stats: WarehouseStats }) {
  const { t, i18n } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={8}>
          <Statistic
            title={t('home.warehouse.totalValue')}
            value={amount(stats.totalValue, i18n.language)}
            prefix="¥"
          />
        </Col>
        {stats.openStocktakes === null ? null : (
          <Counted
            title={t('home.warehouse.openStocktakes')}
            value={stats.openStocktakes}
            to={STOCKTAKES_HREF}
          />
        )}
        {stats.openWorkOrders === null ? null : (
          <Counted
            title={t('home.warehouse.openWorkOrders')}
            value={stats.openWorkOrders}
            to={WORK_ORDERS_HREF}
          />
        )}
      </Row>
      <Below below={stats.below} />
      <ByWarehouse warehouses={stats.warehouses} />
    </Flex>
  );
}

/**
 * The home page's warehouse panel, for holders of the stock key: in their warehouses, the stock
 * value in all and per warehouse with its serialised assets, the items below their threshold
 * (each a link to its stock page), and the open stocktakes and work orders (links to their
 * lists; shown to those who may view them).
 */
export function WarehousePanel() {
  const { t } = useTranslation();
  const allowed = useSessionStore((s) => s.permissions[WAREHOUSE_PERMISSIONS.stock.view] === true);
  const stats = useQuery({ ...warehouseStatsQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <Card
      title={t('home.warehouse.title')}
      extra={stats.data ? t('home.warehouse.belowCount', { count: stats.data.below.count }) : null}
      size="small"
      style={PANEL_STYLE}
    >
      {stats.data ? (
        <Figures stats={stats.data} />
      ) : (
        <PanelFallback
          failed={stats.isError}
          failedTitle={t('home.warehouse.loadFailed')}
          onRetry={() => void stats.refetch()}
          minHeight={LOADING_HEIGHT}
        />
      )}
    </Card>
  );
}
