import {
  WARE_ORDER_PAGES,
  WAREHOUSE_PAGE_PATHS,
  WAREHOUSE_PERMISSIONS,
  type WarehouseStats,
  type WarehouseStatsBelowItem,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { warehouseStatsQueryOptions } from '../../../api/warehouse-stats';
import { useSessionStore } from '../../../stores/session';
import { PanelList, StatsPanel } from './panel-parts';
import { useMoney } from '../../../lib/money';

/* The pages the panel opens (their features' fixed routes; features do not import each other). */
const STOCKTAKES_HREF = `${WAREHOUSE_PAGE_PATHS.stocktakes}/index`;
const WORK_ORDERS_HREF = `${WARE_ORDER_PAGES.work.list}/index`;
const STOCK_HREF = `${WAREHOUSE_PAGE_PATHS.stock}/index`;
/** The stock page showing a threshold's shortfall and its replenishment offer. */
const belowHref = (thresholdId: number) => `${STOCK_HREF}?threshold=${thresholdId}`;

/** Height kept for the figures while they load: a row of figures and two short lists. */
const LOADING_HEIGHT = 320;
function itemName(t: TFunction, item: WarehouseStatsBelowItem): string {
  const what = item.model
    ? t('home.warehouse.withModel', { category: item.categoryName, model: item.model })
    : item.categoryName;
  return `${item.warehouseName} · ${what}`;
}

function Below({ below }: { below: WarehouseStats['below'] }) {
  const { t } = useTranslation();
  const more = below.count - below.items.length;
  return (
    <PanelList
      title={t('home.warehouse.below')}
      empty={t('home.warehouse.noneBelow')}
      items={below.items}
      rowKey={(item) => item.thresholdId}
      name={(item) => <Link to={belowHref(item.thresholdId)}>{itemName(t, item)}</Link>}
      figures={(item) => (
        <Typography.Text type="warning">
          {t(item.kind === 'asset' ? 'home.warehouse.idleOf' : 'home.warehouse.countOf', {
            quantity: item.quantity,
            min: item.minQuantity,
            unit: item.unit,
          })}
        </Typography.Text>
      )}
      more={more > 0 ? { text: t('home.warehouse.more', { count: more }), to: STOCK_HREF } : null}
    />
  );
}

function ByWarehouse({ warehouses }: { warehouses: WarehouseStats['warehouses'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <PanelList
      title={t('home.warehouse.byWarehouse')}
      empty={t('home.warehouse.noStock')}
      items={warehouses}
      rowKey={(w) => w.warehouseId}
      name={(w) => <Typography.Text>{w.name}</Typography.Text>}
      figures={(w) => (
        <Typography.Text type="secondary">
          {t('home.warehouse.figures', {
            value: money(w.stockValue),
            assets: w.assets,
          })}
        </Typography.Text>
      )}
    />
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
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={8}>
          <Statistic title={t('home.warehouse.totalValue')} value={money(stats.totalValue)} />
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
    <StatsPanel
      title={t('home.warehouse.title')}
      extra={(data) => t('home.warehouse.belowCount', { count: data.below.count })}
      stats={stats}
      failedTitle={t('home.warehouse.loadFailed')}
      loadingHeight={LOADING_HEIGHT}
    >
      {(data) => <Figures stats={data} />}
    </StatsPanel>
  );
}
